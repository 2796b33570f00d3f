import Foundation

// Pointer and keyboard input: where a press lands, what it starts (a tap, a drag, a button's
// pressed look), what the pointer hovers, and which key handler takes a key.

// MARK: Hit regions

/// A place that takes pointer input: a node's rectangle (or shape) under the transform it was
/// drawn with, so a rotated, scaled or offset view is hit where it is seen.
struct HitRegion {
    var node: Node
    var size: CGSize
    var transform: CGAffineTransform
    var shape: DisplayShape
    /// A tap, with its location in the view's own coordinates.
    var onTap: ((CGPoint) -> Void)?
    var gesture: GestureHandler?
    var onHover: ((Bool) -> Void)?
    /// Told when a press starts over the view (true) and when it lifts or leaves (false).
    var onPress: ((Bool) -> Void)?
    /// A wheel turn over the view, in points; returns false when it could not move (a scroll
    /// view at its end), so the turn goes on to the scroll view outside.
    var onScroll: ((CGSize) -> Bool)?
    /// A gesture of the `Gesture` protocol (`.gesture`, `.simultaneousGesture`,
    /// `.highPriorityGesture`).
    var recognizer: GestureAttachment?
    /// The clip the view was drawn under: a point it cuts away is not over the view (a row
    /// scrolled out of its scroll view is not hit through the toolbar above it).
    var clip: DisplayItem.Clip?
    /// The region's bounding box in window points, slightly grown so that rounding never
    /// excludes a point the exact test would include.
    let bounds: CGRect

    init(node: Node, size: CGSize, transform: CGAffineTransform, shape: DisplayShape = .rectangle,
         onTap: ((CGPoint) -> Void)? = nil, gesture: GestureHandler? = nil, onHover: ((Bool) -> Void)? = nil,
         onPress: ((Bool) -> Void)? = nil, onScroll: ((CGSize) -> Bool)? = nil, recognizer: GestureAttachment? = nil) {
        self.recognizer = recognizer
        (self.node, self.size, self.transform, self.shape) = (node, size, transform, shape)
        (self.onTap, self.gesture, self.onHover, self.onPress, self.onScroll) = (onTap, gesture, onHover, onPress, onScroll)
        let box = transform.apply(to: CGRect(origin: .zero, size: size))
        bounds = box.isNull || !Double(box.minX).isFinite ? .null : box.insetBy(dx: -0.001, dy: -0.001)
    }

    /// `point` (window points) in the view's own coordinates.
    func local(_ point: CGPoint) -> CGPoint? { transform.inverted?.apply(to: point) }

    func contains(_ point: CGPoint) -> Bool {
        guard bounds.contains(point), let local = local(point) else { return false }
        if let clip {
            guard let inClip = clip.transform.inverted?.apply(to: point), clip.frame.contains(inClip) else { return false }
            if case .rectangle = clip.shape {} else if !clip.shape.path(in: clip.frame).contains(inClip) { return false }
        }
        let rect = CGRect(origin: .zero, size: size)
        switch shape {
        case .rectangle: return rect.contains(local)
        default: return shape.path(in: rect).contains(local)
        }
    }
}

/// What the pointer is doing: the press in progress and the views it hovers.
struct PointerState {
    var tap: HitRegion?
    var press: HitRegion?
    var drag: GestureHandler?
    var isDown = false
    var hovered: [ObjectIdentifier: HitRegion] = [:]
}

/// Which coordinates a gesture reports its locations in, or a geometry proxy its frames.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The window's.
    case global
    /// The view's own (the default).
    case local
    /// The space of the nearest view above named so with `.coordinateSpace(.named(_:))` (the
    /// window's when no view above has the name).
    case named(AnyHashable)

    /// The visible part of the nearest scroll view above: a view at the top of what shows is at
    /// y 0, one scrolled above it at a negative y (the window's when no scroll view is above).
    public static var scrollView: CoordinateSpace { .named(ScrollViewSpaceName()) }
}

/// The name every scroll view gives its visible part (``CoordinateSpace/scrollView``).
struct ScrollViewSpaceName: Hashable {}

extension ViewGraph {
    /// A button went down at `point` (window points) at `time` (the graph's clock; the last
    /// frame's time when nil). Returns true when some view takes the press.
    @discardableResult
    public func pointerDown(at point: CGPoint, time: Double? = nil) -> Bool {
        let time = eventTime(time)
        // One pass from the top: the first region of each kind under the point.
        let regions = hitRegions
        var tap: HitRegion?, drag: HitRegion?, press: HitRegion?
        for index in hitIndex.candidates(at: point, in: regions).reversed() where tap == nil || drag == nil || press == nil {
            let region = regions[index]
            let wanted = (tap == nil && region.onTap != nil) || (drag == nil && region.gesture != nil) || (press == nil && region.onPress != nil)
            guard wanted, region.contains(point) else { continue }
            if tap == nil && region.onTap != nil { tap = region }
            if drag == nil && region.gesture != nil { drag = region }
            if press == nil && region.onPress != nil { press = region }
        }
        pointer.tap = tap
        pointer.drag = drag?.gesture
        pointer.press = press
        pointer.isDown = true
        // The gestures of the `Gesture` protocol under the point hear the press too.
        let gestures = beginGestures(at: point, time: time)
        // The pointer puts the keyboard focus away (its ring goes with the next frame), unless
        // the press lands in a text field, which takes it.
        let hadFocus = focusedNode != nil
        focusedNode = nil
        press?.onPress?(true)
        if let handler = pointer.drag { handler.began(at: point, time: time, transform: drag?.transform ?? .identity, startDate: startDate) }
        return tap != nil || drag != nil || press != nil || hadFocus || gestures
    }

    /// The pointer moved to `point`: a drag in progress follows it, and hover changes are told.
    @discardableResult
    public func pointerMoved(to point: CGPoint, time: Double? = nil) -> Bool {
        let time = eventTime(time)
        var handled = updateHover(at: point)
        if pointer.isDown {
            if let press = pointer.press, let current = current(press, \.onPress) {
                current.onPress?(current.contains(point))
            }
            if gestureSession != nil { moveGestures(to: point, time: time, high: true) }
            if let drag = pointer.drag {
                let wasActive = drag.isActive
                drag.moved(to: point, time: time)
                if drag.isActive && !wasActive { olderDragBegan() }
                handled = true
            }
            if gestureSession != nil {
                moveGestures(to: point, time: time, high: false)
                handled = true
            }
        }
        return handled
    }

    /// The button went up at `point`: an active drag ends; otherwise a tap lands if the pointer
    /// is still over the view it went down on.
    @discardableResult
    public func pointerUp(at point: CGPoint, time: Double? = nil) -> Bool {
        let time = eventTime(time)
        let state = pointer
        pointer = PointerState(hovered: state.hovered)
        guard state.isDown else { return false }
        if let press = state.press, let current = current(press, \.onPress) { current.onPress?(false) }
        // The gestures hear the lift first: one that wins takes the press from the older paths.
        if gestureSession != nil {
            pointer.tap = state.tap
            pointer.drag = state.drag
            let won = endGestures(at: point, time: time)
            let (tap, drag) = (pointer.tap, pointer.drag)
            pointer.tap = nil
            pointer.drag = nil
            if won {
                if state.drag !== drag { state.drag?.cancel() }
                if drag == nil { return true }
            }
            if let drag, drag.isActive {
                drag.ended(at: point, time: time)
                return true
            }
            drag?.cancel()
            if tap == nil { return won || state.press != nil }
        }
        if let drag = state.drag, drag.isActive {
            drag.ended(at: point, time: time)
            return true
        }
        state.drag?.cancel()
        if let tap = state.tap, let current = current(tap, \.onTap, near: point), current.contains(point), let local = current.local(point) {
            current.onTap?(local)
            return true
        }
        return state.press != nil
    }

    /// A wheel turn of `delta` points at `point` (window points). It goes to the scroll views
    /// around the topmost view that takes input there, innermost first, until one can move: a
    /// screen pushed over a scrolling grid keeps the turn from the grid it covers. Returns true
    /// when one took it.
    @discardableResult
    public func scroll(at point: CGPoint, by delta: CGSize) -> Bool {
        guard Double(delta.width).isFinite, Double(delta.height).isFinite, delta != .zero else { return false }
        let regions = hitRegions
        var topmost: Node?
        var scrollers: [ObjectIdentifier: (CGSize) -> Bool] = [:]
        for index in hitIndex.candidates(at: point, in: regions).reversed() where regions[index].contains(point) {
            if topmost == nil { topmost = regions[index].node }
            if let onScroll = regions[index].onScroll { scrollers[ObjectIdentifier(regions[index].node)] = scrollers[ObjectIdentifier(regions[index].node)] ?? onScroll }
        }
        var node = topmost
        while let current = node {
            if let onScroll = scrollers[ObjectIdentifier(current)], onScroll(delta) { return true }
            node = current.parent
        }
        return false
    }

    /// Sends a tap at `point` (window points) to the topmost view with a tap handler there.
    @discardableResult
    public func tap(at point: CGPoint, time: Double? = nil) -> Bool {
        let down = pointerDown(at: point, time: time)
        return pointerUp(at: point, time: time) || down
    }

    /// The topmost drag gesture at `point`.
    func gestureHandler(at point: CGPoint) -> GestureHandler? {
        let regions = hitRegions
        for index in hitIndex.candidates(at: point, in: regions).reversed() where regions[index].gesture != nil && regions[index].contains(point) {
            return regions[index].gesture
        }
        return nil
    }

    /// The hit regions of the last frame, in paint order.
    var hitRegions: [HitRegion] { output.hitRegions.elements }

    /// The same view's region in the latest frame (its closures and transform may have changed
    /// since the press), or nil when the view is gone. Regions under `point` are looked at first.
    private func current<Handler>(_ region: HitRegion, _ handler: KeyPath<HitRegion, Handler?>, near point: CGPoint? = nil) -> HitRegion? {
        let regions = hitRegions
        if let point {
            for index in hitIndex.candidates(at: point, in: regions).reversed()
            where regions[index].node === region.node && regions[index][keyPath: handler] != nil {
                return regions[index]
            }
        }
        return regions.last { $0.node === region.node && $0[keyPath: handler] != nil }
    }

    private func updateHover(at point: CGPoint) -> Bool {
        var now: [ObjectIdentifier: HitRegion] = [:]
        let regions = hitRegions
        for index in hitIndex.candidates(at: point, in: regions) where regions[index].onHover != nil && regions[index].contains(point) {
            now[ObjectIdentifier(regions[index].node)] = regions[index]
        }
        var changed = false
        for (id, region) in pointer.hovered where now[id] == nil && region.node.isAttached {
            (current(region, \.onHover) ?? region).onHover?(false)
            changed = true
        }
        for (id, region) in now where pointer.hovered[id] == nil {
            region.onHover?(true)
            changed = true
        }
        pointer.hovered = now
        return changed
    }

    private func eventTime(_ time: Double?) -> Double {
        guard let time, time.isFinite else { return self.time }
        return max(time, self.time)
    }

    // MARK: Keys

    /// A key press from the host, named as the host names keys ("space", "a", "escape",
    /// "ctrl+s"; see ``KeyPress/init(hostName:)``). Handlers are asked topmost first until one
    /// handles it. Returns true when one did.
    @discardableResult
    public func keyPressed(_ name: String) -> Bool {
        guard let press = KeyPress(hostName: name) else { return false }
        // Tab belongs to the focus; then the focused control has first say.
        if press.key == .tab && press.modifiers.forMatching.subtracting(.shift).isEmpty {
            return moveFocus(backwards: press.modifiers.contains(.shift))
        }
        if focusedControlTakes(press) { return true }
        for handler in output.keyHandlers.elements.reversed() where handler.accepts(press) {
            if handler.action(press) == .handled { return true }
        }
        return false
    }
}

// MARK: Keys

/// A key, by the character it types (or a private-use character for keys that type nothing,
/// as SwiftUI does).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character

    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }

    public static let space = KeyEquivalent(" ")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let `return` = KeyEquivalent("\r")
    public static let tab = KeyEquivalent("\t")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{7F}")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")

    /// The key a host names: SDL's key names in lower case ("space", "return", "up", "a").
    init?(hostName name: String) {
        let names: [String: KeyEquivalent] = [
            "space": .space, "escape": .escape, "return": .return, "enter": .return, "keypad enter": .return,
            "tab": .tab, "backspace": .delete, "delete": .deleteForward, "up": .upArrow, "down": .downArrow,
            "left": .leftArrow, "right": .rightArrow, "home": .home, "end": .end, "pageup": .pageUp,
            "pagedown": .pageDown, "clear": .clear,
        ]
        if let key = names[name] { self = key; return }
        guard name.count == 1, let character = name.first else { return nil }
        self.init(Character(character.lowercased()))
    }
}

/// Modifier keys held with a key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// On Linux the Control key plays the Command key's part.
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]

    /// Control and Command count as one, and lock keys not at all, when matching a shortcut.
    var forMatching: EventModifiers {
        var result = intersection([.shift, .option, .command])
        if contains(.control) { result.insert(.command) }
        return result
    }
}

/// A key press, as `onKeyPress` handlers see it.
public struct KeyPress: Sendable {
    public var key: KeyEquivalent
    public var characters: String
    public var modifiers: EventModifiers
    public var phase: Phases

    public enum Result: Sendable { case handled, ignored }

    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }

    public init(key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [], phase: Phases = .down) {
        self.key = key
        self.characters = characters ?? String(key.character)
        self.modifiers = modifiers
        self.phase = phase
    }

    /// Parses a host's key name: modifiers joined by "+" before the key ("ctrl+shift+s").
    /// Returns nil for names it does not know.
    public init?(hostName: String) {
        var parts = hostName.lowercased().split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // "+" itself, or a name ending in "+", is the plus key.
        if parts.count > 1 && parts.last == "" { parts.removeLast(2); parts.append("+") }
        guard let keyName = parts.popLast(), let key = KeyEquivalent(hostName: keyName) else { return nil }
        var modifiers: EventModifiers = []
        for part in parts {
            switch part {
            case "shift": modifiers.insert(.shift)
            case "ctrl", "control": modifiers.insert(.control)
            case "alt", "option": modifiers.insert(.option)
            case "cmd", "command", "gui", "super": modifiers.insert(.command)
            default: return nil
            }
        }
        self.init(key: key, modifiers: modifiers)
    }
}

/// A key with the modifiers that must be held: what `keyboardShortcut` binds to a control.
public struct KeyboardShortcut: Hashable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the default button of a window or dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// A key handler drawn this frame.
struct KeyHandler {
    /// The keys it takes; nil for any key.
    var keys: Set<KeyEquivalent>?
    /// When set, the modifiers that must be held (a shortcut); when nil, any.
    var modifiers: EventModifiers?
    var phases: KeyPress.Phases
    var action: (KeyPress) -> KeyPress.Result
    /// A control Tab can reach (such a handler takes no key itself).
    var focus: FocusStop?

    init(keys: Set<KeyEquivalent>?, modifiers: EventModifiers?, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result,
         focus: FocusStop? = nil) {
        self.keys = keys
        self.modifiers = modifiers
        self.phases = phases
        self.action = action
        self.focus = focus
    }

    func accepts(_ press: KeyPress) -> Bool {
        if let keys, !keys.contains(press.key) { return false }
        if let modifiers, modifiers.forMatching != press.modifiers.forMatching { return false }
        return !phases.isDisjoint(with: press.phase)
    }
}

struct KeyPressView<Content: View>: PrimitiveView {
    var content: Content
    var handler: KeyHandler?

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let enabled = builder.environment.isEnabled
        return builder.modifier(KeyPressNode.self, content: content, make: { KeyPressNode(graph: graph) }) { node in
            node.handler = enabled ? handler : nil
        }
    }
}
final class KeyPressNode: ModifierNode {
    /// Its own input (key actions) never changes a size or a place.
    override var inputsAffectLayout: Bool { false }
    var handler: KeyHandler?
    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        if let handler { context.addKeyHandler(handler) }
        super.drawContent(size: size, &context)
    }
}

// MARK: Hover

struct HoverView<Content: View>: PrimitiveView {
    var content: Content
    var action: (Bool) -> Void

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.modifier(HoverNode.self, content: content, make: { HoverNode(graph: graph) }) { node in
            node.action = action
        }
    }
}
final class HoverNode: ModifierNode {
    /// Its own input (a hover action) never changes a size or a place.
    override var inputsAffectLayout: Bool { false }
    var action: ((Bool) -> Void)?
    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        context.addHitRegion(HitRegion(node: self, size: size, transform: hitTransform(context, size: size), shape: hitShape(size: size), onHover: action))
        super.drawContent(size: size, &context)
    }
}

extension View {
    /// Runs `action` when a key in `keys` is pressed. A focused control or text field has the
    /// first say; then every handler on screen is asked, topmost first, until one returns
    /// `.handled`.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        KeyPressView(content: self, handler: KeyHandler(keys: keys, modifiers: nil, phases: phases, action: action))
    }

    /// Runs `action` when `key` is pressed.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        KeyPressView(content: self, handler: KeyHandler(keys: [key], modifiers: nil, phases: [.down, .repeat]) { _ in action() })
    }

    /// Runs `action` for any key pressed.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        KeyPressView(content: self, handler: KeyHandler(keys: nil, modifiers: nil, phases: phases, action: action))
    }

    /// Runs `action` with true when the pointer enters the view and false when it leaves.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        HoverView(content: self, action: action)
    }
}

// MARK: Hit testing

struct HitTestingView<Content: View>: PrimitiveView {
    var content: Content
    var enabled: Bool

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.modifier(HitTestingNode.self, content: content, make: { HitTestingNode(graph: graph) }) { node in
            node.enabled = enabled
        }
    }
}
final class HitTestingNode: ModifierNode {
    /// Its own input (whether it is hit) never changes a size or a place.
    override var inputsAffectLayout: Bool { false }
    var enabled = true
    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        let saved = context.state.hitTesting
        context.state.hitTesting = saved && enabled
        super.drawContent(size: size, &context)
        context.state.hitTesting = saved
    }
}

extension View {
    /// When false, taps, drags and hover pass through the view to what is behind it.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        HitTestingView(content: self, enabled: enabled)
    }
}

// MARK: Content shape

struct ContentShapeView<Content: View, S: Shape>: PrimitiveView {
    var content: Content
    var shape: S

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let shape = self.shape
        return builder.modifier(ContentShapeNode.self, content: content, make: { ContentShapeNode(graph: graph) }) { node in
            node.outline = { size in .path(shape.path(in: CGRect(origin: .zero, size: size))) }
        }
    }
}
final class ContentShapeNode: ModifierNode {
    /// Its own input (the shape it is hit in) never changes a size or a place.
    override var inputsAffectLayout: Bool { false }
    var outline: ((CGSize) -> DisplayShape)?
}

extension Node {
    /// Where input finds the view below a gesture: its content as drawn, moved by the offsets,
    /// scales, rotations and geometry effects in the chain of single children that fill the
    /// same frame (`Circle().offset(x: 120).onTapGesture { … }` is tapped where the circle is).
    func hitTransform(_ context: DrawContext, size: CGSize) -> CGAffineTransform {
        var scratch: DrawContext?
        var node: Node = self
        while node.children.count == 1 {
            let child = node.children[0]
            guard child.modelFrame.origin == .zero, child.modelFrame.size == size else { break }
            if let effect = child as? any DrawingEffectNode {
                // A scratch context only when there is an effect to apply (most gestures have none).
                if scratch == nil {
                    scratch = DrawContext(time: context.time)
                    scratch?.state = context.state
                }
                effect.applyEffect(size: size, &scratch!)
            }
            node = child
        }
        return scratch?.transform ?? context.transform
    }

    /// The shape input hits below a gesture: the nearest `.contentShape` in the chain of single
    /// children under it, or the rectangle.
    func hitShape(size: CGSize) -> DisplayShape {
        var node: Node? = self
        while let current = node {
            if let shaped = current as? ContentShapeNode, let outline = shaped.outline { return outline(size) }
            node = current.children.count == 1 ? current.children[0] : nil
        }
        return .rectangle
    }
}

extension View {
    /// The shape taps, drags and hover use for this view (by default its rectangle).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        ContentShapeView(content: self, shape: shape)
    }
}

// MARK: Hit index

/// The hit regions in blocks of consecutive regions (in paint order), each with the union of
/// its regions' bounds, so a point is tested only against blocks it falls in. Blocks are
/// recomputed where the regions changed.
struct HitIndex {
    static let blockSize = 32
    private(set) var blocks: [CGRect] = []

    /// Brings the blocks up to date after the regions in `changed` changed (an upper bound of
    /// `Int.max` means they moved from `lower` on).
    mutating func update(_ regions: [HitRegion], changed: (lower: Int, upper: Int)) {
        let count = (regions.count + Self.blockSize - 1) / Self.blockSize
        let first = min(changed.lower / Self.blockSize, blocks.count)
        var last = changed.upper == .max ? count : (changed.upper + Self.blockSize - 1) / Self.blockSize
        if blocks.count != count {
            if blocks.count > count { blocks.removeLast(blocks.count - count) }
            else { blocks.append(contentsOf: repeatElement(.null, count: count - blocks.count)) }
            last = count
        }
        for block in first..<min(last, count) { blocks[block] = Self.bounds(of: block, in: regions) }
    }

    private static func bounds(of block: Int, in regions: [HitRegion]) -> CGRect {
        var box = CGRect.null
        for index in (block * blockSize)..<min(regions.count, (block + 1) * blockSize) {
            box = box.union(regions[index].bounds)
        }
        return box
    }

    /// The indices of regions whose bounds contain `point`, in paint order.
    func candidates(at point: CGPoint, in regions: [HitRegion]) -> [Int] {
        var result: [Int] = []
        for (block, box) in blocks.enumerated() where box.contains(point) {
            for index in (block * Self.blockSize)..<min(regions.count, (block + 1) * Self.blockSize)
            where regions[index].bounds.contains(point) {
                result.append(index)
            }
        }
        return result
    }

    /// True when every block holds the union of its regions' bounds (checked in tests).
    func isValid(for regions: [HitRegion]) -> Bool {
        guard blocks.count == (regions.count + Self.blockSize - 1) / Self.blockSize else { return false }
        return blocks.indices.allSatisfy { blocks[$0] == Self.bounds(of: $0, in: regions) }
    }
}
