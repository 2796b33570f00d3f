import Foundation
import Testing
@testable import Drawing

/// A gradient's content is kept in a box of its own (``ShadedContent``), built by
/// `DisplayContent.shaded(_:_:)`: it compares and hashes by what it holds, and works out its
/// texture once.
struct ShadedContentTests {
    static let stops = [GradientStop(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0), GradientStop(color: .white, location: 1)]

    @Test func equalAndHashedByWhatItHolds() {
        let base = DisplayContent.fill(.ellipse, color: .white)
        let one = DisplayContent.shaded(base, .linear(stops: Self.stops, start: .zero, end: CGPoint(x: 10, y: 0)))
        let same = DisplayContent.shaded(base, .linear(stops: Self.stops, start: .zero, end: CGPoint(x: 10, y: 0)))
        let other = DisplayContent.shaded(base, .linear(stops: Self.stops, start: .zero, end: CGPoint(x: 20, y: 0)))
        #expect(one == same)
        #expect(one.hashValue == same.hashValue)
        #expect(one != other)
        #expect(one != base)
        #expect(Set([one, same, other]).count == 2)
        #expect(one.shadedParts?.base == base)
        #expect(one.shadedParts?.shading == .linear(stops: Self.stops, start: .zero, end: CGPoint(x: 10, y: 0)))
        #expect(base.shadedParts == nil)
    }

    /// Its texture is its gradient's with the stops sorted; none for an angular gradient (its
    /// texture depends on what is drawn) or one with no texture form.
    @Test func itsTextureIsWorkedOutOnce() {
        let unsorted = [Self.stops[1], Self.stops[0]]
        let shaded = ShadedContent(base: .fill(.rectangle, color: .white),
                                   shading: .radial(stops: unsorted, center: CGPoint(x: 5, y: 5), startRadius: 0, endRadius: 10))
        #expect(shaded.texture?.texture == GradientTexture(stops: Self.stops, form: .radial(start: 0, end: 1)))
        #expect(ShadedContent(base: .fill(.rectangle, color: .white),
                              shading: .angular(stops: Self.stops, center: .zero, startAngle: 0, endAngle: 1)).texture == nil)
        #expect(ShadedContent(base: .fill(.rectangle, color: .white),
                              shading: .radial(stops: Self.stops, center: .zero, startRadius: -1, endRadius: -2)).texture == nil)
    }
}
