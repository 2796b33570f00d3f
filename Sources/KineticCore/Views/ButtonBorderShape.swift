import Foundation

/// The outline of a bordered button's face, set with `.buttonBorderShape(_:)`:
/// `.capsule`, `.circle`, `.roundedRectangle` (6-point corners) or `.roundedRectangle(radius:)`;
/// `.automatic` is the rounded rectangle. A shape itself, so it can fill and stroke, and its
/// corner radius animates.
public struct ButtonBorderShape: Shape, BuiltinShape, Hashable, Sendable {
    enum Kind: Hashable, Sendable { case capsule, circle, roundedRectangle }
    let kind: Kind
    var radius: Double

    public static let automatic = ButtonBorderShape(kind: .roundedRectangle, radius: 6)
    public static let capsule = ButtonBorderShape(kind: .capsule, radius: 0)
    public static let circle = ButtonBorderShape(kind: .circle, radius: 0)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle, radius: 6)
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle, radius: radius.isFinite ? max(0, Double(radius)) : 6)
    }

    public func path(in rect: CGRect) -> Path {
        switch kind {
        case .capsule: Capsule().path(in: rect)
        case .circle: Circle().path(in: rect)
        case .roundedRectangle: RoundedRectangle(cornerRadius: radius).path(in: rect)
        }
    }

    /// Drawn as the renderer's own shape, as the shape it stands for is.
    func displayShape(in size: CGSize) -> DisplayShape? {
        switch kind {
        case .capsule: Capsule().displayShape(in: size)
        case .circle: Circle().displayShape(in: size)
        case .roundedRectangle: RoundedRectangle(cornerRadius: radius).displayShape(in: size)
        }
    }

    public var animatableData: Double {
        get { radius }
        set { radius = newValue }
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
    /// The outline of the bordered buttons below.
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// The outline of the faces of the bordered buttons inside (`.bordered`,
    /// `.borderedProminent`, the default style).
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
