import Foundation
import Observation
import Testing
@testable import KineticCore

/// ContainerRelativeShape: the container's shape inset to where it lies, or a rectangle.
@MainActor
struct ContainerRelativeShapeTests {
    static let size = CGSize(width: 300, height: 200)

    /// The outline of the first fill drawn.
    static func outline(_ list: DisplayList) -> DisplayShape? {
        for item in list.items { if case .fill(let shape, _) = item.content { return shape } }
        return nil
    }

    /// A card of radius 20 with 8 points of padding: inside, a rounded rectangle of radius 12
    /// over the padded frame, its corners concentric with the card's.
    @Test func insideAPaddedCardItsCornersAreConcentric() throws {
        let host = HeadlessHost(size: Self.size) {
            ContainerRelativeShape().fill(Color(red: 0, green: 0, blue: 1))
                .frame(width: 100, height: 60)
                .padding(8)
                .containerShape(RoundedRectangle(cornerRadius: 20))
        }
        let expected = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerSize: CGSize(width: 12, height: 12))
        #expect(Self.outline(host.displayList) == .path(expected))
    }

    /// Nearer one edge than the others, it is inset by the smallest distance; its own
    /// `inset(by:)` adds to that.
    @Test func theSmallestDistanceToTheContainerInsetsIt() throws {
        let host = HeadlessHost(size: Self.size) {
            ContainerRelativeShape().inset(by: 2).fill(Color(red: 0, green: 0, blue: 1))
                .frame(width: 50, height: 40)
                .padding(.leading, 4).padding(.top, 10)
                .frame(width: 120, height: 80, alignment: .topLeading)
                .containerShape(RoundedRectangle(cornerRadius: 16))
        }
        // The container's frame, seen from the shape: (-4, -10) to (116, 70); inset by 4 + 2.
        let expected = Path(roundedRect: CGRect(x: -4 + 6, y: -10 + 6, width: 120 - 12, height: 80 - 12), cornerSize: CGSize(width: 10, height: 10))
        #expect(Self.outline(host.displayList) == .path(expected))
    }

    /// With no container shape, a rectangle; inset, a smaller one.
    @Test func withNoContainerItIsARectangle() throws {
        let plain = HeadlessHost(size: Self.size) { ContainerRelativeShape().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 40, height: 30) }
        #expect(Self.outline(plain.displayList) == .rectangle)
        let inset = HeadlessHost(size: Self.size) {
            ContainerRelativeShape().inset(by: 5).fill(Color(red: 0, green: 0, blue: 1)).frame(width: 40, height: 30)
        }
        #expect(Self.outline(inset.displayList) == .path(Path(CGRect(x: 5, y: 5, width: 30, height: 20))))
    }

    /// A capsule container: the shape is a capsule too, in an AnyShape and as a clip.
    @Test func aCapsuleContainerMakesACapsuleAndClipsAsOne() throws {
        let host = HeadlessHost(size: Self.size) {
            AnyShape(ContainerRelativeShape()).fill(Color(red: 0, green: 0, blue: 1))
                .frame(width: 100, height: 40)
                .padding(6)
                .containerShape(Capsule())
        }
        let capsule = Capsule().inset(by: 6).path(in: CGRect(x: -6, y: -6, width: 112, height: 52))
        #expect(Self.outline(host.displayList) == .path(capsule))
        let clipped = HeadlessHost(size: Self.size) {
            Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 40).clipShape(.containerRelative)
                .padding(6).containerShape(Capsule())
        }
        let mask = clipped.displayList.items.compactMap { item -> DisplayShape? in
            if case .beginLayer(let effect) = item.content { effect.mask } else { nil }
        }
        #expect(mask == [.path(capsule)])
    }

    /// When the container's padding animates, the shape follows it frame by frame: between
    /// its first corners (radius 20 - 8) and its last (20 - 16), and those at the end.
    @Test func itFollowsItsContainerAsThePaddingAnimates() throws {
        let model = Padding()
        let host = HeadlessHost(size: Self.size) { PaddedCard(model: model) }
        func corners(_ radius: Double) -> DisplayShape {
            .path(Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerSize: CGSize(width: radius, height: radius)))
        }
        #expect(Self.outline(host.displayList) == corners(12))
        withAnimation(.linear(duration: 1)) { model.padding = 16 }
        host.advance(by: 0.5)
        let halfway = Self.outline(host.displayList)
        #expect(halfway != corners(12) && halfway != corners(4) && halfway != nil)
        host.advance(by: 0.6)
        #expect(Self.outline(host.displayList) == corners(4))
    }
}

@Observable
private final class Padding: @unchecked Sendable {
    var padding: CGFloat = 8
}

private struct PaddedCard: View {
    let model: Padding

    var body: some View {
        ContainerRelativeShape().fill(Color(red: 0, green: 0, blue: 1))
            .frame(width: 100, height: 60)
            .padding(model.padding)
            .containerShape(RoundedRectangle(cornerRadius: 20))
    }
}
