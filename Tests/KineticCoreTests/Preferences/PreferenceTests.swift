import Foundation
import Testing
@testable import KineticCore

/// Collects every value set below, in view order.
private struct Names: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// The largest value set below.
private struct Widest: PreferenceKey {
    static let defaultValue = 0.0
    static func reduce(value: inout Double, nextValue: () -> Double) { value = max(value, nextValue()) }
}

/// The bounds of the selected tab, as an anchor.
private struct SelectionBounds: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// Records what `onPreferenceChange` reported, in order.
@MainActor private final class Reports {
    var names: [[String]] = []
    var widths: [Double] = []
}

private struct Row: View {
    let name: String
    @State private var renamed = false
    var body: some View {
        Text(renamed ? name.uppercased() : name)
            .onTapGesture { renamed = true }
            .accessibilityIdentifier(name)
            .preference(key: Names.self, value: [renamed ? name.uppercased() : name])
    }
}

private struct List3: View {
    let reports: Reports
    @State private var showsThird = true
    var body: some View {
        VStack {
            Row(name: "a")
            Row(name: "b")
                .transformPreference(Names.self) { $0.append("b'") }
            if showsThird { Row(name: "c") }
            Text("Hide").onTapGesture { showsThird = false }.accessibilityIdentifier("hide")
            Text("Same").onTapGesture { showsThird = showsThird }.accessibilityIdentifier("same")
        }
        .onPreferenceChange(Names.self) { reports.names.append($0) }
    }
}

/// Measures its labels with a preference and shows the widest, as apps lay out columns.
private struct Measured: View {
    let reports: Reports
    @State private var widest = 0.0
    var body: some View {
        VStack {
            ForEach(["one", "three", "eleven"], id: \.self) { label in
                Color.blue.frame(width: Double(label.count) * 10, height: 10)
                    .preference(key: Widest.self, value: Double(label.count) * 10)
            }
            Text("widest \(Int(widest))").accessibilityIdentifier("widest")
        }
        .onPreferenceChange(Widest.self) { value in
            reports.widths.append(value)
            widest = value
        }
    }
}

private struct Tabs: View {
    @State private var selected = 0
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { index in
                Color.gray.frame(width: 60, height: 30)
                    .accessibilityIdentifier("tab\(index)")
                    .onTapGesture { withAnimation(.linear(duration: 1)) { selected = index } }
                    .anchorPreference(key: SelectionBounds.self, value: .bounds) { index == selected ? $0 : nil }
            }
        }
        .padding(20)
        .overlayPreferenceValue(SelectionBounds.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Color.red.frame(width: rect.width, height: 4)
                        .offset(x: rect.minX, y: rect.maxY)
                        .accessibilityIdentifier("underline")
                }
            }
        }
    }
}

private struct Badge: View {
    @State private var count = 1
    var body: some View {
        Text("Inbox")
            .onTapGesture { count += 1 }
            .accessibilityIdentifier("inbox")
            .preference(key: Widest.self, value: Double(count))
            .backgroundPreferenceValue(Widest.self) { value in
                Text("\(Int(value)) new").accessibilityIdentifier("badge")
            }
    }
}

@MainActor
struct PreferenceTests {
    private func texts(_ host: HeadlessHost<some View>, _ identifier: String) -> [[String]] {
        host.displayList.items.compactMap { item in
            if item.identifier == identifier, case .text(let t) = item.content { return t.lines } else { return nil }
        }
    }

    @Test func siblingsCombineInViewOrderAndAncestorsHearOfEachChange() {
        let reports = Reports()
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { List3(reports: reports) }
        // The first value is reported once the view appears (it is not the default).
        #expect(reports.names == [["a", "b", "b'", "c"]])
        // A state change below the reader changes the value.
        #expect(host.tap("b"))
        host.advance(by: 0.05)
        #expect(reports.names.last == ["a", "B", "b'", "c"])
        // A view that leaves takes its value with it.
        #expect(host.tap("hide"))
        host.advance(by: 0.05)
        #expect(reports.names.last == ["a", "B", "b'"])
        // An update that leaves the value as it was reports nothing.
        let count = reports.names.count
        #expect(host.tap("same"))
        host.advance(by: 0.05)
        #expect(reports.names.count == count)
    }

    @Test func anActionThatSetsStateFromTheValueSettles() {
        let reports = Reports()
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { Measured(reports: reports) }
        #expect(reports.widths == [60])
        #expect(texts(host, "widest") == [["widest 60"]])
        host.advance(by: 0.5)
        #expect(reports.widths == [60])
        #expect(!host.frameNeeded)
    }

    @Test func aPreferenceReplacesTheValuesInsideItAndATransformChangesThem() throws {
        struct Replaced: View {
            let reports: Reports
            var body: some View {
                VStack {
                    Row(name: "inner").preference(key: Names.self, value: ["outer"])
                    Color.clear.frame(width: 1, height: 1).transformPreference(Names.self) { $0 += ["made"] }
                }
                .onPreferenceChange(Names.self) { reports.names.append($0) }
            }
        }
        let reports = Reports()
        _ = HeadlessHost(size: CGSize(width: 300, height: 300)) { Replaced(reports: reports) }
        #expect(reports.names == [["outer", "made"]])
    }

    @Test func anOverlayIsBuiltFromTheAnchorOfTheSelectedView() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 200)) { Tabs() }
        let tab0 = try #require(host.frame(of: "tab0"))
        let underline = try #require(host.frame(of: "underline"))
        #expect(underline.minX == tab0.minX)
        #expect(underline.width == 60)
        #expect(underline.minY == tab0.maxY)
        // Selecting another tab moves the anchor: the overlay is built again, in the
        // selection's transaction, so the underline slides there.
        #expect(host.tap("tab2"))
        host.advance(by: 0.5)
        let tab2 = try #require(host.frame(of: "tab2"))
        let midway = try #require(host.frame(of: "underline")).minX
        #expect(abs(midway - (tab0.minX + tab2.minX) / 2) < 4)
        host.advance(by: 0.6)
        #expect(try #require(host.frame(of: "underline")).minX == tab2.minX)
    }

    @Test func aBackgroundFollowsTheValueOfItsContent() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { Badge() }
        #expect(texts(host, "badge") == [["1 new"]])
        #expect(host.tap("inbox"))
        host.advance(by: 0.05)
        #expect(texts(host, "badge") == [["2 new"]])
        // Drawn behind its content.
        let order = host.displayList.items.compactMap(\.identifier).filter { $0 == "badge" || $0 == "inbox" }
        #expect(order == ["badge", "inbox"])
    }
}
