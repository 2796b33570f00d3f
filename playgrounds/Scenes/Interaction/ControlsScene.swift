// Controls scene — the default controls driving a spring.
//
// What it shows: Slider, Toggle, Stepper, segmented Picker and Button with their default look.
// The sliders set a spring's duration and bounce; "Launch" (or Return) sends the puck across
// with that spring; dragging a slider while the puck flies retargets nothing, the next launch
// uses the new numbers (the scene says so). The picker chooses the puck's shape, the stepper how
// many pucks, the toggle whether a ring shows where each puck is heading. The stage clips its
// pucks, so a bouncy overshoot stays inside it. Below, a tab strip whose underline the strip
// draws where the selected tab says it is (an anchor preference), sliding there with a spring.
// A text field names the pucks: what is typed shows on them (its first two characters), Return
// in the field launches (`onSubmit`), and "Name" puts the focus in the field (`@FocusState`).
// The labelled controls sit in a `Grid`, the labels one column. A puck hops as it flies: its
// scale comes from where it is drawn across the stage (`visualEffect`).
//
// Use: drag the sliders, click the controls · tab moves between them, space acts, the arrows
// move a slider · click the field and type · return launches · escape leaves the field, then
// escape or q quits.

import Foundation
import Kinetic

struct ControlsScene: View {
    enum Shape: String, CaseIterable, Hashable { case circle, square, capsule }

    @State private var duration = 0.8
    @State private var bounce = 0.3
    @State private var pucks = 3
    @State private var shape = Shape.circle
    @State private var markers = true
    @State private var across = false
    @State private var tab = 0
    @State private var name = "Go"
    @FocusState private var naming: Bool
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(alignment: .top, spacing: 32) {
            VStack(alignment: .leading, spacing: 16) {
                Text("Controls").font(.system(size: 22)).foregroundColor(.primary)
                // A grid: the labels make one column, so the tracks and the field line up; the
                // views between the rows span both columns.
                Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 16) {
                    GridRow {
                        Text("Duration")
                        Slider(value: $duration, in: 0.1...2, step: 0.05)
                    }
                    GridRow {
                        Text("Bounce")
                        Slider(value: $bounce, in: -0.5...0.9, step: 0.05)
                    }
                    Stepper("Pucks: \(pucks)", value: $pucks, in: 1...6)
                    Picker("Shape", selection: $shape) {
                        ForEach(Shape.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    Toggle("Show targets", isOn: $markers)
                    GridRow {
                        Text("Label")
                        TextField("Text on the pucks", text: $name)
                            .focused($naming)
                            .onSubmit { launch() }
                    }
                }
                HStack(spacing: 12) {
                    Button("Launch") { launch() }
                        .keyboardShortcut(.return, modifiers: [])
                    Button("Reset", role: .destructive) { across = false }
                    Button("Name") { naming = true }
                }
                Text("The sliders set the spring of the next launch.")
                    .font(.system(size: 13)).foregroundColor(.secondary)
                TabStrip(tabs: ["Springs", "Curves", "Keyframes"], selection: $tab)
                    .padding(.top, 12)
            }
            .frame(width: 380)
            .foregroundColor(Color(white: colorScheme == .light ? 0.25 : 0.75))
            GeometryReader { proxy in
                ZStack(alignment: .topLeading) {
                    RoundedRectangle(cornerRadius: 12).fill(Color(white: colorScheme == .light ? 1 : 0.1))
                    ForEach(0..<pucks, id: \.self) { i in
                        let y = 40 + Double(i) * 60
                        let x = across ? Double(proxy.size.width) - 50 : 50
                        if markers {
                            // Where the puck is heading: the ring jumps there at once, so it shows
                            // ahead of the puck while the spring carries it.
                            Circle().stroke(Color.accentColor.opacity(0.8), lineWidth: 2).frame(width: 50, height: 50)
                                .position(x: x, y: y)
                                .transaction { $0.animation = nil }
                        }
                        puck(i)
                            // The puck hops as it flies: its scale comes from where it is drawn
                            // across the stage, frame by frame.
                            .visualEffect { content, geometry in
                                let travel = max(1, Double(proxy.size.width) - 100)
                                let progress = min(1, max(0, (Double(geometry.frame(in: .named("stage")).midX) - 50) / travel))
                                return content.scaleEffect(1 + 0.35 * sin(.pi * progress))
                            }
                            .position(x: x, y: y)
                    }
                }
                .coordinateSpace(.named("stage"))
                // The stage keeps its pucks: a bouncy spring's overshoot is cut at its edge.
                .clipped()
            }
        }
        .padding(32)
    }

    private func launch() {
        withAnimation(.spring(duration: duration, bounce: bounce)) { across.toggle() }
    }

    private func puck(_ i: Int) -> some View {
        ZStack {
            puckShape(i)
            Text(String(name.prefix(2))).font(.system(size: 13, weight: .semibold)).foregroundColor(Color(white: 0.1))
        }
    }

    @ViewBuilder
    private func puckShape(_ i: Int) -> some View {
        let color = Color(hue: Double(i) / 6, saturation: 0.6, brightness: 0.95)
        switch shape {
        case .circle: Circle().fill(color).frame(width: 36, height: 36)
        case .square: RoundedRectangle(cornerRadius: 6).fill(color).frame(width: 36, height: 36)
        case .capsule: Capsule().fill(color).frame(width: 60, height: 30)
        }
    }
}

/// Tabs that pass the selected one's bounds up as an anchor; the strip draws one underline there
/// (`overlayPreferenceValue`), so the underline slides from tab to tab when the selection
/// changes in an animation.
private struct TabStrip: View {
    struct SelectedBounds: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    let tabs: [String]
    @Binding var selection: Int

    var body: some View {
        HStack(spacing: 22) {
            ForEach(tabs.indices, id: \.self) { index in
                Text(tabs[index])
                    .foregroundColor(index == selection ? .primary : Color(white: 0.5))
                    .padding(.vertical, 6)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(.spring(duration: 0.45, bounce: 0.3)) { selection = index }
                    }
                    .accessibilityIdentifier("tab-\(tabs[index].lowercased())")
                    .anchorPreference(key: SelectedBounds.self, value: .bounds) { index == selection ? $0 : nil }
            }
        }
        .overlayPreferenceValue(SelectedBounds.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let bounds = proxy[anchor]
                    Capsule().fill(Color.accentColor)
                        .frame(width: bounds.width, height: 3)
                        .offset(x: bounds.minX, y: bounds.maxY)
                }
            }
        }
    }
}

#Preview("Controls") {
    ControlsScene()
}
