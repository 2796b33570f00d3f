import Foundation
import Testing
@testable import KineticCore

/// A view of one byte: packed between wider neighbours in a tuple.
private struct Flag: View {
    let on: Bool
    var body: some View { Text(on ? "on" : "off") }
}

/// A view of sixteen bytes with a stricter alignment than its neighbours.
private struct Pair: View {
    let a: Double
    let b: Double
    var body: some View { Text("\(Int(a + b))") }
}

/// Every text of the display list, in drawing order.
@MainActor
private func texts<Content: View>(_ host: HeadlessHost<Content>) -> [String] {
    host.displayList.items.compactMap { item -> String? in
        if case .text(let text) = item.content { text.lines.joined(separator: " ") } else { nil }
    }
}

/// Views with state after fields of other kinds: a closure, a string, the environment.
private struct Tally: View {
    let title: String
    let action: () -> Void
    @State private var taps = 0
    @Environment(\.isEnabled) private var isEnabled
    @State private var mark = "·"

    var body: some View {
        Text("\(title) \(taps) \(mark) \(isEnabled)")
            .accessibilityIdentifier(title)
            .onTapGesture {
                taps += 1
                mark += "!"
                action()
            }
    }
}

/// Two tallies under a parent whose own state changes too (so they are given new values).
private struct Tallies: View {
    @State private var total = 0
    var body: some View {
        VStack {
            Text("total \(total)")
            Tally(title: "left") { total += 1 }
            Tally(title: "right") { total += 1 }.disabled(true)
        }
    }
}

/// A stack whose spacing (a layout with no animatable data) changes in a transaction with a
/// completion.
private struct Spreading: View {
    @State private var wide = false
    @State private var completions = 0
    var body: some View {
        VStack {
            HStack(spacing: wide ? 40 : 0) {
                Rectangle().frame(width: 10, height: 10).accessibilityIdentifier("a")
                Circle().frame(width: 10, height: 10).accessibilityIdentifier("b")
            }
            Text("done \(completions)")
            Rectangle().frame(width: 10, height: 10).accessibilityIdentifier("go")
                .onTapGesture {
                    withAnimation(.spring(duration: 0.5)) { wide.toggle() } completion: { completions += 1 }
                }
        }
    }
}

@MainActor
struct NodeBuilderTests {
    @Test func aTupleOfViewsOfEverySizeIsReadInPlaceInOrder() throws {
        let block = ViewBuilder.buildBlock(
            Flag(on: true), Text("a"), EmptyView(), Flag(on: false), Pair(a: 1, b: 2),
            Optional<Text>.none, Flag(on: true), Text("last"))
        // The layout is planned from the types (no reflection per update) and vouched for by
        // the tuple's size.
        let elements = try #require(TupleLayout.elements(of: block.value))
        #expect(elements.count == 8)
        #expect(elements.map(\.offset) == elements.map(\.offset).sorted())
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { VStack { block } }
        #expect(texts(host) == ["on", "a", "off", "3", "on", "last"])
    }

    @Test func eachKindOfViewIsBuiltByItsOwnTypesBuilder() {
        // Primitives, shapes and hosted drawings build their own nodes; views with a body get
        // a composite node (no builder).
        #expect(ViewKind.builder(for: Text.self) != nil)
        #expect(ViewKind.builder(for: Circle.self) != nil)
        #expect(ViewKind.builder(for: TupleView<(Text, Circle)>.self) != nil)
        #expect(ViewKind.builder(for: Flag.self) == nil)
        #expect(ViewKind.builder(for: Tallies.self) == nil)
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) {
            HStack { Flag(on: true); Circle().frame(width: 10, height: 10).accessibilityIdentifier("dot") }
        }
        #expect(texts(host) == ["on"])
        #expect(host.frame(of: "dot")?.width == 10)
    }

    @Test func aViewsStateAndEnvironmentAreFoundWhereTheyLie() throws {
        let properties = try #require(LinkedProperties.of(Tally.self))
        #expect(properties.count == 3)
        let kinds = properties.map { property -> String in
            if case .state = property.kind { "state" } else { "environment" }
        }
        #expect(kinds == ["state", "environment", "state"])

        // Each tally keeps its own state while the parent's change gives both new values.
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { Tallies() }
        #expect(texts(host) == ["total 0", "left 0 · true", "right 0 · false"])
        #expect(host.tap("left"))
        #expect(host.tap("left"))
        host.advance(by: 0)
        #expect(texts(host) == ["total 2", "left 2 ·!! true", "right 0 · false"])
    }

    @Test func aStackChangedInATransactionWithACompletionFiresItOnce() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { Spreading() }
        let before = try #require(host.frame(of: "b")).minX - (try #require(host.frame(of: "a")).minX)
        #expect(host.tap("go"))
        host.advance(by: 1)
        host.advance(by: 1)
        let after = try #require(host.frame(of: "b")).minX - (try #require(host.frame(of: "a")).minX)
        #expect(after - before == 40)
        #expect(texts(host) == ["done 1"])
    }
}
