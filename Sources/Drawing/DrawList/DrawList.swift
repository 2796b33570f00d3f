import Foundation

/// The triangles, text, images and clips of one frame, in device pixels, ready for a backend to
/// submit.
///
/// Callers add shapes in points; the list multiplies by ``pixelsPerPoint`` so anti-aliasing
/// fringes are one device pixel wide at any HiDPI scale. ``removeAll()`` keeps the arrays'
/// capacity, so a list reused every frame stops allocating once it has grown to the scene.
///
/// ```swift
/// var list = DrawList(pixelsPerPoint: 2)
/// list.fillCircle(center: CGPoint(x: 50, y: 50), radius: 20, color: .white)
/// backend.submit(list)
/// ```
public struct DrawList: Sendable {
    /// Every vertex, in device pixels.
    public internal(set) var vertices: [DrawVertex] = []
    /// Triangle indices into ``vertices``, three per triangle.
    public internal(set) var indices: [UInt32] = []
    /// What to draw, in order.
    public internal(set) var commands: [DrawCommand] = []
    /// The colour the frame is cleared to before anything is drawn.
    public var clearColor: RGBAColor
    /// The output's size in points, for a list drawn over a cleared output (a window's frame):
    /// the first items of a display list that each cover all of it with an opaque colour (a
    /// full-window `.background(color)`) are not drawn, their colour cleared to instead. Nothing
    /// then shows of what they covered, and a software GPU clears a window in a tenth of the
    /// time it fills one. Nil (an overlay drawn over a frame) draws every item. Appending
    /// such a display list changes ``clearColor``: set it before each frame.
    public var clearedOutputSize: CGSize?
    /// Device pixels per point: the framebuffer's size divided by the window's.
    public var pixelsPerPoint: Double
    /// The largest distance, in device pixels, a curve's polygon may stray from the curve.
    public var maximumCurveError: Double = 0.25
    /// Added to every vertex's x and y: 0.5 for a rasteriser that samples each pixel at its
    /// top-left corner instead of its centre (SDL's software renderer), so shapes land where
    /// they are meant to rather than half a pixel up and left.
    public var vertexSampleOffset: Double = 0
    /// Whether the backend's rasteriser rounds every vertex to a whole pixel (SDL's software
    /// renderer). The list then rounds vertices itself, ignores ``vertexSampleOffset``, and
    /// gives fill fringes and strokes their coverage through ``CoverageRamp`` (in
    /// ``DrawVertex/u`` and ``DrawVertex/v``), which the backend must draw triangles with.
    public var snapsVerticesToPixels = false
    /// Whether small fills of circles, ellipses, capsules and rounded rectangles with round
    /// corners are drawn as one quad each from ``shapeMasks`` (see ``ShapeMaskAtlas``) rather
    /// than as triangles: for a rasteriser to which every triangle costs (llvmpipe). Not with
    /// ``snapsVerticesToPixels``.
    public var drawsShapeMasks = false
    /// Whether fills and strokes coloured by a gradient are drawn as their plain triangles
    /// through the gradient's texture (``DrawCommand/gradient(firstIndex:indexCount:texture:)``)
    /// rather than cut where the colour bends, with the colours on their vertices: for a
    /// rasteriser that interpolates texture coordinates at every pixel. Not with
    /// ``snapsVerticesToPixels``, whose fringes use the texture coordinates.
    public var shadesWithTextures = false
    /// The masks drawn so far (see ``drawsShapeMasks``), for the backend to upload.
    public internal(set) var shapeMasks = ShapeMaskAtlas()
    /// Working space of the tessellators, kept so that shapes drawn every frame allocate nothing.
    var scratchPoints: [CGPoint] = []
    var scratchNormals: [(Double, Double)] = []
    /// A soft shadow's rings' distances from its outline (see ``softShadowRings``).
    var scratchRingDistances: [Double] = []
    /// Where each flattened subpath of an outline lies in its points.
    var scratchSubpaths: [OutlineSubpath] = []
    /// The outline of the display item being drawn, rebuilt in place for every item.
    var scratchOutline = Path()
    /// The ear clipper's ring of remaining vertices, as links to the previous and next one.
    var scratchPrevious: [Int] = []
    var scratchNext: [Int] = []
    /// The band filler's edges, active edges and crossings.
    var scratchBandEdges: [BandEdge] = []
    var scratchActiveEdges: [Int] = []
    var scratchCrossings: [(x: Double, edge: Int)] = []
    /// The inner ring of a large concave fill, in device pixels.
    var scratchRing: [CGPoint] = []
    /// The cross sections of a stroke for a rasteriser that rounds vertices: each one's point
    /// and its (stretched) normal.
    var scratchSections: [(x: Double, y: Double, nx: Double, ny: Double)] = []
    /// A dashed stroke's dashes, the points of a line given square caps, and a disc's polygon.
    var scratchDashPoints: [CGPoint] = []
    var scratchDashPieces: [DashPiece] = []
    var scratchCapPoints: [CGPoint] = []
    var scratchDisc: [CGPoint] = []
    /// Gradient drawings of recent frames (see ``ShadedCache``).
    var shadedCache = ShadedCache()
    /// Display items appended since the last ``removeAll(pixelsPerPoint:vertexSampleOffset:snapsVerticesToPixels:drawsShapeMasks:shadesWithTextures:placesBlurredLayers:)``
    /// that drew nothing because of their numbers, for the host to report.
    public internal(set) var skippedItems = SkippedItems()
    /// Display items appended since the last ``removeAll(pixelsPerPoint:vertexSampleOffset:snapsVerticesToPixels:drawsShapeMasks:shadesWithTextures:placesBlurredLayers:)``
    /// not drawn because opaque rectangles drawn after them hide them (see ``markOccludedItems(_:)``).
    public internal(set) var occludedItemCount = 0
    /// Which items of the display list being appended are hidden (see ``markOccludedItems(_:)``).
    var occludedItems: [Bool] = []
    /// Whether items hidden by opaque rectangles drawn later are left out; on by default, off
    /// only to compare with drawing everything.
    public var leavesOutOccluded = true
    /// The opaque rectangles found while marking them: those of the list, and those inside the
    /// outermost layer being looked through.
    var scratchCovers: [PixelRect] = []
    var scratchInnerCovers: [PixelRect] = []
    /// Outermost layers partly hidden, from the list's end: where each begins, and the part
    /// of it hidden (its ``LayerRun/hidden``).
    var partlyHiddenLayers: [(index: Int, hidden: PixelRect)] = []

    /// Counts of display items that drew nothing, by reason.
    public struct SkippedItems: Equatable, Sendable {
        /// A frame, transform or opacity that is NaN or infinite.
        public var notFinite = 0
        /// A frame with no width or no height.
        public var empty = 0
        public init() {}
    }

    /// The fill-rule filler's rings, their outward sides, its inner and outer rings, and the
    /// crossing filler's edges and cuts.
    var scratchRings: [Range<Int>] = []
    var scratchSigns: [Double?] = []
    var scratchInner: [CGPoint] = []
    var scratchOuter: [CGPoint] = []
    var scratchEdges: [(CGPoint, CGPoint)] = []
    var scratchCuts: [Double] = []
    /// The bounding box of each ring of a fill by its rule.
    var scratchRingBoxes: [RingBox] = []
    /// Outlines of continuous-corner rectangles flattened in their own space, newest replacing
    /// the oldest (see ``cachedOutline(of:in:transform:into:subpaths:)``).
    var outlineCache: [(key: OutlineCacheKey, points: [CGPoint], isClosed: Bool)] = []
    var outlineCacheNext = 0
    /// Whether fills of built-in shapes are kept and moved rather than tessellated again
    /// each frame (see ``tessellationCacheStatistics``); on by default.
    public var cachesTessellation = true
    /// The kept tessellations.
    var tessellationCache = TessellationCache()
    /// Whether the cores of convex fills are cut into rectangles for a snapping rasteriser
    /// (see ``appendCoreSpans(firstVertex:stride:count:color:)``); off only to compare with fans.
    var cutsCoresIntoSpans = true
    /// The triangles command ``commitTriangles(since:)`` last wrote: its index in ``commands``
    /// and its range of indices.
    var openRun: (command: Int, first: Int, end: Int) = (-1, 0, 0)
    /// Whether ``openRun`` has grown past what its command in ``commands`` says: a kept fill
    /// extends the run without writing the command (see ``extendRun(since:)``), and
    /// ``sealRun()`` writes it before anything else reads or changes the commands.
    var openRunIsPending = false
    /// Whether a frame drawn after ``removeAll(pixelsPerPoint:vertexSampleOffset:snapsVerticesToPixels:drawsShapeMasks:shadesWithTextures:placesBlurredLayers:)``
    /// writes over the frame before where it can (see ``append(_:textMeasurer:)``); off only
    /// to compare with drawing afresh.
    var writesInPlace = true
    /// Each item's place in this frame's lists, while it is one display list's.
    var traces: [ItemTrace] = []
    /// The counts when a traced display list ended: while they still hold, the lists are its.
    var tracedEnd: (vertices: Int, indices: Int, commands: Int)?
    /// The cache's generation when the traced display list began.
    var tracedGeneration = 0
    /// The frame before, set aside to write over.
    var setAside = SetAsideFrame()
    /// The slot, first vertex and move of the kept fill drawn last.
    var lastReplay = (slot: -1, vertexStart: -1, dx: 0.0, dy: 0.0)
    /// The last fill or stroke drawn through a gradient's texture: its first vertex, whether
    /// it was cut at the texture's edges, and, when it was a kept fill, the map its texture
    /// coordinates came from.
    var lastTexturedFill = (vertexStart: -1, cut: false, map: CacheTextureMap?.none)
    /// The layers begun and not yet ended while a display list is appended, innermost last.
    var openLayers: [OpenLayer] = []
    /// Layers past ``maximumLayerDepth`` that were drawn without a layer, still open.
    var ignoredLayers = 0
    /// Whether a blurred layer is drawn in a space of its own, upright and packed with the
    /// others in rows across the output, and placed where it shows by its
    /// ``LayerRun/projection`` (see ``placedLayer(at:in:measurer:)``): for a backend that keeps a
    /// layer's blurred picture while its content stays the same (a GPU's). Off by default:
    /// a layer is then drawn where it shows.
    public var placesBlurredLayers = false
    /// Where the next placed layer's cell begins, and the height of the row so far.
    var placementCursor = (x: DrawList.placementGap, y: DrawList.placementGap, rowHeight: 0)
    /// The placed layer whose items are being appended.
    var layerPlacement: LayerPlacement?

    public init(pixelsPerPoint: Double = 1, clearColor: RGBAColor = .black) {
        self.pixelsPerPoint = DrawList.validScale(pixelsPerPoint)
        self.clearColor = clearColor
    }

    /// Empties the list but keeps its storage, for the next frame.
    public mutating func removeAll(pixelsPerPoint: Double? = nil, vertexSampleOffset: Double? = nil, snapsVerticesToPixels: Bool? = nil,
                                   drawsShapeMasks: Bool? = nil, shadesWithTextures: Bool? = nil, placesBlurredLayers: Bool? = nil) {
        if let snapsVerticesToPixels { self.snapsVerticesToPixels = snapsVerticesToPixels }
        if let placesBlurredLayers { self.placesBlurredLayers = placesBlurredLayers }
        placementCursor = (DrawList.placementGap, DrawList.placementGap, 0)
        layerPlacement = nil
        if let shadesWithTextures { self.shadesWithTextures = shadesWithTextures }
        if let drawsShapeMasks { self.drawsShapeMasks = drawsShapeMasks }
        shapeMasks.startFrame()
        if let vertexSampleOffset { self.vertexSampleOffset = vertexSampleOffset.isFinite ? vertexSampleOffset : 0 }
        setFrameAside()
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        commands.removeAll(keepingCapacity: true)
        forgetRun()
        openLayers.removeAll(keepingCapacity: true)
        ignoredLayers = 0
        skippedItems = SkippedItems()
        occludedItemCount = 0
        if let pixelsPerPoint { self.pixelsPerPoint = DrawList.validScale(pixelsPerPoint) }
    }

    /// The number of triangles in the list.
    public var triangleCount: Int { indices.count / 3 }

    static func validScale(_ scale: Double) -> Double { scale.isFinite && scale > 0 ? scale : 1 }

    /// Appends a line of text at `origin` (its top-left corner, in points) of `size` points.
    public mutating func addText(_ string: String, at origin: CGPoint, size: Double, color: RGBAColor) {
        guard !string.isEmpty, size.isFinite, size > 0, origin.x.isFinite, origin.y.isFinite else { return }
        sealRun()
        commands.append(.text(TextRun(
            string: string,
            originX: Double(origin.x) * pixelsPerPoint,
            originY: Double(origin.y) * pixelsPerPoint,
            pixelSize: size * pixelsPerPoint,
            color: color)))
    }

    // MARK: Building blocks for the tessellators

    /// Appends a vertex and returns its index.
    mutating func appendVertex(x: Double, y: Double, color: RGBA8) -> UInt32 {
        if snapsVerticesToPixels {
            vertices.append(DrawVertex(x: Float(x.rounded()), y: Float(y.rounded()), color: color))
        } else {
            vertices.append(DrawVertex(x: Float(x + vertexSampleOffset), y: Float(y + vertexSampleOffset), color: color))
        }
        return UInt32(vertices.count - 1)
    }

    /// Appends a command that is not a triangle run (text, an image, a clip).
    mutating func appendCommand(_ command: DrawCommand) {
        sealRun()
        commands.append(command)
    }

    /// Appends one triangle's indices only: a tessellator adds a shape's triangles this way and
    /// then covers them with one ``commitTriangles(since:)`` (updating the command for every
    /// triangle was a third of the time of a fill).
    @inline(__always)
    mutating func appendTriangleIndices(_ a: UInt32, _ b: UInt32, _ c: UInt32) {
        indices.append(a)
        indices.append(b)
        indices.append(c)
    }

    /// Covers the indices appended since `start` with a triangles command, growing the last
    /// command when it is a run of triangles that ends at `start`.
    mutating func commitTriangles(since start: Int) {
        let count = indices.count - start
        guard count > 0 else { return }
        sealRun()
        // The run this list last appended to, when it is still the last command: extended
        // without reading the command back (a copy of the whole enum, for every shape).
        if openRun.command >= 0, openRun.command == commands.count - 1, openRun.end == start {
            openRun.end += count
            commands[openRun.command] = .triangles(firstIndex: openRun.first, indexCount: openRun.end - openRun.first)
        } else if let last = commands.indices.last, case .triangles(let first, let existing) = commands[last], first + existing == start {
            commands[last] = .triangles(firstIndex: first, indexCount: existing + count)
            openRun = (last, first, start + count)
        } else {
            commands.append(.triangles(firstIndex: start, indexCount: count))
            openRun = (commands.count - 1, start, start + count)
        }
    }

    /// Covers the indices appended since `start` like ``commitTriangles(since:)``, but when they
    /// continue the open run, only notes it: the command is written by ``sealRun()``. Writing
    /// the command (an enum of many cases, copied twice on the way) cost a kept circle a
    /// twelfth of its time. Only for callers that seal before the list is read.
    @inline(__always)
    mutating func extendRun(since start: Int) {
        let count = indices.count - start
        if count > 0, openRun.command >= 0, openRun.command == commands.count - 1, openRun.end == start {
            openRun.end += count
            openRunIsPending = true
        } else {
            commitTriangles(since: start)
        }
    }

    /// Writes the open run's command when it has grown unwritten.
    mutating func sealRun() {
        guard openRunIsPending else { return }
        openRunIsPending = false
        commands[openRun.command] = .triangles(firstIndex: openRun.first, indexCount: openRun.end - openRun.first)
    }

    /// Forgets the open run, whose command is gone.
    mutating func forgetRun() {
        openRun = (-1, 0, 0)
        openRunIsPending = false
    }

    /// Reserves room for `vertexCount` more vertices and `indexCount` more indices.
    ///
    /// Grows by at least doubling: `reserveCapacity` alone grows to exactly what is asked, so
    /// reserving shape by shape copied the whole list for every shape of the first frame.
    mutating func reserve(vertexCount: Int, indexCount: Int) {
        if vertices.count + vertexCount > vertices.capacity {
            vertices.reserveCapacity(max(vertices.count + vertexCount, 2 * vertices.capacity))
        }
        if indices.count + indexCount > indices.capacity {
            indices.reserveCapacity(max(indices.count + indexCount, 2 * indices.capacity))
        }
    }
}
