import Foundation

extension View {
    // MARK: Layout

    /// A frame of fixed width and/or height; the content is aligned in it.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        FrameView(content: self, width: width, height: height, alignment: alignment, flexible: false)
    }

    /// A flexible frame: the content is offered the parent's proposal clamped to the limits;
    /// `maxWidth: .infinity` takes all the width offered.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> some View {
        FrameView(content: self, minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment, flexible: true)
    }

    /// Space around the content: 16 points on every edge by default.
    public func padding(_ length: Double = 16) -> some View {
        PaddingView(content: self, insets: EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// Space on some edges.
    public func padding(_ edges: Edge.Set, _ length: Double = 16) -> some View {
        PaddingView(content: self, insets: EdgeInsets(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
    }

    public func padding(_ insets: EdgeInsets) -> some View { PaddingView(content: self, insets: insets) }

    /// Centres the content at `position` in the parent's coordinates.
    public func position(_ position: CGPoint) -> some View { PositionView(content: self, position: position) }
    public func position(x: Double = 0, y: Double = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// The content at its ideal size.
    public func fixedSize() -> some View { FixedSizeView(content: self, horizontal: true, vertical: true) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { FixedSizeView(content: self, horizontal: horizontal, vertical: vertical) }

    /// Stacks size views with a higher priority first.
    public func layoutPriority(_ value: Double) -> some View { LayoutPriorityView(content: self, priority: value) }

    /// `view` behind the content, offered the content's size.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecoratedView(content: self, decoration: content(), alignment: alignment, role: .background)
    }

    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        DecoratedView(content: self, decoration: view, alignment: alignment, role: .background)
    }

    /// `view` in front of the content, offered the content's size.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecoratedView(content: self, decoration: content(), alignment: alignment, role: .overlay)
    }

    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        DecoratedView(content: self, decoration: view, alignment: alignment, role: .overlay)
    }

    /// Shows the content only where `mask` is drawn, by its alpha: opaque keeps, transparent
    /// hides, between fades. The mask is offered the content's size and aligned in it, as an
    /// overlay is; it takes no pointer input.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        DecoratedView(content: self, decoration: mask(), alignment: alignment, role: .mask)
    }

    /// The content shown where `mask` is drawn (the older spelling of ``mask(alignment:_:)``).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        DecoratedView(content: self, decoration: mask, alignment: .center, role: .mask)
    }

    // MARK: Effects (drawn, animatable, no layout change)

    /// Moves the drawing by (x, y) without changing layout.
    public func offset(_ offset: CGSize) -> some View {
        EffectView(content: self, value: DrawEffects.checkedOffset(offset), name: "offset") { value, _, context in
            DrawEffects.offset(value, &context)
        }
    }

    public func offset(x: Double = 0, y: Double = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Multiplies the opacity of the content (0…1).
    public func opacity(_ opacity: Double) -> some View {
        EffectView(content: self, value: opacity.isNaN ? 1 : opacity, name: "opacity") { value, _, context in
            DrawEffects.opacity(value, &context)
        }
    }

    /// Scales the drawing around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        EffectView(content: self, value: scale, name: "scaleEffect") { value, size, context in
            DrawEffects.scale(value, anchor: anchor, size: size, &context)
        }
    }

    public func scaleEffect(_ s: Double, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the drawing around `anchor` (clockwise for positive angles).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        EffectView(content: self, value: angle, name: "rotationEffect") { value, size, context in
            DrawEffects.rotation(value, anchor: anchor, size: size, &context)
        }
    }

    /// Blurs the content, drawn as one layer, by a gaussian whose standard deviation is
    /// `radius` points. A radius of 0 draws the content sharp, without a layer.
    public func blur(radius: Double, opaque: Bool = false) -> some View {
        EffectView(layering: self, value: DrawEffects.checkedBlurRadius(radius), name: "blur") { value, _, _ in
            DrawEffects.blur(value)
        }
    }

    /// Composites the content as one layer before the effects of its ancestors: under
    /// `.opacity(_:)`, a translucent group does not show its own overlaps.
    public func compositingGroup() -> some View {
        EffectView(layering: self, value: 0.0, name: "compositingGroup") { _, _, context in
            let effect = LayerEffect(opacity: context.opacity)
            context.opacity = 1
            return effect
        }
    }

    /// Draws the content offscreen as one image before it is composited; in Kinetic, the same
    /// as ``compositingGroup()`` (every layer is drawn into an offscreen image).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }

    /// A shadow under the content.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0) -> some View {
        EffectView(content: self, value: ShadowGeometry(radius: radius, x: x, y: y), name: "shadow") { value, _, context in
            context.shadow = DisplayItem.Shadow(color: color.resolved, radius: max(0, value.radius), x: value.x, y: value.y)
        }
    }

    /// Applies a custom geometry effect to the drawing.
    public func modifier<E: GeometryEffect>(_ effect: E) -> some View {
        // An affine effect moves the drawing; one in perspective draws the content as a layer,
        // projected.
        var view = EffectView(content: self, value: effect, name: String(describing: E.self)) { value, size, context in
            let projection = value.effectValue(size: size)
            if projection.isAffine { context.transform = projection.affineTransform.concatenating(context.transform) }
        }
        view.layer = { value, size, _ in
            let projection = value.effectValue(size: size)
            return projection.isAffine ? nil : LayerEffect(projection: projection.matrix)
        }
        return view
    }

    /// Clips the drawing to `shape` in the view's frame. A rectangle that stays axis-aligned
    /// clips to whole pixels directly; any other shape, or a turned rectangle, draws the content
    /// as one layer masked by the shape, with an anti-aliased edge.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        EffectView(layering: self, value: 0.0, name: "clipShape") { _, size, context in
            let displayShape = shape.displayShape(in: size, context.state)
            let transform = context.transform
            if case .rectangle = displayShape, transform.b == 0, transform.c == 0 {
                let clip = DisplayItem.Clip(shape: displayShape, frame: CGRect(origin: .zero, size: size), transform: transform)
                context.clip = context.clip.map { $0.intersectingAxisAligned(clip) } ?? clip
                return nil
            }
            return LayerEffect(mask: displayShape, maskFillRule: style.rule)
        }
    }

    /// Clips the drawing to the view's frame. Kinetic's rectangular clips are exact to the pixel
    /// already, so `antialiased` changes nothing.
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }

    /// Clips to the frame with rounded corners.
    public func cornerRadius(_ radius: Double) -> some View { clipShape(RoundedRectangle(cornerRadius: radius)) }

    // MARK: Style and environment

    /// The colour of shapes and text inside. Disfavoured, so that `.foregroundStyle(.secondary)`
    /// is the hierarchical style, as in SwiftUI; a colour of your own still works by name.
    @_disfavoredOverload
    public func foregroundStyle(_ color: Color) -> some View { foregroundColor(color) }

    /// The colour of shapes and text inside.
    public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentView(content: self) {
            $0.foregroundColor = color ?? .primary
            // A colour inside a gradient's foregroundStyle replaces it, and its levels.
            $0.foregroundStyle = nil
            $0.foregroundLevels = []
        }
    }
    public func font(_ font: Font?) -> some View { environment(\.font, font ?? .body) }
    public func disabled(_ disabled: Bool) -> some View { environment(\.isEnabled, !disabled) }

    /// Sets an environment value for the content.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        EnvironmentView(content: self) { $0[keyPath: keyPath] = value }
    }

    // MARK: Identity

    /// An explicit identity: a new id is a new view (state reset, transitions).
    public func id<ID: Hashable>(_ id: ID) -> some View { IDView(content: self, id: id) }

    /// A name tests and tools can find the view by.
    public func accessibilityIdentifier(_ identifier: String) -> some View { IdentifierView(content: self, identifier: identifier) }

    // MARK: Transactions

    /// Animates the changes below with `animation` whenever `value` changed in this update.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        TransactionView(content: self) { transaction, node in
            let current = AnyHashable(EquatableBox(value))
            let changed = node.hasWatched && node.watched != current
            node.watched = current
            node.hasWatched = true
            if changed && !transaction.disablesAnimations { transaction.animation = animation }
        }
    }

    /// Animates every change below with `animation` (deprecated in SwiftUI: prefer the
    /// `value:` form, which cannot animate changes by accident).
    @available(*, deprecated, message: "Use animation(_:value:) or withAnimation instead")
    @_disfavoredOverload
    public func animation(_ animation: Animation?) -> some View {
        TransactionView(content: self) { transaction, _ in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
    }

    /// Animates the changes of an equatable view with `animation` whenever the view's value
    /// changes (SwiftUI's form for equatable views, which is not deprecated).
    public func animation(_ animation: Animation?) -> some View where Self: Equatable {
        self.animation(animation, value: self)
    }

    /// Animates only the modifiers applied inside `body` with `animation`; the content itself
    /// keeps the transaction it had.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        TransactionView(content: body(PlaceholderContentView(scoping: self))) { transaction, node in
            node.scopedOuter = transaction
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
    }

    /// Animates only the modifiers inside `body`, and only in updates where `value` changed.
    /// Not in SwiftUI: the animation guide in the seeds uses it, so Kinetic accepts it.
    public func animation<V: View, Value: Equatable>(_ animation: Animation?, value: Value,
                                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        TransactionView(content: body(PlaceholderContentView(scoping: self))) { transaction, node in
            node.scopedOuter = transaction
            let current = AnyHashable(EquatableBox(value))
            let changed = node.hasWatched && node.watched != current
            node.watched = current
            node.hasWatched = true
            if changed && !transaction.disablesAnimations { transaction.animation = animation }
        }
    }

    /// Rewrites the transaction of changes below: those that reach the view from outside, and
    /// those made inside it (a view below whose own state changed).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        TransactionView(content: self, rewrite: { transaction, _ in transform(&transaction) }, rewritesChangesInside: transform)
    }

    /// Rewrites the transaction when `value` changed in this update.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        TransactionView(content: self) { transaction, node in
            let current = AnyHashable(EquatableBox(value))
            let changed = node.hasWatched && node.watched != current
            node.watched = current
            node.hasWatched = true
            if changed { transform(&transaction) }
        }
    }

    /// Rewrites the transaction only for the modifiers inside `body`.
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        TransactionView(content: body(PlaceholderContentView(scoping: self))) { transaction, node in
            node.scopedOuter = transaction
            transform(&transaction)
        }
    }

    // MARK: Input and lifecycle

    /// Runs `action` when the view is tapped.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        TapView(content: self, count: count, coordinateSpace: .local) { _ in action() }
    }

    /// Runs `action` with the tap's location (in the view's own coordinates, or the window's).
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        TapView(content: self, count: count, coordinateSpace: coordinateSpace, action: action)
    }

    /// Runs `action` after an update in which `value` changed (and once when the view appears,
    /// if `initial`), with the old and new values.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        ChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` after an update in which `value` changed (and once when the view appears,
    /// if `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        ChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with the new value after an update in which `value` changed.
    @available(*, deprecated, message: "Use onChange(of:initial:_:) with a closure taking no or two parameters.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        ChangeView(content: self, value: value, initial: false) { _, new in action(new) }
    }

    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(content: self, onAppear: action, onDisappear: nil)
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(content: self, onAppear: nil, onDisappear: action)
    }
}

/// A shadow's radius and offset, animated together.
struct ShadowGeometry: Animatable {
    var radius, x, y: Double
    var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
        get { AnimatablePair(radius, AnimatablePair(x, y)) }
        set { (radius, x, y) = (newValue.first, newValue.second.first, newValue.second.second) }
    }
}

/// Wraps an Equatable so `.animation(_:value:)` can remember it.
struct EquatableBox<V: Equatable>: Hashable {
    let value: V
    init(_ value: V) { self.value = value }
    static func == (a: EquatableBox, b: EquatableBox) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) {}
}

/// A stand-in for the view a helper is applied to: the content inside a scoped
/// `.animation(_:body:)` or `.transaction(_:body:)` (where it keeps the transaction from
/// outside the scope), or the view a ``Transition`` transforms.
public struct PlaceholderContentView<Value>: PrimitiveView {
    let make: (inout NodeBuilder) -> [Node]

    /// The content of a scoped transaction: built in the transaction from outside the scope.
    init<Content: View>(scoping content: Content) {
        make = { builder in
            let saved = builder.transaction
            if let scope = builder.parent as? TransactionNode ?? builder.parent.ancestor(of: TransactionNode.self), let outer = scope.scopedOuter {
                builder.transaction = outer
            }
            defer { builder.transaction = saved }
            return builder.nodes(for: content, key: .content)
        }
    }

    /// Content built as it is, where the placeholder stands.
    init(making make: @escaping (inout NodeBuilder) -> [Node]) {
        self.make = make
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] { make(&builder) }
}

extension Node {
    func ancestor<N: Node>(of type: N.Type) -> N? {
        var node = parent
        while let current = node {
            if let match = current as? N { return match }
            node = current.parent
        }
        return nil
    }
}

/// The parts of the safe area a view can extend into.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Accepted for SwiftUI code: a desktop window has no safe area (no notch, no home
    /// indicator, no on-screen keyboard), so the view already fills the space it is given.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
}
