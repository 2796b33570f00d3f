import Foundation

/// How a pushed or presented screen comes and goes: SwiftUI's platform default, or a zoom out
/// of a source view.
public struct NavigationTransition: Hashable {
    enum Kind: Hashable {
        case automatic
        case zoom(MatchKey)
    }
    let kind: Kind

    /// The platform's transition: a screen slides in from the trailing edge, a sheet rises.
    public static var automatic: NavigationTransition { NavigationTransition(kind: .automatic) }

    /// The screen grows out of the view marked `matchedTransitionSource(id: sourceID, in:)`
    /// and shrinks back into it; dragging it down shrinks it towards the source.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransition {
        NavigationTransition(kind: .zoom(MatchKey(namespace: namespace, id: AnyHashable(sourceID))))
    }
}

extension View {
    /// The transition of the screen this view is the content of (in a NavigationStack, a sheet
    /// or a full-screen cover).
    public func navigationTransition(_ transition: NavigationTransition) -> some View {
        NavigationTransitionView(content: self, transition: transition)
    }
}

/// What a screen's content says about how it comes and goes, and where the screen is.
final class ScreenStyle {
    var transition = NavigationTransition.automatic
    /// The screen's frame in the window, from the last layout.
    var frame = CGRect.zero
    /// Where the screen slides from when it does not zoom.
    var edge = Edge.trailing
    weak var graph: ViewGraph?

    var zoomKey: MatchKey? {
        if case .zoom(let key) = transition.kind { return key }
        return nil
    }

    /// The screen's zoom source in the screen's own space, when it zooms and the source is there.
    func zoomTarget() -> (frame: CGRect, cornerRadius: Double)? {
        guard let key = zoomKey, let sources = graph?.transitionSources, let source = sources.frame(of: key) else { return nil }
        return (source.offsetBy(dx: -frame.minX, dy: -frame.minY), sources.cornerRadius(of: key))
    }

    /// How much the screen is scaled along each axis `amount` of the way into `target`.
    static func zoomScale(size: CGSize, into target: CGRect, amount: Double) -> (x: Double, y: Double) {
        let width = max(1, Double(size.width)), height = max(1, Double(size.height))
        return (1 + (Double(target.width) / width - 1) * amount, 1 + (Double(target.height) / height - 1) * amount)
    }
}

private struct ScreenStyleKey: EnvironmentKey {
    static var defaultValue: ScreenStyle? { nil }
}

extension EnvironmentValues {
    var screenStyle: ScreenStyle? {
        get { self[ScreenStyleKey.self] }
        set { self[ScreenStyleKey.self] = newValue }
    }
}

struct NavigationTransitionView<Content: View>: PrimitiveView {
    var content: Content
    var transition: NavigationTransition

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        if let style = builder.environment.screenStyle {
            style.transition = transition
        } else {
            builder.graph.warn("navigationTransition(_:) at \(builder.place) is not on the content of a NavigationStack screen, a sheet or a cover; it is not used", key: "navtransition:\(builder.place)")
        }
        return builder.nodes(for: content, key: .content)
    }
}

/// A screen of a stack or a presentation: an opaque page over what is below it, that slides or
/// zooms in and out, and that a zoomed screen can be dragged down to dismiss.
struct NavigationScreen: View {
    let content: AnyView
    let isTop: Bool
    let pop: () -> Void
    var edge = Edge.trailing
    var showsBackButton = true
    @State private var style = ScreenStyle()
    @State private var drag = CGSize.zero

    /// How far down a release dismisses, and how fast a flick must be.
    static let dismissDistance = 120.0
    static let dismissSpeed = 700.0

    var body: some View {
        let style = self.style
        style.edge = edge
        let pull = max(0, Double(drag.height))
        return ScreenAnchorView(style: style) {
            ZStack(alignment: .topLeading) {
                Color(red: 0.106, green: 0.118, blue: 0.149)
                    // Taps on the page stay on the page.
                    .onTapGesture {}
                // A screen smaller than the window sits in its middle, as in SwiftUI.
                // Its toolbar leaves room for the Back button.
                ToolbarHost(leadingInset: showsBackButton ? 84 : 0) {
                    content.environment(\.screenStyle, style).environment(\.dismiss, DismissAction(action: pop))
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
                if showsBackButton {
                    BackButton(action: pop).padding(EdgeInsets(top: 14, leading: 14))
                }
            }
            .scaleEffect(1 - min(pull, 600) / 1500)
            .offset(drag)
            .gesture(DragGesture(minimumDistance: 8, coordinateSpace: .global)
                .onChanged { value in
                    guard style.zoomKey != nil else { return }
                    var transaction = Transaction()
                    transaction.isContinuous = true
                    transaction.tracksVelocity = true
                    withTransaction(transaction) { drag = value.translation }
                }
                .onEnded { value in
                    guard style.zoomKey != nil else { return }
                    if Double(value.translation.height) > Self.dismissDistance || Double(value.velocity.height) > Self.dismissSpeed {
                        withAnimation(navigationAnimation) {
                            drag = .zero
                            pop()
                        }
                    } else {
                        withAnimation(.spring(duration: 0.4, bounce: 0.2)) { drag = .zero }
                    }
                })
            .onKeyPress(keys: [.delete], phases: .down) { _ in
                guard isTop else { return .ignored }
                pop()
                return .handled
            }
        }
        .transition(ScreenTransition(style: style))
    }
}

/// "‹ Back": pops the screen.
struct BackButton: View {
    let action: () -> Void
    var body: some View {
        Text("‹ Back")
            .font(.system(size: 15))
            .foregroundColor(Color(white: 0.9))
            .padding(EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12))
            .background(Capsule().fill(Color(white: 1, opacity: 0.12)))
            .onTapGesture(perform: action)
    }
}

/// Slides the screen from its edge, or zooms it out of its source, by `amount` (0 shown, 1
/// away), reading the source's frame when it is drawn.
struct ScreenTransition: Transition {
    let style: ScreenStyle

    func body(content: Content, phase: TransitionPhase) -> some View {
        let amount = phase.isIdentity ? 0.0 : 1.0
        let style = self.style
        // The corners round towards the source's as the screen shrinks into it: masked in the
        // screen's own space, then scaled with it, so the radius on screen is the source's at
        // the end of the way and none at its start.
        return EffectView(layering: content, value: amount, name: "zoomCorners") { amount, size, _ in
            guard amount > 0, let target = style.zoomTarget(), target.cornerRadius > 0 else { return nil }
            let scale = ScreenStyle.zoomScale(size: size, into: target.frame, amount: amount)
            let radius = target.cornerRadius * min(1, amount)
            // A mask costs a layer as large as the screen: below a point and a half of radius
            // (the last, largest frames of a zoom in) the rounding is not worth it.
            guard radius >= 1.5, scale.x > 0, scale.y > 0 else { return nil }
            return LayerEffect(mask: .roundedRectangle(cornerSize: CGSize(width: radius / scale.x, height: radius / scale.y), style: .continuous))
        }
        .modifier(ScreenEffect(amount: amount, style: style))
    }
}

struct ScreenEffect: GeometryEffect {
    var amount: Double
    let style: ScreenStyle

    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let a = amount
        if let key = style.zoomKey {
            if let target = style.zoomTarget()?.frame {
                // The source's rectangle in the screen's space; the screen maps onto it.
                let scale = ScreenStyle.zoomScale(size: size, into: target, amount: a)
                return ProjectionTransform(CGAffineTransform(a: scale.x, b: 0, c: 0, d: scale.y, tx: Double(target.minX) * a, ty: Double(target.minY) * a))
            }
            Diagnostics.warningOnce("navigationTransition(.zoom(sourceID: \(key.id), in:)): no view is marked matchedTransitionSource(id: \(key.id), in:) in that namespace; the screen slides instead")
        }
        let unit = style.edge.unitOffset
        return ProjectionTransform(CGAffineTransform(translationX: unit.x * Double(size.width) * a, y: unit.y * Double(size.height) * a))
    }
}

/// Records where its screen is in the window, and marks the screen's zoom source as covered
/// while the screen is up.
struct ScreenAnchorView<Content: View>: PrimitiveView {
    let style: ScreenStyle
    let content: Content

    init(style: ScreenStyle, @ViewBuilder content: () -> Content) {
        self.style = style
        self.content = content()
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        style.graph = graph
        return builder.modifier(ScreenAnchorNode.self, content: content, make: { ScreenAnchorNode(graph: graph) }) { node in
            node.style = style
        }
    }
}

final class ScreenAnchorNode: ModifierNode {
    var style: ScreenStyle?
    private var covered: MatchKey?

    override var typeName: String { "screen" }

    override func setFrame(_ frame: CGRect) {
        super.setFrame(frame)
        style?.frame = windowFrame
        let key = style?.zoomKey
        if key != covered {
            if let covered { graph.transitionSources.uncover(covered) }
            if let key { graph.transitionSources.cover(key) }
            covered = key
        }
    }

    override func removedFromGraph() {
        if let covered { graph.transitionSources.uncover(covered) }
        covered = nil
        super.removedFromGraph()
    }
}

/// Dismisses the screen the view is in (pops it from its stack, or closes its sheet or
/// cover): `@Environment(\.dismiss) private var dismiss` … `dismiss()`.
public struct DismissAction {
    let action: () -> Void
    public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction {
        DismissAction { Diagnostics.warningOnce("dismiss() was called in a view that is not on a pushed or presented screen; nothing to dismiss") }
    }
}

extension EnvironmentValues {
    /// Dismisses the current screen.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
