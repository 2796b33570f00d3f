@_spi(Reflection) import Swift
import Foundation
import Synchronization

/// Builds a node's children from views, matching them with the children it had by identity.
struct NodeBuilder {
    let parent: Node
    var graph: ViewGraph { parent.graph }
    /// The transaction the children are updated in (modifiers rewrite it on the way down).
    var transaction: Transaction
    var environment: EnvironmentValues
    /// The children the parent had, in order.
    private let previous: [Node]
    /// While the views come in the order of the previous children, with the same identities
    /// (as they nearly always do), each finds its node at `matched`: no key is hashed.
    private var inOrder = true
    private var matched = 0
    /// Once out of order: the previous children not yet taken, by identity, and the identities
    /// handed out (to tell duplicates).
    private var old: [[NodeKey]: Node] = [:]
    private var seen: Set<[NodeKey]> = []
    private var path: [NodeKey] = []
    private var repeats: [[NodeKey]: Int] = [:]

    init(parent: Node, old: [Node], transaction: Transaction, environment: EnvironmentValues) {
        self.parent = parent
        self.transaction = transaction
        self.environment = environment
        previous = old
    }

    /// Leaves the in-order path: indexes the previous children not yet taken.
    private mutating func indexPrevious() {
        inOrder = false
        // The identities taken so far are those of the children matched in order.
        for node in previous[..<matched] { seen.insert(node.key) }
        let rest = previous[matched...]
        // A child still leaving gives its identity up to a new child that took its place.
        for node in rest where !node.isLeaving { old[node.key] = node }
        for node in rest where node.isLeaving && old[node.key] == nil { old[node.key] = node }
    }

    /// A printable name of the place being built, for diagnostics.
    var place: String { parent.path + "/" + path.map(\.description).joined(separator: ".") }

    /// The nodes of `view` at `key` below the current path.
    mutating func nodes<V: View>(for view: V, key: NodeKey) -> [Node] {
        path.append(key)
        defer { path.removeLast() }
        // A primitive, a shape or a hosted drawing builds its own nodes, read in place through
        // its type's builder; a view with a body gets a composite node.
        guard let make = ViewKind.builder(for: V.self) else { return [compositeNode(for: view)] }
        return withUnsafePointer(to: view) { make(UnsafeRawPointer($0), &self) }
    }

    /// The nodes of each element of a tuple of views, keyed by position.
    mutating func tupleNodes<T>(_ value: T) -> [Node] {
        var result: [Node] = []
        guard let elements = TupleLayout.elements(of: value) else {
            // A tuple read element by element through reflection (a layout the plan could not
            // vouch for).
            var index = 0
            for child in Mirror(reflecting: value).children {
                if let view = child.value as? any View {
                    result += openNodes(view, key: .index(index))
                }
                index += 1
            }
            return result
        }
        withUnsafeBytes(of: value) { bytes in
            guard let base = bytes.baseAddress else { return }
            for (index, element) in elements.enumerated() {
                result += element.nodes(base + element.offset, &self, .index(index))
            }
        }
        return result
    }

    fileprivate mutating func shapeNodes<S: Shape>(_ shape: S) -> [Node] {
        ShapeView(shape: shape, style: .foreground).makeNodes(&self)
    }

    private mutating func openNodes(_ view: some View, key: NodeKey) -> [Node] {
        nodes(for: view, key: key)
    }

    /// The node at the current path if there is one of type `N`, or a new one from `make`.
    /// A node of another type at the same place is a different identity: it is replaced.
    mutating func node<N: Node>(_ type: N.Type, make: () -> N) -> N {
        if inOrder {
            // The identities matched so far are the previous children's first ones, which are
            // all different: the next previous child, same identity and type, is this view's.
            if matched < previous.count, !previous[matched].isLeaving, previous[matched].key == path,
               let existing = previous[matched] as? N {
                matched += 1
                return existing
            }
            indexPrevious()
        }
        let key = path
        if seen.contains(key) {
            graph.warn("two views share the identity \(parent.path)/\(key.map(\.description).joined(separator: ".")) (duplicate ids in a ForEach?); the later ones are told apart by their order", key: "dup:\(parent.path):\(key)")
            // The n-th repeat of an identity is its own identity, so repeats keep their state
            // from update to update as long as their order does not change.
            let count = repeats[key, default: 0] + 1
            repeats[key] = count
            let repeated = key + [.duplicate(count)]
            if let existing = old[repeated] as? N {
                old[repeated] = nil
                return existing
            }
            let fresh = make()
            fresh.parent = parent
            fresh.key = repeated
            return fresh
        }
        seen.insert(key)
        if let existing = old[key] as? N {
            old[key] = nil
            return existing
        }
        let fresh = make()
        fresh.parent = parent
        fresh.key = key
        return fresh
    }

    /// A node for a primitive view with one node of its own, updated by `update`.
    mutating func single<N: Node>(_ type: N.Type, make: () -> N, update: (N) -> Void) -> [Node] {
        let node = node(type, make: make)
        node.transaction = transaction
        node.updateStamp = graph.updateCount
        update(node)
        // Its inputs may have changed: measured, placed and drawn again; or only drawn again,
        // for a node whose inputs never change its size or its children's places (a drawing
        // effect: a scale, a rotation, an offset, an opacity), or whose update found its
        // layout inputs as they were (a frame of the same size). A change to its children
        // invalidates the layout through them.
        if node.inputsAffectLayout && !node.keptLayoutInputs { node.invalidate() } else { node.setNeedsDisplay() }
        node.keptLayoutInputs = false
        return [node]
    }

    private mutating func compositeNode<V: View>(for view: V) -> Node {
        let graph = self.graph
        let node = node(CompositeNode<V>.self) { CompositeNode<V>(graph: graph) }
        node.update(view: view, transaction: transaction, environment: environment)
        return node
    }
}

/// The node of a view with a body: keeps its `@State`, re-evaluates `body` when that state
/// changes or the view's inputs do, and holds what the body produced.
final class CompositeNode<V: View>: Node, StateOwner {
    private var view: V?
    private var stateBoxes: [AnyStateBox] = []
    private var readsEnvironment = false
    /// Whether the view type has `@State` or `@Environment` properties to link: found by the
    /// first link, and the same for every later value of the type.
    private var hasLinkedProperties = true
    /// Whether the view type animates its own data (asked once: a conformance lookup).
    private lazy var isAnimatableView = AnimatableBox<V>.isAnimatable
    private var environment = EnvironmentValues()
    private var animatedView: Animator<AnimatableBox<V>>?
    /// How many times the body ran: for tests of what is re-evaluated.
    private(set) var bodyCount = 0
    var isDirty = false
    /// Watches the `@Observable` properties the body read last, made at the first evaluation.
    private var observation: ObservationWatch?
    /// The node's subscriptions to its view's `ObservableObject`s, one per object property.
    private var objectSubscriptions: [ObjectSubscription?] = []
    private lazy var observer = ObservingNode(self) { node, transaction in
        node.graph.markDirty(node, transaction: transaction)
    }

    override var isTransparentInLayout: Bool { true }
    override var passesTransition: Bool { true }
    override var typeName: String { String(describing: V.self) }

    override var inspectableAnimators: [(property: String, animator: any InspectableAnimator)] {
        super.inspectableAnimators + (animatedView.map { [("animatableData", $0)] } ?? [])
    }

    func update(view newView: V, transaction: Transaction, environment: EnvironmentValues) {
        self.transaction = transaction
        updateStamp = graph.updateCount
        // Unchanged when its own inputs and the environment it is given are: a view below it
        // may read the environment (a shape's foreground style, a text's font).
        let unchanged = !isDirty && !readsEnvironment && self.environment.hasSameValues(as: environment)
            && view.map { ViewComparison.same($0, newView) } ?? false
        if unchanged { return }
        view = newView
        self.environment = environment
        if isAnimatableView {
            // An animatable view runs its body with the interpolated data each frame.
            let box = AnimatableBox(newView)
            if let animatedView {
                // A custom animation reads the view's environment from its context.
                animatedView.environment = environment
                animatedView.setValue(box, transaction: transaction, at: graph.time)
            } else {
                animatedView = Animator(box)
                animatedView?.environment = environment
                graph.registerAnimatedView(self)
            }
        }
        evaluate(transaction: transaction)
    }

    /// Runs the body (with the presentation data, for animatable views) and updates the children.
    func evaluate(transaction: Transaction) {
        guard var current = view else { return }
        if let animatedView {
            current = animatedView.presentationValue(at: graph.time).view
        }
        let missing = hasLinkedProperties ? link(&current) : nil
        isDirty = false
        if let missing {
            // An object no ancestor put in the environment: the body would stop the program
            // at its first read (as SwiftUI's does). Nothing is shown instead, and it is said.
            graph.warn("\(path) (\(V.self)): \(missing) It shows nothing until one is there.", key: "missing-object:\(path):\(missing)")
            observation?.cancel()
            reconcileChildren(transaction: transaction, environment: environment) { _ in [] }
            return
        }
        bodyCount += 1
        graph.bodyEvaluations += 1
        let watch = observation ?? ObservationWatch()
        observation = watch
        // Only the body's own reads: its children's bodies run below, outside the watch, so a
        // change re-evaluates exactly the views that read it.
        let body = graph.evaluating(self) { watch.track({ mainActorBody(of: current) }, onChange: observer.willChange) }
        reconcileChildren(transaction: transaction, environment: environment) { builder in
            builder.nodes(for: body, key: .content)
        }
    }

    /// Points the view's `@State` and `@Environment` properties at this node's storage, and
    /// subscribes the node to its `ObservableObject`s.
    ///
    /// - Returns: What is missing from the environment (an object no ancestor put there), if
    ///   anything.
    private func link(_ view: inout V) -> String? {
        var stateIndex = 0, objectIndex = 0
        var missing: String?
        func read(_ property: any EnvironmentProperty) {
            if let absent = property.read(from: environment) { missing = missing ?? absent }
            readsEnvironment = true
        }
        func resolve(_ property: any ObjectProperty) {
            let resolution = property.resolve(in: environment)
            if property.readsEnvironment { readsEnvironment = true }
            if let absent = resolution.missing { missing = missing ?? absent }
            subscribe(to: resolution, index: &objectIndex)
        }
        var updates = false
        if let properties = LinkedProperties.of(V.self) {
            // Read in place where the type's plan says they are.
            withUnsafeMutableBytes(of: &view) { bytes in
                guard let base = bytes.baseAddress else { return }
                for property in properties {
                    switch property.kind {
                    case .state(let read): link(read(base + property.offset), index: &stateIndex)
                    case .environment(let make): read(make(base + property.offset))
                    case .object(let make): resolve(make(base + property.offset))
                    case .update(let update):
                        update(base + property.offset)
                        updates = true
                    }
                }
            }
        } else {
            for child in Mirror(reflecting: view).children {
                if let state = child.value as? any StateProperty { link(state, index: &stateIndex) }
                if let object = child.value as? any ObjectProperty {
                    resolve(object)
                } else if let environment = child.value as? any EnvironmentProperty {
                    read(environment)
                }
            }
        }
        hasLinkedProperties = stateIndex > 0 || readsEnvironment || objectIndex > 0 || updates
        return missing
    }

    /// Subscribes the node to the object of its `index`-th object property, unless it already
    /// is to that object.
    private func subscribe(to resolution: ObjectResolution, index: inout Int) {
        defer { index += 1 }
        if objectSubscriptions.count <= index { objectSubscriptions.append(nil) }
        guard let object = resolution.object, let subscribe = resolution.subscribe else {
            objectSubscriptions[index] = nil
            return
        }
        if objectSubscriptions[index]?.object === object { return }
        let observer = self.observer, typeName = resolution.typeName
        objectSubscriptions[index] = ObjectSubscription(object: object, cancellable: subscribe {
            observer.objectWillChange(publishedBy: typeName)
        })
    }

    /// The view's `index`-th state: given this node's box for it, or, the first time, its own
    /// box kept as this node's.
    private func link(_ state: any StateProperty, index: inout Int) {
        if index < stateBoxes.count {
            state.redirect(to: stateBoxes[index])
        } else {
            let box = state.box
            box.owner = self
            stateBoxes.append(box)
        }
        index += 1
    }

    func stateDidChange(in transaction: Transaction) {
        graph.markDirty(self, transaction: transaction)
    }

    var changesMustHop: Bool { graph.changesMustHop }

    /// For animatable views: re-runs the body when the interpolated data moved this frame.
    func advanceAnimation(_ context: inout DrawContext) {
        guard let animatedView, animatedView.isAnimating else { return }
        evaluate(transaction: Transaction())
        if animatedView.isAnimating { context.animating = true }
        graph.needsLayout = true
    }

    override func stopAnimations(into due: inout [AnimationCompletion]) {
        super.stopAnimations(into: &due)
        guard let animatedView, animatedView.isAnimating else { return }
        animatedView.stopAnimations(deferringCompletionsTo: &due)
        // The body shows the model value again.
        if isAttached { graph.markDirty(self, transaction: Transaction()) }
    }

    override func removedFromGraph() {
        // A box linked from another node (the same view value placed twice) stays with it.
        for box in stateBoxes where box.owner === self { box.owner = nil }
        observation?.cancel()
        objectSubscriptions.removeAll()
        super.removedFromGraph()
    }

    deinit {
        for box in stateBoxes where box.owner === self { box.owner = nil }
    }
}

/// How each view type builds its nodes, found once per type: a view is then built through its
/// own type's function, not tested against the kinds of view by a dynamic cast (and boxed in
/// an existential) on every update.
enum ViewKind {
    typealias Builder = (UnsafeRawPointer, inout NodeBuilder) -> [Node]

    /// Shared between threads: it holds a function that captures only the view's type.
    private struct Entry: @unchecked Sendable {
        let builder: Builder?
    }

    private static let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    /// The builder of a primitive view, a shape or a hosted drawing (a view at the pointer);
    /// nil for a view with a body.
    static func builder<V: View>(for type: V.Type) -> Builder? {
        let id = ObjectIdentifier(type)
        if let entry = entries.withLock({ $0[id] }) { return entry.builder }
        let builder: Builder? = if let primitive = type as? any PrimitiveView.Type {
            self.primitive(primitive)
        } else if let shape = type as? any Shape.Type {
            self.shape(shape)
        } else if let hosted = type as? any DrawingRepresentable.Type {
            self.hosted(hosted)
        } else {
            nil
        }
        entries.withLock { $0[id] = Entry(builder: builder) }
        return builder
    }

    private static func primitive<P: PrimitiveView>(_ type: P.Type) -> Builder {
        { pointer, builder in pointer.assumingMemoryBound(to: P.self).pointee.makeNodes(&builder) }
    }

    private static func shape<S: Shape>(_ type: S.Type) -> Builder {
        { pointer, builder in builder.shapeNodes(pointer.assumingMemoryBound(to: S.self).pointee) }
    }

    private static func hosted<R: DrawingRepresentable>(_ type: R.Type) -> Builder {
        { pointer, builder in builder.hostedDrawingNodes(pointer.assumingMemoryBound(to: R.self).pointee) }
    }
}

/// Where a view type's `@State` and `@Environment` properties lie, found once per type: a view
/// is linked to its node's storage by reading them in place, not by reflecting over all its
/// stored properties on every evaluation.
enum LinkedProperties {
    enum Kind {
        case state((UnsafeRawPointer) -> any StateProperty)
        case environment((UnsafeRawPointer) -> any EnvironmentProperty)
        case object((UnsafeRawPointer) -> any ObjectProperty)
        /// A dynamic property of your own: its `update()`, after the properties inside it.
        case update((UnsafeMutableRawPointer) -> Void)
    }

    /// Shared between threads: it holds an offset and a function that captures only the
    /// property's type, nothing that changes.
    struct Property: @unchecked Sendable {
        let offset: Int
        let kind: Kind
    }

    private static let plans = Mutex<[ObjectIdentifier: [Property]?]>([:])

    /// The linked properties of a struct view type, in declaration order; nil for a type whose
    /// fields cannot be listed this way (a class), or that shows other properties through a
    /// custom mirror (a modified view shows its modifier's), which is reflected over instead.
    static func of<V>(_ type: V.Type) -> [Property]? {
        let id = ObjectIdentifier(type)
        if let plan = plans.withLock({ $0[id] }) { return plan }
        var properties: [Property] = []
        func collect(_ type: Any.Type, at base: Int, depth: Int) -> Bool {
            _forEachField(of: type, options: []) { _, fieldOffset, fieldType, _ in
                let offset = base + fieldOffset
                var known = false
                // A @StateObject is both: its box is linked first, then its object subscribed.
                if let state = fieldType as? any StateProperty.Type {
                    properties.append(Property(offset: offset, kind: .state(reader(state))))
                    known = true
                }
                if let object = fieldType as? any ObjectProperty.Type {
                    properties.append(Property(offset: offset, kind: .object(reader(object))))
                    known = true
                } else if let environment = fieldType as? any EnvironmentProperty.Type {
                    properties.append(Property(offset: offset, kind: .environment(reader(environment))))
                    known = true
                }
                // A struct of your own made of dynamic properties: the ones inside, then its
                // update.
                if !known, let dynamic = fieldType as? any DynamicProperty.Type, depth < 8, !(fieldType is AnyClass) {
                    _ = collect(fieldType, at: offset, depth: depth + 1)
                    properties.append(Property(offset: offset, kind: .update(updater(dynamic))))
                }
                return true
            }
        }
        let listed = !(type is any CustomReflectable.Type) && collect(type, at: 0, depth: 0)
        let plan = listed ? properties : nil
        plans.withLock { $0[id] = plan }
        return plan
    }

    private static func updater<P: DynamicProperty>(_ type: P.Type) -> (UnsafeMutableRawPointer) -> Void {
        { $0.assumingMemoryBound(to: P.self).pointee.update() }
    }

    private static func reader<P: StateProperty>(_ type: P.Type) -> (UnsafeRawPointer) -> any StateProperty {
        { $0.assumingMemoryBound(to: P.self).pointee }
    }

    private static func reader<P: EnvironmentProperty>(_ type: P.Type) -> (UnsafeRawPointer) -> any EnvironmentProperty {
        { $0.assumingMemoryBound(to: P.self).pointee }
    }

    private static func reader<P: ObjectProperty>(_ type: P.Type) -> (UnsafeRawPointer) -> any ObjectProperty {
        { $0.assumingMemoryBound(to: P.self).pointee }
    }
}

/// Where each view of a tuple type lies, found once per type: a `@ViewBuilder` block's
/// children are then read in place, not boxed one by one through reflection every update.
enum TupleLayout {
    /// Shared between threads: it holds an offset and a function that captures only the
    /// element's type, nothing that changes.
    struct Element: @unchecked Sendable {
        /// The element's byte offset in the tuple.
        let offset: Int
        /// The nodes of the element found at a pointer.
        let nodes: (UnsafeRawPointer, inout NodeBuilder, NodeKey) -> [Node]
    }

    private static let plans = Mutex<[ObjectIdentifier: [Element]?]>([:])

    /// The elements of `value`'s tuple type, or nil when some element is not a view or the
    /// computed layout does not add up to the tuple's size.
    static func elements<T>(of value: T) -> [Element]? {
        let id = ObjectIdentifier(T.self)
        if let plan = plans.withLock({ $0[id] }) { return plan }
        let plan = makePlan(for: value)
        plans.withLock { $0[id] = plan }
        return plan
    }

    private static func makePlan<T>(for value: T) -> [Element]? {
        // Tuple elements are laid out in order, each at the next multiple of its alignment.
        var elements: [Element] = []
        var end = 0
        for child in Mirror(reflecting: value).children {
            guard let type = Swift.type(of: child.value) as? any View.Type else { return nil }
            let (size, alignment) = layout(of: type)
            let offset = (end + alignment - 1) / alignment * alignment
            elements.append(element(type, offset: offset))
            end = offset + size
        }
        return end == MemoryLayout<T>.size ? elements : nil
    }

    private static func layout<E: View>(of type: E.Type) -> (size: Int, alignment: Int) {
        (MemoryLayout<E>.size, MemoryLayout<E>.alignment)
    }

    private static func element<E: View>(_ type: E.Type, offset: Int) -> Element {
        Element(offset: offset) { pointer, builder, key in
            builder.nodes(for: pointer.assumingMemoryBound(to: E.self).pointee, key: key)
        }
    }
}

/// Decides whether a view's inputs changed, as SwiftUI does: Equatable views by `==`, plain
/// data by its bytes, anything holding references or closures counts as changed.
enum ViewComparison {
    static func same<V>(_ a: V, _ b: V) -> Bool {
        if let a = a as? any Equatable { return isEqual(a, b) }
        guard _isPOD(V.self) else { return false }
        // A type with no stored data (a Rectangle) is always the same; its bytes are none, and
        // the buffers of a zero-sized value may point nowhere.
        let size = MemoryLayout<V>.size
        if size == 0 { return true }
        return withUnsafeBytes(of: a) { x in
            withUnsafeBytes(of: b) { y in
                guard let left = x.baseAddress, let right = y.baseAddress else { return false }
                return memcmp(left, right, size) == 0
            }
        }
    }

    /// True only when the two views can be told apart: unequal Equatable views, AnyViews of
    /// different types, plain data with different bytes. Views holding state or closures
    /// cannot be told apart, and count as the same here.
    static func differs<V>(_ a: V, _ b: V) -> Bool {
        if let a = a as? any Equatable { return !isEqual(a, b) }
        if let a = a as? AnyView, let b = b as? AnyView { return a.typeID != b.typeID }
        guard _isPOD(V.self) else { return false }
        return !same(a, b)
    }

    private static func isEqual<E: Equatable>(_ a: E, _ b: Any) -> Bool {
        guard let b = b as? E else { return false }
        return a == b
    }
}

/// A view as an animatable value, so an Animator can interpolate its `animatableData`.
struct AnimatableBox<V>: Animatable {
    var view: V
    init(_ view: V) { self.view = view }

    static var isAnimatable: Bool {
        guard let type = V.self as? any Animatable.Type else { return false }
        return !isEmpty(type)
    }

    private static func isEmpty<A: Animatable>(_ type: A.Type) -> Bool {
        A.AnimatableData.self == EmptyAnimatableData.self
    }

    var animatableData: AnyAnimatableData {
        get {
            guard let animatable = view as? any Animatable else { return .zero }
            return AnyAnimatableData(animatable.animatableData)
        }
        set {
            guard var animatable = view as? any Animatable else { return }
            Self.write(&animatable, newValue)
            view = animatable as! V
        }
    }

    private static func write<A: Animatable>(_ value: inout A, _ data: AnyAnimatableData) {
        if let typed = data.base as? A.AnimatableData { value.animatableData = typed }
    }
}

/// Main-actor code (a view's body, a button style, a hosted drawing's make and update) as a
/// plain function the graph calls. The graph is driven on the main thread: a window's frame
/// loop runs there, and `HeadlessHost` is `@MainActor` (the handlers a body makes are main-actor
/// closures, which check where they run). The call skips `MainActor.assumeIsolated`'s check on
/// every evaluation: a synchronous main-actor function has the same calling convention as a
/// plain one.
func graphThreadFunction<Input, Output>(_ function: @escaping @MainActor (Input) -> Output) -> (Input) -> Output {
    unsafeBitCast(function, to: ((Input) -> Output).self)
}

/// A view's body.
func mainActorBody<V: View>(of view: V) -> V.Body {
    graphThreadFunction { (view: V) in view.body }(view)
}
