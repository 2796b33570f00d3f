// The playground's window: the catalogue of scenes in a sidebar, the chosen scene beside it.
//
// Click a scene to open it, or move through the list with the up and down arrows and open the
// highlighted one with return. The window's title names the open scene, and the next launch
// reopens it. Each scene starts afresh when it is opened.

import Foundation
import Kinetic

struct PlaygroundShell: View {
    static let sidebarWidth = 220.0

    /// Where the open scene is saved for the next launch; nil to save nothing.
    let lastScene: LastSceneFile?
    /// The open scene.
    @State private var selection: Int
    /// The row the arrow keys have reached; return opens it.
    @State private var highlight: Int
    @State private var hovered: Int?
    /// Light or dark (F3 flips it): the sidebar follows it.
    @Environment(\.colorScheme) private var colorScheme
    private var light: Bool { colorScheme == .light }

    init(first: String, lastScene: LastSceneFile?) {
        let index = Catalogue.index(named: first) ?? 0
        _selection = State(initialValue: index)
        _highlight = State(initialValue: index)
        self.lastScene = lastScene
    }

    var body: some View {
        let entry = Catalogue.entries[selection]
        HStack(spacing: 0) {
            sidebar
                .frame(width: Self.sidebarWidth)
                .frame(maxHeight: .infinity)
                .background(Color(white: light ? 0.93 : 0.085))
            Rectangle().fill(Color(white: light ? 0.8 : 0.2)).frame(width: 1)
            // The scene gets what is left of the window, however wide it would like to be.
            entry.make()
                .id(entry.name)
                .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
                .clipped()
        }
        .navigationTitle("Kinetic — \(entry.title)")
        // The arrows move through the list unless the open scene uses them itself.
        .onKeyPress(keys: [.upArrow, .downArrow]) { press in
            let step = press.key == .upArrow ? -1 : 1
            highlight = (highlight + step + Catalogue.entries.count) % Catalogue.entries.count
            return .handled
        }
        // Return opens the highlighted scene before the open scene sees the key; when the
        // highlight is on the open scene, the scene has it (a Launch button, say).
        .overlay {
            Color.clear
                .allowsHitTesting(false)
                .onKeyPress(.return) {
                    guard highlight != selection else { return .ignored }
                    open(highlight)
                    return .handled
                }
        }
    }

    private var sidebar: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("Kinetic").font(.system(size: 22, weight: .semibold)).foregroundColor(.primary)
                .padding(.horizontal, 16).padding(.bottom, 4)
            Text("SCENES").font(.system(size: 11, weight: .semibold)).foregroundColor(Color(white: light ? 0.5 : 0.45))
                .padding(.horizontal, 16).padding(.bottom, 6)
            ForEach(Catalogue.entries.indices, id: \.self) { index in
                row(index)
            }
            Spacer()
            Text("↑ ↓ choose · return opens").font(.system(size: 12)).foregroundColor(Color(white: light ? 0.5 : 0.45))
                .padding(.horizontal, 16)
            Text("F3 light or dark").font(.system(size: 12)).foregroundColor(Color(white: light ? 0.5 : 0.45))
                .padding(.horizontal, 16)
        }
        .padding(.vertical, 16)
    }

    private func row(_ index: Int) -> some View {
        let isOpen = index == selection
        let fill: Color = isOpen ? Color.accentColor : (hovered == index ? Color(white: light ? 0.86 : 0.16) : .clear)
        return Text(Catalogue.entries[index].title)
            .font(.system(size: 15, weight: isOpen ? .semibold : .regular))
            .foregroundColor(isOpen ? .white : Color(white: light ? 0.2 : 0.8))
            .padding(.horizontal, 12)
            .frame(maxWidth: .infinity, minHeight: 28, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 6).fill(fill))
            .overlay {
                if index == highlight && highlight != selection {
                    RoundedRectangle(cornerRadius: 6).strokeBorder(Color.accentColor, lineWidth: 2)
                }
            }
            .contentShape(Rectangle())
            .onTapGesture { open(index) }
            .onHover { inside in
                if inside { hovered = index } else if hovered == index { hovered = nil }
            }
            .padding(.horizontal, 8)
            .accessibilityIdentifier("sidebar.\(Catalogue.entries[index].name)")
    }

    private func open(_ index: Int) {
        selection = index
        highlight = index
        lastScene?.save(Catalogue.entries[index].name)
    }
}
