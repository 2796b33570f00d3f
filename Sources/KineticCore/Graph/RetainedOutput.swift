import Foundation

// What a frame's drawing produces (display items, hit regions, key handlers, identified views)
// is kept from frame to frame and patched where the tree changed, so a frame after a small
// change costs what changed, not the size of the tree.
//
// Each output is a flat array in paint order. A node's outputs, with its subtree's, form one
// contiguous run, and a node remembers how long its run was. Drawing walks the tree with a
// cursor into the kept arrays:
//
// - a node that is unchanged, with nothing changed or animating below it, is skipped: the
//   cursor jumps over its run;
// - a node whose own content, frame or animation changed is drawn again into a scratch array
//   and its old run is replaced by the new one (in place when the length is unchanged);
// - an unchanged node with something changed below it is walked into: what it emits itself
//   overwrites its old outputs in place, and each child decides for itself.

/// Running totals of the work layout and drawing did (tests compare them before and after a
/// change).
struct WorkCounts {
    /// Sizes computed (measurements the cache could not answer).
    var sizesComputed = 0
    /// Nodes whose children were placed.
    var placements = 0
    /// Nodes drawn (rebuilt or walked into), skipped ones not counted.
    var nodesDrawn = 0
    /// Subtrees drawn again over their own runs in place, moved only by their animations.
    var redrawnInPlace = 0
}

/// The state drawing carries down the tree, which each node's outputs depend on.
struct DrawState: Equatable {
    var transform = CGAffineTransform.identity
    var opacity = 1.0
    /// False below `.allowsHitTesting(false)`: no hit regions are recorded there.
    var hitTesting = true

    /// The parts set only inside some modifiers, kept together and shared: every effect saves
    /// and restores the state, and copying one reference costs less than copying three.
    private var marks: Marks?

    private final class Marks {
        let identifier: String?
        let clip: DisplayItem.Clip?
        let shadow: DisplayItem.Shadow?
        let colorMatrix: ColorMatrix?
        let containerShape: ContainerShapeFrame?
        init(identifier: String?, clip: DisplayItem.Clip?, shadow: DisplayItem.Shadow?, colorMatrix: ColorMatrix?,
             containerShape: ContainerShapeFrame?) {
            (self.identifier, self.clip, self.shadow, self.colorMatrix, self.containerShape) = (identifier, clip, shadow, colorMatrix, containerShape)
        }
    }

    private mutating func mark(identifier: String?, clip: DisplayItem.Clip?, shadow: DisplayItem.Shadow?, colorMatrix: ColorMatrix?,
                               containerShape: ContainerShapeFrame?) {
        marks = identifier == nil && clip == nil && shadow == nil && colorMatrix == nil && containerShape == nil
            ? nil : Marks(identifier: identifier, clip: clip, shadow: shadow, colorMatrix: colorMatrix, containerShape: containerShape)
    }

    var identifier: String? {
        get { marks?.identifier }
        set { mark(identifier: newValue, clip: clip, shadow: shadow, colorMatrix: colorMatrix, containerShape: containerShape) }
    }
    var clip: DisplayItem.Clip? {
        get { marks?.clip }
        set { mark(identifier: identifier, clip: newValue, shadow: shadow, colorMatrix: colorMatrix, containerShape: containerShape) }
    }
    var shadow: DisplayItem.Shadow? {
        get { marks?.shadow }
        set { mark(identifier: identifier, clip: clip, shadow: newValue, colorMatrix: colorMatrix, containerShape: containerShape) }
    }
    /// The colour effects (`brightness`, `saturation`, `hueRotation`, …) around what is drawn,
    /// composed into one map; nil for none.
    var colorMatrix: ColorMatrix? {
        get { marks?.colorMatrix }
        set {
            mark(identifier: identifier, clip: clip, shadow: shadow, colorMatrix: newValue.flatMap { $0.isIdentity ? nil : $0 },
                 containerShape: containerShape)
        }
    }
    /// The shape a `ContainerRelativeShape` inside takes (`.containerShape(_:)`), and where.
    var containerShape: ContainerShapeFrame? {
        get { marks?.containerShape }
        set { mark(identifier: identifier, clip: clip, shadow: shadow, colorMatrix: colorMatrix, containerShape: newValue) }
    }

    static func == (a: DrawState, b: DrawState) -> Bool {
        a.transform == b.transform && a.opacity == b.opacity && a.hitTesting == b.hitTesting
            && a.identifier == b.identifier && a.clip == b.clip && a.shadow == b.shadow && a.colorMatrix == b.colorMatrix
            && a.containerShape == b.containerShape
    }
}

/// A view marked with `.accessibilityIdentifier`, as drawn.
struct IdentifiedView {
    var identifier: String
    var frame: CGRect
    var opacity: Double
}

/// Lengths of runs (or positions) in each of the four outputs.
struct OutputCounts: Equatable {
    var items = 0, hitRegions = 0, keyHandlers = 0, identified = 0

    static func - (a: OutputCounts, b: OutputCounts) -> OutputCounts {
        OutputCounts(items: a.items - b.items, hitRegions: a.hitRegions - b.hitRegions,
                     keyHandlers: a.keyHandlers - b.keyHandlers, identified: a.identified - b.identified)
    }
}

/// One output kept across frames: the elements of the last frame, a cursor that walks them in
/// paint order while a frame is drawn, and a scratch array where changed subtrees are drawn
/// before they replace their old run.
struct RetainedBuffer<Element> {
    private(set) var elements: [Element] = []
    private(set) var scratch: [Element] = []
    private(set) var cursor = 0
    /// Set when the walk found the kept elements not where the tree says they are; the frame
    /// is then drawn again from scratch.
    private(set) var isInconsistent = false
    /// The range of indices changed since ``takeChanges()`` (`upper` is `Int.max` when elements
    /// moved), for indexes kept over the elements.
    private(set) var changed: (lower: Int, upper: Int) = (Int.max, 0)

    func position(rebuilding: Bool) -> Int { rebuilding ? scratch.count : cursor }

    /// Emits `element`: into the scratch array while rebuilding, otherwise over the element at
    /// the cursor.
    mutating func emit(_ element: consuming Element, rebuilding: Bool) {
        if rebuilding {
            scratch.append(element)
            return
        }
        if cursor < elements.count {
            elements[cursor] = element
            noteChange(cursor, cursor + 1)
        } else {
            isInconsistent = true
            elements.append(element)
            noteChange(cursor, .max)
        }
        cursor += 1
    }

    /// Notes that the kept elements are not what the tree drew.
    mutating func markInconsistent() { isInconsistent = true }

    /// Steps over an unchanged run.
    mutating func skip(_ count: Int) {
        cursor += count
        if cursor > elements.count {
            isInconsistent = true
            cursor = elements.count
        }
    }

    /// Replaces the run of `oldCount` elements at the cursor with what was drawn into the
    /// scratch array since `mark`, and moves the cursor past it. Returns the new run's length.
    mutating func replace(oldCount: Int, withScratchFrom mark: Int) -> Int {
        let newCount = scratch.count - mark
        var old = oldCount
        if cursor + old > elements.count {
            isInconsistent = true
            old = elements.count - cursor
        }
        if newCount == old {
            // Exchanged, not copied: the new elements move in and the old ones move out to
            // the scratch array, which frees them (no reference counting on either).
            var i = 0
            while i < newCount {
                swap(&elements[cursor + i], &scratch[mark + i])
                i += 1
            }
            if newCount > 0 {
                noteChange(cursor, cursor + newCount)
                // Only when there is something to remove: removing nothing from an array that
                // never held anything still allocates it a buffer of its own. One by one from
                // the end: a run is short (most often one element), and `removeSubrange` costs
                // a general replacement each time.
                for _ in 0..<newCount { scratch.removeLast() }
            }
        } else if mark == 0 && cursor == 0 && old == elements.count {
            // The whole array: take the scratch array as it is.
            swap(&elements, &scratch)
            scratch.removeAll(keepingCapacity: true)
            noteChange(0, .max)
        } else {
            elements.replaceSubrange(cursor..<(cursor + old), with: scratch[mark...])
            scratch.removeSubrange(mark...)
            noteChange(cursor, .max)
        }
        cursor += newCount
        return newCount
    }

    /// The elements emitted since `mark` (a ``position(rebuilding:)`` taken in the same mode).
    func emitted(since mark: Int, rebuilding: Bool) -> ArraySlice<Element> {
        rebuilding ? scratch[mark...] : elements[mark..<cursor]
    }

    /// Starts a frame's walk at the first element.
    mutating func begin() {
        cursor = 0
        isInconsistent = false
        scratch.removeAll(keepingCapacity: true)
    }

    /// Ends the walk: every kept element must have been visited.
    mutating func end() {
        if cursor != elements.count { isInconsistent = true }
    }

    /// The changed range since the last call, and forgets it.
    mutating func takeChanges() -> (lower: Int, upper: Int)? {
        defer { changed = (Int.max, 0) }
        return changed.lower < changed.upper ? changed : nil
    }

    private mutating func noteChange(_ lower: Int, _ upper: Int) {
        changed = (min(changed.lower, lower), max(changed.upper, upper))
    }
}

/// The four outputs of drawing.
struct DrawOutput {
    var items = RetainedBuffer<DisplayItem>()
    var hitRegions = RetainedBuffer<HitRegion>()
    var keyHandlers = RetainedBuffer<KeyHandler>()
    var identified = RetainedBuffer<IdentifiedView>()

    func positions(rebuilding: Bool) -> OutputCounts {
        OutputCounts(items: items.position(rebuilding: rebuilding), hitRegions: hitRegions.position(rebuilding: rebuilding),
                     keyHandlers: keyHandlers.position(rebuilding: rebuilding), identified: identified.position(rebuilding: rebuilding))
    }

    /// The lengths of the kept arrays.
    var totals: OutputCounts {
        OutputCounts(items: items.elements.count, hitRegions: hitRegions.elements.count,
                     keyHandlers: keyHandlers.elements.count, identified: identified.elements.count)
    }

    /// Notes that a subtree drawn in place did not fill its old runs exactly: the frame is
    /// drawn again from scratch.
    mutating func markInconsistent() {
        items.markInconsistent()
        hitRegions.markInconsistent()
        keyHandlers.markInconsistent()
        identified.markInconsistent()
    }

    mutating func skip(_ counts: OutputCounts) {
        items.skip(counts.items)
        hitRegions.skip(counts.hitRegions)
        keyHandlers.skip(counts.keyHandlers)
        identified.skip(counts.identified)
    }

    mutating func replace(_ old: OutputCounts, withScratchFrom marks: OutputCounts) -> OutputCounts {
        OutputCounts(items: items.replace(oldCount: old.items, withScratchFrom: marks.items),
                     hitRegions: hitRegions.replace(oldCount: old.hitRegions, withScratchFrom: marks.hitRegions),
                     keyHandlers: keyHandlers.replace(oldCount: old.keyHandlers, withScratchFrom: marks.keyHandlers),
                     identified: identified.replace(oldCount: old.identified, withScratchFrom: marks.identified))
    }

    mutating func begin() {
        items.begin()
        hitRegions.begin()
        keyHandlers.begin()
        identified.begin()
    }

    /// Ends a frame's walk; false when the kept outputs did not match the tree.
    mutating func end() -> Bool {
        items.end()
        hitRegions.end()
        keyHandlers.end()
        identified.end()
        return !(items.isInconsistent || hitRegions.isInconsistent || keyHandlers.isInconsistent || identified.isInconsistent)
    }
}

/// What drawing carries down the tree: the frame's time, the state nodes change for what is
/// inside them, and the outputs.
struct DrawContext {
    var time: Double
    var state = DrawState()
    var output = DrawOutput()
    /// Above 0 inside a subtree being drawn again from scratch, into the scratch arrays.
    var rebuilding = 0
    /// Above 0 inside a subtree being drawn again over its own run, in place: one whose
    /// animations moved it while nothing in it changed (see ``Node/draw(_:)``).
    var redrawing = 0
    /// Set by a node whose own animations are still running (sampled this frame).
    var animating = false
    /// Set when something in the subtree drawn so far is still animating.
    var subtreeAnimating = false
    /// True for a check that draws the whole tree without touching what nodes keep.
    var isCheck = false
    /// Nodes drawn (rebuilt or walked into), added to the graph's ``WorkCounts`` afterwards.
    var nodesDrawn = 0
    /// Subtrees drawn again in place, added to the graph's ``WorkCounts`` afterwards.
    var redrawnInPlace = 0

    init(time: Double) {
        self.time = time
    }

    var isRebuilding: Bool { rebuilding > 0 }

    /// True inside a subtree drawn again, from scratch or in place: every node in it draws.
    var drawsEverything: Bool { rebuilding > 0 || redrawing > 0 }

    var transform: CGAffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }
    var opacity: Double {
        get { state.opacity }
        set { state.opacity = newValue }
    }
    var identifier: String? {
        get { state.identifier }
        set { state.identifier = newValue }
    }
    var clip: DisplayItem.Clip? {
        get { state.clip }
        set { state.clip = newValue }
    }
    var shadow: DisplayItem.Shadow? {
        get { state.shadow }
        set { state.shadow = newValue }
    }
    /// Applies a colour effect inside the effects already in force: `inner` maps colours
    /// first, then what is outside it.
    mutating func applyColorEffect(_ inner: ColorMatrix) {
        state.colorMatrix = (state.colorMatrix ?? .identity).concatenating(inner)
    }

    /// Draws `content` in a frame of `size` at the origin, under the current state.
    mutating func append(_ content: DisplayContent, size: CGSize, fillRule: FillRule = .nonZero) {
        guard let matrix = state.colorMatrix else {
            emit(content, size: size, fillRule: fillRule, shadow: state.shadow)
            return
        }
        // A shadow inside the effects is part of what they change.
        var shadow = state.shadow
        if let color = shadow?.color { shadow?.color = matrix.apply(to: color) }
        if case .image = content {
            // An image's pixels have no one colour: it is mapped as a layer.
            beginLayer(LayerEffect(colorMatrix: matrix), size: size)
            emit(content, size: size, fillRule: fillRule, shadow: shadow)
            endLayer()
        } else {
            emit(Self.mapped(content, by: matrix), size: size, fillRule: fillRule, shadow: shadow)
        }
    }

    /// Builds the item straight into the output: each copy of an item on the way costs about
    /// as much as the rest of drawing a shape.
    @inline(__always)
    private mutating func emit(_ content: DisplayContent, size: CGSize, fillRule: FillRule, shadow: DisplayItem.Shadow?) {
        output.items.emit(DisplayItem(content, frame: CGRect(origin: .zero, size: size), transform: state.transform, opacity: state.opacity,
                                      clip: state.clip, shadow: shadow, identifier: state.identifier, fillRule: fillRule),
                          rebuilding: isRebuilding)
    }

    /// `content` under colour effects: each of its colours (a fill's, a stroke's, a gradient's
    /// stops, a text's) mapped. The map is affine, so blending and interpolating the mapped
    /// colours gives what mapping the drawn pixels would.
    static func mapped(_ content: DisplayContent, by matrix: ColorMatrix) -> DisplayContent {
        switch content {
        case .fill(let shape, let color): return .fill(shape, color: matrix.apply(to: color))
        case .stroke(let shape, let color, let width): return .stroke(shape, color: matrix.apply(to: color), lineWidth: width)
        case .styledStroke(let shape, let color, let style): return .styledStroke(shape, color: matrix.apply(to: color), style: style)
        case .shaded(let shaded):
            // Mapped stop by stop.
            let stops = shaded.shading.stops.map { GradientStop(color: matrix.apply(to: $0.color), location: $0.location) }
            return .shaded(shaded.base, shaded.shading.replacingStops(stops))
        case .text(var layout):
            layout.color = matrix.apply(to: layout.color)
            return .text(layout)
        case .backdrop(var effect):
            effect.colorMatrix = matrix.concatenating(effect.colorMatrix ?? .identity)
            return .backdrop(effect)
        case .image, .beginLayer, .layerMask, .endLayer: return content
        }
    }

    /// Starts a group of items composited as one (see ``LayerEffect``), its mask and blur placed
    /// in a frame of `size` at the origin under the current transform.
    mutating func beginLayer(_ effect: LayerEffect, size: CGSize) {
        let item = DisplayItem(.beginLayer(effect), frame: CGRect(origin: .zero, size: size), transform: state.transform,
                               opacity: effect.opacity, clip: state.clip)
        output.items.emit(item, rebuilding: isRebuilding)
    }

    /// Ends the content of a group begun with an effect that ``LayerEffect/masksWithContent``:
    /// what is drawn from here to its end is its mask.
    mutating func beginLayerMask() {
        output.items.emit(DisplayItem(.layerMask, frame: .zero, clip: state.clip), rebuilding: isRebuilding)
    }

    /// Ends the group that ``beginLayer(_:size:)`` started.
    mutating func endLayer() {
        output.items.emit(DisplayItem(.endLayer, frame: .zero, clip: state.clip), rebuilding: isRebuilding)
    }

    /// Records a place that takes pointer input (unless hit testing is off here).
    mutating func addHitRegion(_ region: HitRegion) {
        guard state.hitTesting else { return }
        var region = region
        region.clip = state.clip
        output.hitRegions.emit(region, rebuilding: isRebuilding)
    }

    /// Records a key handler.
    mutating func addKeyHandler(_ handler: KeyHandler) {
        output.keyHandlers.emit(handler, rebuilding: isRebuilding)
    }

    /// Records where an identified view was drawn.
    mutating func identify(_ identifier: String, frame: CGRect, opacity: Double) {
        output.identified.emit(IdentifiedView(identifier: identifier, frame: frame, opacity: opacity), rebuilding: isRebuilding)
    }

    /// A position in the display items, for ``items(since:)``.
    var itemMark: Int { output.items.position(rebuilding: isRebuilding) }

    /// The display items drawn since `mark`.
    func items(since mark: Int) -> ArraySlice<DisplayItem> {
        output.items.emitted(since: mark, rebuilding: isRebuilding)
    }
}
