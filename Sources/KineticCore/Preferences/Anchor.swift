import Foundation

/// A place in a view (a rectangle or a point) that another view resolves in its own
/// coordinates with a `GeometryProxy`: `proxy[anchor]`. Made by `.anchorPreference`.
public struct Anchor<Value> {
    /// The value in the window's coordinates.
    let windowValue: Value

    /// What an anchor is taken from: a rectangle or point in the view's own coordinates,
    /// given the view's bounds.
    public struct Source {
        let resolve: (CGRect) -> Value
    }
}

extension Anchor: Equatable where Value: Equatable {}
extension Anchor: Hashable where Value: Hashable {}
extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }
    /// A rectangle in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { rect.offsetBy(dx: $0.minX, dy: $0.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
    }
    /// A point of the view's bounds given as a unit point.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + point.x * $0.width, y: $0.minY + point.y * $0.height) }
    }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's rectangle in this proxy's coordinates.
    public subscript(anchor: Anchor<CGRect>) -> CGRect {
        anchor.windowValue.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }

    /// The anchor's point in this proxy's coordinates.
    public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
        CGPoint(x: anchor.windowValue.x - globalFrame.minX, y: anchor.windowValue.y - globalFrame.minY)
    }
}
