import Foundation
import Testing
@testable import KineticCore

/// A property of one's own made of state and the environment.
private struct Counter: DynamicProperty {
    @State private var count = 0
    @Environment(\.colorScheme) private var scheme
    /// Set by `update()` before each body.
    private(set) var label = ""

    mutating func update() { label = "\(count) in \(scheme)" }
    func increment() { count += 1 }
}

private struct Nested: DynamicProperty {
    var inner = Counter()
}

private struct Tally: View {
    var counter = Counter()
    var nested = Nested()
    var body: some View {
        VStack {
            Text(counter.label).accessibilityIdentifier("label")
            Text(nested.inner.label).accessibilityIdentifier("nested")
            Button("Add") { counter.increment() }.accessibilityIdentifier("add")
            Button("Add nested") { nested.inner.increment() }.accessibilityIdentifier("addNested")
        }
    }
}

@MainActor
struct DynamicPropertyTests {
    private func text<V: View>(_ host: HeadlessHost<V>, _ id: String) -> String? {
        host.displayList.items.lazy.compactMap { item -> String? in
            guard item.identifier == id, case .text(let layout) = item.content else { return nil }
            return layout.lines.joined()
        }.first
    }

    @Test func theStateInsideAPropertyOfOnesOwnLivesInTheViewAndUpdateRunsBeforeTheBody() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { Tally() }
        #expect(text(host, "label") == "0 in dark")
        host.tap("add")
        host.tap("add")
        host.advance(by: 1.0 / 60)
        #expect(text(host, "label") == "2 in dark")
        host.tap("addNested")
        host.advance(by: 1.0 / 60)
        #expect(text(host, "nested") == "1 in dark")
        #expect(text(host, "label") == "2 in dark")
        host.graph.colorScheme = .light
        host.advance(by: 1.0 / 60)
        #expect(text(host, "label") == "2 in light")
    }

    @Test func theWrappersAreDynamicProperties() {
        let types: [Any.Type] = [State<Int>.self, Binding<Int>.self, Environment<ColorScheme>.self, GestureState<Int>.self,
                                 FocusState<Bool>.self, Namespace.self]
        for type in types { #expect(type is any DynamicProperty.Type) }
    }
}
