import Foundation
import Observation
import Testing
@testable import KineticCore

@Observable
private final class Library: @unchecked Sendable {
    var title = "Kinetic"
    var count = 0
    var width = 40.0
}

private struct TitleView: View {
    let library: Library
    var body: some View { Text(library.title).accessibilityIdentifier("title") }
}

private struct CountView: View {
    let library: Library
    var body: some View { Text("\(library.count)").accessibilityIdentifier("count") }
}

private struct Shelf: View {
    /// Held in @State, as SwiftUI code keeps the model a view owns.
    @State var library: Library
    init(library: Library) { _library = State(initialValue: library) }
    var body: some View {
        VStack {
            TitleView(library: library)
            CountView(library: library)
            Rectangle().frame(width: library.width, height: 10).accessibilityIdentifier("bar")
        }
    }
}

private struct ShelfWithWidthOnly: View {
    let library: Library
    var body: some View {
        VStack {
            CountView(library: library)
            Rectangle().frame(width: library.width, height: 10).accessibilityIdentifier("bar")
        }
    }
}

private struct EnvironmentReader: View {
    @Environment(Library.self) private var library
    var body: some View { Text(library.title).accessibilityIdentifier("env-title") }
}

private struct OptionalEnvironmentReader: View {
    @Environment(Library.self) private var library: Library?
    var body: some View { Text(library?.title ?? "none").accessibilityIdentifier("optional-title") }
}

private struct Editor: View {
    @Bindable var library: Library
    var body: some View {
        VStack {
            Toggle("Many", isOn: Binding(get: { library.count > 0 }, set: { library.count = $0 ? 1 : 0 }))
            Slider(value: $library.width, in: 0...200).frame(width: 200).accessibilityIdentifier("slider")
            Rectangle().frame(width: library.width, height: 10).accessibilityIdentifier("edited")
        }
    }
}

/// Reads the count and changes the width; its partner does the opposite: a loop.
private struct WidthFeeder: View {
    let library: Library
    var body: some View {
        library.width += 1
        return Text("\(library.count)")
    }
}

private struct CountFeeder: View {
    let library: Library
    var body: some View {
        library.count += 1
        return Text("\(library.width)")
    }
}

@MainActor
struct ObservableViewTests {
    @Test func aChangeReEvaluatesOnlyTheViewsThatReadTheProperty() {
        let model = Library()
        let host = HeadlessHost { Shelf(library: model) }
        let titles = host.graph.bodyCount(of: TitleView.self), counts = host.graph.bodyCount(of: CountView.self)
        let shelves = host.graph.bodyCount(of: Shelf.self)
        host.advance(by: 0.1)
        #expect(host.graph.bodyCount(of: TitleView.self) == titles)
        model.count = 3
        host.advance(by: 1 / 60)
        #expect(host.graph.bodyCount(of: CountView.self) == counts + 1)
        #expect(host.graph.bodyCount(of: TitleView.self) == titles, "the title's reader read no count")
        #expect(host.graph.bodyCount(of: Shelf.self) == shelves, "the shelf read no count")
        #expect(host.graph.frame(ofText: "3") != nil)
        model.title = "Observation"
        host.advance(by: 1 / 60)
        #expect(host.graph.bodyCount(of: TitleView.self) == titles + 1)
        #expect(host.graph.bodyCount(of: CountView.self) == counts + 1)
        #expect(host.graph.frame(ofText: "Observation") != nil)
    }

    @Test func aChangeMadeInWithAnimationAnimatesWhatItMoves() throws {
        let library = Library()
        let host = HeadlessHost { ShelfWithWidthOnly(library: library) }
        let start = try #require(host.frame(of: "bar")).width
        withAnimation(.linear(duration: 1)) { library.width = 140 }
        // Made between frames, the change is applied, and starts animating, at the next.
        host.advance(by: 1 / 60)
        #expect(try #require(host.frame(of: "bar")).width == start)
        host.advance(by: 0.5)
        let half = try #require(host.frame(of: "bar")).width
        #expect(abs(half - (start + 140) / 2) < 0.5)
        host.advance(by: 0.5)
        #expect(abs(try #require(host.frame(of: "bar")).width - 140) < 1e-9)
    }

    @Test func theEnvironmentCarriesAnObservableObjectToTheViewsThatAskForItsType() {
        let library = Library()
        let host = HeadlessHost { VStack { EnvironmentReader(); OptionalEnvironmentReader() }.environment(library) }
        #expect(host.graph.frame(ofText: "Kinetic") != nil)
        library.title = "Changed"
        host.advance(by: 1 / 60)
        #expect(host.frame(of: "env-title") != nil)
        #expect(host.graph.frame(ofText: "Changed") != nil)
        #expect(host.graph.bodyCount(of: EnvironmentReader.self) == 2)
    }

    @Test func aMissingEnvironmentObjectShowsNothingAndSaysSoOnce() {
        var warnings: [String] = []
        let host = HeadlessHost(warnings: { warnings.append($0) }) { VStack { EnvironmentReader(); OptionalEnvironmentReader() } }
        host.advance(by: 0.1)
        #expect(host.frame(of: "env-title") == nil)
        #expect(host.graph.frame(ofText: "none") != nil, "an optional object reads nil")
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("No Observable object of type Library found. A View.environment(_:) for Library may be missing as an ancestor of this view.") == true)
    }

    @Test func bindableBindingsChangeTheModelAndRedraw() throws {
        let library = Library()
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Editor(library: library) }
        let slider = try #require(host.frame(of: "slider"))
        host.drag(from: CGPoint(x: slider.midX, y: slider.midY), to: CGPoint(x: slider.maxX + 20, y: slider.midY))
        host.advance(by: 1 / 60)
        #expect(library.width > 190)
        #expect(try #require(host.frame(of: "edited")).width == library.width)
    }

    @Test func bodiesThatChangeWhatTheOtherReadsAreStoppedWithAWarningNotAHang() {
        var warnings: [String] = []
        let library = Library()
        let host = HeadlessHost(warnings: { warnings.append($0) }) { VStack { WidthFeeder(library: library); CountFeeder(library: library) } }
        host.advance(by: 0.2)
        let evaluations = host.graph.bodyEvaluations
        host.advance(by: 0.2)
        #expect(host.graph.bodyEvaluations == evaluations, "the loop was stopped, not run again every frame")
        #expect(library.count < 20)
        #expect(warnings.contains { $0.contains("WidthFeeder") && $0.contains("] changed state that") && $0.contains("while a body was being evaluated") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("stopped after 8 rounds") }, "\(warnings)")
    }

    @Test func aChangeFromAnotherThreadArrivesBeforeTheNextFrame() async throws {
        let library = Library()
        let host = HeadlessHost { ShelfWithWidthOnly(library: library) }
        await Task.detached { library.count = 9 }.value
        await host.advance(by: 1 / 60)
        #expect(host.graph.frame(ofText: "9") != nil)
    }
}

