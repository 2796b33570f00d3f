import Foundation
import Testing
@testable import KineticCore

fileprivate struct Tab: View {
    @State private var open = false
    var body: some View {
        UnevenRoundedRectangle(topLeadingRadius: open ? 30 : 0, topTrailingRadius: open ? 30 : 0, style: .circular)
            .fill(.blue)
            .frame(width: 100, height: 60)
            .onTapGesture { withAnimation(.linear(duration: 1)) { open.toggle() } }
            .accessibilityIdentifier("tab")
    }
}

@MainActor
struct UnevenRoundedRectangleTests {
    let box = CGRect(x: 0, y: 0, width: 100, height: 60)

    @Test func eachCornerHasItsOwnRadius() {
        let path = UnevenRoundedRectangle(topLeadingRadius: 20, bottomLeadingRadius: 0, bottomTrailingRadius: 10, topTrailingRadius: 0, style: .circular)
            .path(in: box)
        #expect(!path.contains(CGPoint(x: 2, y: 2)))       // rounded off at the top-left
        #expect(path.contains(CGPoint(x: 98.5, y: 1.5)))   // square at the top-right
        #expect(path.contains(CGPoint(x: 1.5, y: 58.5)))   // square at the bottom-left
        #expect(!path.contains(CGPoint(x: 98.5, y: 58.5)))  // rounded at the bottom-right
        #expect(path.contains(CGPoint(x: 50, y: 30)) && path.boundingRect == box)
    }

    @Test func radiiAreLimitedToHalfTheShorterSide() {
        let huge = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 500, bottomLeading: 500, bottomTrailing: 500, topTrailing: 500),
                                          style: .circular).path(in: box)
        let capsule = Capsule().path(in: box)
        for point in [CGPoint(x: 3, y: 3), CGPoint(x: 30, y: 1), CGPoint(x: 50, y: 30), CGPoint(x: 97, y: 57)] {
            #expect(huge.contains(point) == capsule.contains(point), "\(point)")
        }
        #expect(UnevenRoundedRectangle(topLeadingRadius: .nan).path(in: box).contains(CGPoint(x: 0.5, y: 0.5)))
    }

    @Test func theCornersAnimate() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 60)) { Tab() }
        func corner() -> Bool {
            guard case .fill(.path(let path), _)? = host.displayList.items.first?.content else { return false }
            return path.contains(CGPoint(x: 2, y: 2))
        }
        #expect(corner())
        #expect(host.tap("tab"))
        host.advance(by: 0.5)
        #expect(!corner())   // a 15-point radius already leaves (2, 2) outside
        host.advance(by: 1)
        #expect(!corner())
    }

    @Test func theStaticFormsAndInsets() {
        let shape: UnevenRoundedRectangle = .rect(topLeadingRadius: 12, style: .circular)
        #expect(shape.cornerRadii.topLeading == 12 && shape.style == .circular)
        let inset = shape.inset(by: 4).path(in: box)
        #expect(inset.boundingRect == box.insetBy(dx: 4, dy: 4))
        #expect(RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4).animatableData
            == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
    }
}
