import Foundation

// The transitions SwiftUI names, each written with the view's own modifiers, so they animate
// (and turn around mid-flight) exactly as those modifiers do.

/// Leaves the view as it is.
public struct IdentityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Fades the view in from transparent and out to transparent.
public struct OpacityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Scales the view from `scale` in, and to `scale` out, about `anchor`.
public struct ScaleTransition: Transition {
    /// The scale the view has when it is not shown.
    public var scale: Double
    public var anchor: UnitPoint

    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

/// Moves the view in from `edge` and out to it, by its own width or height.
public struct MoveTransition: Transition {
    public var edge: Edge

    public init(edge: Edge) { self.edge = edge }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let unit = edge.unitOffset
        let amount = phase.isIdentity ? 0.0 : 1.0
        return content.modifier(SizeFractionOffset(x: unit.x * amount, y: unit.y * amount))
    }
}

/// Moves the view in from the leading edge and out to the trailing edge.
public struct SlideTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(SizeFractionOffset(x: phase.value, y: 0))
    }
}

/// Offsets the view by a fixed amount when it is not shown.
public struct OffsetTransition: Transition {
    public var offset: CGSize

    public init(_ offset: CGSize) { self.offset = offset }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// Moves the view in from `edge` while it fades in, and out towards the opposite edge while
/// it fades out: what a navigation push looks like.
public struct PushTransition: Transition {
    public var edge: Edge

    public init(edge: Edge) { self.edge = edge }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let unit = edge.unitOffset
        return content
            .modifier(SizeFractionOffset(x: -phase.value * unit.x, y: -phase.value * unit.y))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Blurs, scales and fades the view in and out.
public struct BlurReplaceTransition: Transition {
    /// Which way the view scales.
    public struct Configuration: Hashable, Sendable {
        let removalScale: Double
        /// In from smaller, out to smaller.
        public static let downUp = Configuration(removalScale: BlurReplaceTransition.smaller)
        /// In from smaller, out to larger.
        public static let upUp = Configuration(removalScale: BlurReplaceTransition.larger)
    }

    static let smaller = 0.8, larger = 1.2
    /// The blur radius, in points, of the view when it is not shown.
    static let radius = 12.0

    public var configuration: Configuration

    public init(configuration: Configuration = .downUp) { self.configuration = configuration }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale = switch phase {
        case .willAppear: Self.smaller
        case .identity: 1.0
        case .didDisappear: configuration.removalScale
        }
        return content
            .blur(radius: phase.isIdentity ? 0 : Self.radius)
            .scaleEffect(scale)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// A transition from a modifier in two states: `active` when the view is not shown,
/// `identity` while it is. What ``AnyTransition/modifier(active:identity:)`` makes.
public struct _ModifierTransition<Modifier: ViewModifier>: Transition {
    var active: Modifier
    var identity: Modifier

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }
}

extension Transition where Self == IdentityTransition {
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Scales the view from nothing in and to nothing out.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == MoveTransition {
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == PushTransition {
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}

extension Edge {
    /// The direction of the edge from the centre, in units of the view's size (left to right).
    var unitOffset: (x: Double, y: Double) {
        switch self {
        case .top: (0, -1)
        case .leading: (-1, 0)
        case .bottom: (0, 1)
        case .trailing: (1, 0)
        }
    }
}

/// Offsets the drawing by fractions of the view's own size: how moves and slides know how far
/// to go without knowing the size beforehand.
struct SizeFractionOffset: GeometryEffect {
    var x: Double
    var y: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: x * Double(size.width), y: y * Double(size.height)))
    }
}
