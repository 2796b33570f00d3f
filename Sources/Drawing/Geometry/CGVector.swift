import Foundation

/// A two-dimensional vector, as Core Graphics has it (Foundation on Linux has none): a
/// displacement or a velocity, where `CGPoint` is a place and `CGSize` an extent.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { (dx, dy) = (0, 0) }
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
    public init(dx: Double, dy: Double) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
    public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }

    /// The vector (0, 0).
    public static let zero = CGVector()

    public var description: String { "(\(Double(dx)), \(Double(dy)))" }
}
