import Foundation
import Testing
@testable import KineticCore

/// A shape given as SwiftUI's static forms read from context: the parameter is generic.
fileprivate func shaped<S: Shape>(_ shape: S) -> S { shape }

fileprivate struct Morph: View {
    @State private var round = false
    var body: some View {
        AnyShape(round ? RoundedRectangle(cornerRadius: 40) : RoundedRectangle(cornerRadius: 0))
            .fill(.blue)
            .frame(width: 100, height: 80)
            .onTapGesture { withAnimation(.linear(duration: 1)) { round.toggle() } }
            .accessibilityIdentifier("morph")
    }
}

fileprivate struct Swap: View {
    @State private var circle = false
    var body: some View {
        (circle ? AnyShape(.circle) : AnyShape(.rect(cornerRadius: 10)))
            .fill(.blue)
            .frame(width: 80, height: 80)
            .onTapGesture { withAnimation(.linear(duration: 1)) { circle.toggle() } }
            .accessibilityIdentifier("swap")
    }
}

@MainActor
struct ShapeFormsTests {
    @Test func theStaticFormsAreTheBuiltInShapes() {
        let rounded = shaped(.rect(cornerRadius: 12))
        #expect(rounded.cornerSize == CGSize(width: 12, height: 12) && rounded.style == .continuous)
        let sized = shaped(.rect(cornerSize: CGSize(width: 4, height: 6), style: .circular))
        #expect(sized.cornerSize == CGSize(width: 4, height: 6) && sized.style == .circular)
        #expect(shaped(.capsule(style: .continuous)).style == .continuous)
        #expect(shaped(.capsule).style == .circular)
        let size = CGSize(width: 40, height: 40)
        #expect(shaped(.rect).displayShape(in: size) == .rectangle)
        #expect(shaped(.circle).displayShape(in: size) == .ellipse)
        #expect(shaped(.ellipse).displayShape(in: CGSize(width: 40, height: 20)) == .ellipse)
        #expect(shaped(.capsule).displayShape(in: size) == .capsule)
    }

    @Test func theFormsClipAndHitTestAsTheTypesDo() {
        func list(_ content: some View) -> DisplayList {
            HeadlessHost(size: CGSize(width: 100, height: 100)) { content }.displayList
        }
        let tile = Color.red.frame(width: 40, height: 30)
        #expect(list(tile.clipShape(.rect(cornerRadius: 6))) == list(tile.clipShape(RoundedRectangle(cornerRadius: 6))))
        #expect(list(tile.clipShape(.circle)) == list(tile.clipShape(Circle())))
        #expect(list(tile.clipShape(.capsule)) == list(tile.clipShape(Capsule())))
        #expect(list(tile.clipShape(.circle)) != list(tile.clipShape(.rect)))
        #expect(list(tile.contentShape(.rect)) == list(tile.contentShape(Rectangle())))
        #expect(list(AnyShape(.ellipse).fill(.blue).frame(width: 40, height: 30))
                == list(Ellipse().fill(.blue).frame(width: 40, height: 30)))
    }

    @Test func anAnyShapeDrawsAsTheShapeItWraps() {
        let size = CGSize(width: 60, height: 30)
        // Built in: the renderer's own outline.
        #expect(AnyShape(.rect(cornerRadius: 5)).displayShape(in: size)
                == RoundedRectangle(cornerRadius: 5).displayShape(in: size))
        // A custom shape: its path; wrapping twice is wrapping once.
        let triangle = Path { p in
            p.move(to: CGPoint(x: 30, y: 0)); p.addLine(to: CGPoint(x: 60, y: 30)); p.addLine(to: CGPoint(x: 0, y: 30)); p.closeSubpath()
        }
        let custom = AnyShape(AnyShape(CustomOutline(path: triangle)))
        #expect(custom.path(in: CGRect(origin: .zero, size: size)) == triangle)
        #expect(custom.displayShape(in: size) == .path(triangle))
        #expect(AnyShape(Circle()).sizeThatFits(ProposedViewSize(width: 50, height: nil)) == Circle().sizeThatFits(ProposedViewSize(width: 50, height: nil)))
    }

    @Test func anAnyShapeAnimatesBetweenValuesOfOneWrappedType() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 80)) { Morph() }
        func corner() throws -> Double {
            let item = try #require(host.displayList.items.first { if case .fill = $0.content { true } else { false } })
            guard case .fill(.roundedRectangle(let corner, _), _) = item.content else {
                Issue.record("not a rounded rectangle: \(item.content)")
                return .nan
            }
            return Double(corner.width)
        }
        #expect(try corner() == 0)
        #expect(host.tap("morph"))
        host.advance(by: 0.5)
        #expect(abs(try corner() - 20) < 0.01)
        host.advance(by: 1)
        #expect(try corner() == 40)
    }

    @Test func anAnyShapeChangesTypeAtOnce() throws {
        let host = HeadlessHost(size: CGSize(width: 80, height: 80)) { Swap() }
        func outline() throws -> DisplayShape {
            let item = try #require(host.displayList.items.first { if case .fill = $0.content { true } else { false } })
            guard case .fill(let shape, _) = item.content else { return .rectangle }
            return shape
        }
        #expect(try outline() == .roundedRectangle(cornerSize: CGSize(width: 10, height: 10), style: .continuous))
        #expect(host.tap("swap"))
        host.advance(by: 0.1)
        #expect(try outline() == .ellipse)
    }

    @Test func theAnimatableDataOfDifferentTypesDoesNotMix() {
        let corner = AnyShape(RoundedRectangle(cornerRadius: 8)).animatableData
        let circle = AnyShape(Circle()).animatableData
        // Same type: arithmetic as the wrapped type's.
        let doubled = corner + corner
        var shape = AnyShape(RoundedRectangle(cornerRadius: 0))
        shape.animatableData = doubled
        #expect(shape.displayShape(in: CGSize(width: 50, height: 50))
                == .roundedRectangle(cornerSize: CGSize(width: 16, height: 16), style: .continuous))
        // Another type's data leaves the shape as it is.
        shape.animatableData = circle
        #expect(shape.displayShape(in: CGSize(width: 50, height: 50))
                == .roundedRectangle(cornerSize: CGSize(width: 16, height: 16), style: .continuous))
        #expect(_AnyAnimatableData.zero + corner == corner)
    }
}

/// A shape that is not built in: its path is drawn.
fileprivate struct CustomOutline: Shape {
    let path: Path
    func path(in rect: CGRect) -> Path { path }
}
