import Foundation
import KineticCore

/// The warnings each preview raised, for the browser to show beside it. Warnings are laid at
/// the door of the preview on the canvas when they are raised (and still printed).
final class PreviewConsole {
    private(set) var messages: [String: [String]] = [:]
    /// The preview on the canvas.
    var current: String?
    /// Called when a warning arrives, so the browser draws it.
    var changed: (() -> Void)?
    /// Where warnings are also written (standard error; tests collect them).
    var echo: (String) -> Void = { message in
        FileHandle.standardError.write(Data("kinetic: warning: \(message)\n".utf8))
    }

    func report(_ message: String) {
        echo(message)
        guard let current else { return }
        if messages[current]?.contains(message) == true { return }
        messages[current, default: []].append(message)
        changed?()
    }
}

/// The previews browser: every `#Preview` and `PreviewProvider` in the program in a list on the
/// left (name, file and line), the one picked live on the canvas on the right, with its state
/// and animations, and the warnings it raised beneath it. Up and down arrows move through the
/// list.
struct PreviewsBrowser: View {
    let entries: [PreviewEntry]
    let console: PreviewConsole
    @State private var selection: String?
    @State private var warningCount = 0

    static let sidebarWidth = 280.0

    private var selected: PreviewEntry? {
        entries.first { $0.id == selection } ?? entries.first
    }

    var body: some View {
        let console = self.console
        let selected = self.selected
        let count = $warningCount
        console.current = selected?.id
        console.changed = { count.wrappedValue += 1 }
        return HStack(spacing: 0) {
            sidebar(selected: selected)
                .frame(width: Self.sidebarWidth)
            Rectangle().fill(Color(white: 1, opacity: 0.1)).frame(width: 1)
            canvas(selected)
        }
        .onKeyPress(keys: [.upArrow, .downArrow]) { press in
            move(by: press.key == .upArrow ? -1 : 1)
            return .handled
        }
    }

    private func move(by step: Int) {
        guard !entries.isEmpty else { return }
        let index = entries.firstIndex { $0.id == selected?.id } ?? 0
        selection = entries[min(entries.count - 1, max(0, index + step))].id
    }

    private func sidebar(selected: PreviewEntry?) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Previews").font(.headline).padding(EdgeInsets(top: 14, leading: 16, bottom: 8, trailing: 16))
            if entries.isEmpty {
                Text("This program has no #Preview.").font(.footnote).foregroundColor(.secondary).padding(16)
                Spacer()
            } else {
                List {
                    ForEach(entries) { entry in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(entry.name)
                            Text(entry.shortPlace).font(.caption).foregroundColor(.secondary)
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .contentShape(Rectangle())
                        .onTapGesture { selection = entry.id }
                        .accessibilityIdentifier("preview:\(entry.name)")
                        .listRowBackground(entry.id == selected?.id ? Color.accentColor.opacity(0.3) : nil)
                    }
                }
                .listStyle(.sidebar)
            }
        }
    }

    @ViewBuilder
    private func canvas(_ entry: PreviewEntry?) -> some View {
        if let entry {
            let warnings = console.messages[entry.id] ?? []
            VStack(spacing: 0) {
                HStack(spacing: 10) {
                    Text(entry.name).font(.headline)
                    Text(entry.place).font(.footnote).foregroundColor(.secondary)
                    Spacer(minLength: 0)
                }
                .padding(EdgeInsets(top: 14, leading: 16, bottom: 10, trailing: 16))
                PreviewCanvas(entry: entry)
                    .id(entry.id)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .clipped()
                if !warnings.isEmpty {
                    VStack(alignment: .leading, spacing: 4) {
                        ForEach(warnings, id: \.self) { message in
                            Text("⚠ " + message).font(.footnote).foregroundColor(Color(red: 1, green: 0.85, blue: 0.4))
                                .frame(maxWidth: .infinity, alignment: .leading)
                        }
                    }
                    .padding(12)
                    .background(Color(red: 0.25, green: 0.2, blue: 0.05))
                    .accessibilityIdentifier("preview-warnings")
                }
            }
        } else {
            Text("No previews").foregroundColor(.secondary).frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}

/// One preview, laid out as its traits ask: given the whole canvas, at the size it wants, or at
/// a fixed size (both framed by a thin outline).
private struct PreviewCanvas: View {
    let entry: PreviewEntry

    var body: some View {
        switch entry.layout {
        case .device:
            entry.makeView()
        case .sizeThatFits:
            entry.makeView().fixedSize()
                .overlay { Rectangle().stroke(Color(white: 1, opacity: 0.25), lineWidth: 1) }
        case .fixed(let width, let height):
            entry.makeView().frame(width: width, height: height).clipped()
                .overlay { Rectangle().stroke(Color(white: 1, opacity: 0.25), lineWidth: 1) }
        }
    }
}

extension AppLauncher {
    /// Opens the previews browser for every preview in the program.
    func runPreviews(options: LaunchOptions) {
        let entries = PreviewRegistry.all()
        let console = PreviewConsole()
        Diagnostics.forwardingWarnings(to: { message in console.report(message) }) {
            run(title: "Previews — \(name)", defaultSize: CGSize(width: 1100, height: 720), options: options,
                warningHandler: { message in console.report(message) }) {
                PreviewsBrowser(entries: entries, console: console)
            }
        }
    }
}
