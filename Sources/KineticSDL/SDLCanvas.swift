import CSDL2
import CSDL2Image
import Drawing
import Foundation
import KineticCore

/// An SDL renderer that draws DrawLists: clears, submits triangles through
/// `SDL_RenderGeometryRaw`, draws text and images, clips with `SDL_RenderSetClipRect`, and
/// reads its pixels back for screenshots.
///
/// The window host and the headless host each own one. Every SDL pointer stays on the main
/// actor and is released by ``shutdown()``.
@MainActor
final class SDLCanvas {
    let renderer: OpaquePointer
    /// 0.5 for SDL's software renderer, which truncates vertex coordinates to whole pixels and
    /// samples pixel centres (so the offset rounds); 0 for the accelerated ones.
    let vertexSampleOffset: Double
    /// True for SDL's software renderer, which cannot place a vertex between whole pixels:
    /// draw lists for it carry edge coverage in a texture coordinate (see ``CoverageRamp``).
    /// False if the ramp's texture could not be made.
    let snapsVerticesToPixels: Bool
    /// The ``CoverageRamp`` texture every triangle is drawn with when vertices snap to pixels.
    private var coverageRamp: OpaquePointer?
    /// True for the accelerated renderers, to which every triangle costs: draw lists for them
    /// draw small round fills as quads from a ``ShapeMaskAtlas`` (``DrawList/drawsShapeMasks``).
    /// False if the atlas's texture could not be made, then or when the atlas grew.
    private(set) var drawsShapeMasks: Bool
    /// The texture the draw lists' ``ShapeMaskAtlas`` is uploaded to, made when first needed;
    /// which atlas it holds, and how many of its masks.
    private var maskTexture: OpaquePointer?
    private var maskTextureSide = 0
    private var maskIdentity = -1
    private var uploadedMasks = 0
    /// The gradients' textures, for draw lists that shade with them
    /// (``DrawList/shadesWithTextures``): on the accelerated renderers, until one cannot be made,
    /// unless `KINETIC_GRADIENTS=cut` asks for the software renderer's way.
    private var gradients: SDLGradientTextures
    private let cutsGradients: Bool
    /// Whether large runs of opaque triangles are drawn without blending, which they do not
    /// need (a colour of alpha 1 blended over anything is itself): on the accelerated renderers,
    /// where llvmpipe then writes a pixel in half the time, unless `KINETIC_OPAQUE=blend` asks
    /// for every triangle to be blended.
    private let replacesOpaque: Bool
    /// The draws of opaque runs (``opaqueRuns(first:count:indices:into:alpha:position:)``), kept between frames.
    private var runs: [(range: Range<Int>, opaque: Bool)] = []
    /// Of the layers drawn ahead this frame, those kept from the frame before and the others'
    /// signatures, by where they begin (kept between frames for their storage).
    private var keptBegins: Set<Int> = []
    private var aheadSignatures: [Int: Int] = [:]
    var shadesWithTextures: Bool { !snapsVerticesToPixels && !cutsGradients && !gradients.failed }
    /// Whether draw lists for this canvas draw blurred layers in spaces of their own
    /// (``DrawList/placesBlurredLayers``): on the accelerated renderers, whose layers stay on
    /// the GPU (where it takes the blend modes) and keep their blurred pictures while their
    /// content is the same; not when `KINETIC_LAYERS=cpu` sends layers the CPU's way.
    let placesBlurredLayers: Bool
    private var text: SDLTextRenderer?
    private var images: SDLImageCache?
    /// Offscreen layers: their targets, what is open, and the pixel work between them.
    private var layers: SDLLayerCompositor
    /// The SDL draw calls (geometry, text, images) the last ``submit(_:clearing:)`` made.
    private(set) var drawCalls = 0
    /// Draws `texture` (a layer's target, of `textureSize`, in the output's pixels) through
    /// `run`'s mask triangles: each vertex takes the texel under it, faded by its coverage and
    /// `tint` (premultiplied, as the texture is). The mask's shape clips the layer as it is
    /// composited, with no mask target and no pass to apply one.
    private func drawThroughMask(_ list: DrawList, _ run: LayerRun, texture: OpaquePointer, textureSize: (width: Int32, height: Int32), tint: UInt8) {
        let end = min(list.indices.count, run.maskFirstIndex + run.maskIndexCount)
        guard run.maskFirstIndex < end else { return }
        var compact: [UInt32: Int32] = [:]
        maskPositions.removeAll(keepingCapacity: true)
        maskTexels.removeAll(keepingCapacity: true)
        maskColors.removeAll(keepingCapacity: true)
        maskIndices.removeAll(keepingCapacity: true)
        let width = Float(max(textureSize.width, 1)), height = Float(max(textureSize.height, 1))
        let alphaOf = { (vertex: DrawVertex) in Float((Int(vertex.color.a) * Int(tint) + 127) / 255) }
        let indices = list.indices[run.maskFirstIndex..<end]
        let onTexture = { (vertex: DrawVertex) in vertex.x >= 0 && vertex.x <= width && vertex.y >= 0 && vertex.y <= height }
        var corner = indices.startIndex
        while corner + 2 < indices.endIndex {
            let triangle = corner..<(corner + 3)
            corner += 3
            if triangle.allSatisfy({ onTexture(list.vertices[Int(indices[$0])]) }) {
                for position in triangle {
                    let index = indices[position]
                    if let known = compact[index] {
                        maskIndices.append(known)
                        continue
                    }
                    let next = Int32(maskColors.count)
                    compact[index] = next
                    maskIndices.append(next)
                    let vertex = list.vertices[Int(index)]
                    appendMaskVertex(x: vertex.x, y: vertex.y, alpha: alphaOf(vertex), width: width, height: height)
                }
                continue
            }
            // Part of it past the texture (the mask runs off the output): SDL refuses a whole
            // call with a texture coordinate outside 0…1, so the triangle is cut to the texture.
            var polygon = triangle.map { position in
                let vertex = list.vertices[Int(indices[position])]
                return (x: vertex.x, y: vertex.y, a: alphaOf(vertex))
            }
            for (axis, limit, keepBelow) in [(0, Float(0), false), (0, width, true), (1, Float(0), false), (1, height, true)] {
                polygon = Self.cut(polygon, axis: axis, at: limit, keepBelow: keepBelow)
            }
            guard polygon.count >= 3 else { continue }
            let first = Int32(maskColors.count)
            for point in polygon { appendMaskVertex(x: point.x, y: point.y, alpha: point.a, width: width, height: height) }
            for i in 1..<(Int32(polygon.count) - 1) { maskIndices += [first, first + i, first + i + 1] }
        }
        renderTexturedGeometry(renderer, texture, positions: maskPositions, texels: maskTexels, colors: maskColors, indices: maskIndices)
    }

    private func appendMaskVertex(x: Float, y: Float, alpha: Float, width: Float, height: Float) {
        maskPositions += [x, y]
        maskTexels += [min(max(x / width, 0), 1), min(max(y / height, 0), 1)]
        let a = UInt8(min(max(alpha.rounded(), 0), 255))
        maskColors.append(SDL_Color(r: a, g: a, b: a, a: a))
    }

    /// The part of a convex `polygon` on one side of the line where coordinate `axis` (0: x,
    /// 1: y) is `limit`: below it with `keepBelow`, else above; alpha interpolated along cut edges.
    nonisolated static func cut(_ polygon: [(x: Float, y: Float, a: Float)], axis: Int, at limit: Float, keepBelow: Bool)
        -> [(x: Float, y: Float, a: Float)] {
        func value(_ p: (x: Float, y: Float, a: Float)) -> Float { axis == 0 ? p.x : p.y }
        func inside(_ p: (x: Float, y: Float, a: Float)) -> Bool { keepBelow ? value(p) <= limit : value(p) >= limit }
        var result: [(x: Float, y: Float, a: Float)] = []
        for (i, current) in polygon.enumerated() {
            let next = polygon[(i + 1) % polygon.count]
            if inside(current) { result.append(current) }
            if inside(current) != inside(next) {
                let t = (limit - value(current)) / (value(next) - value(current))
                result.append((current.x + (next.x - current.x) * t, current.y + (next.y - current.y) * t, current.a + (next.a - current.a) * t))
            }
        }
        return result
    }
    private var maskPositions: [Float] = [], maskTexels: [Float] = [], maskColors: [SDL_Color] = [], maskIndices: [Int32] = []

    /// Layers composited since the canvas was made, and how many of them on the GPU.
    var layerStatistics: LayerStatistics { layers.statistics }

    /// - Parameters:
    ///   - fonts: The fonts for text, or nil to draw no text.
    ///   - imageFolder: The folder of named images, or nil for the assets' `images/`.
    init(renderer: OpaquePointer, fonts: SDLFontLibrary?, imageFolder: String? = nil) throws(SDLError) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        let isSoftware = SDL_GetRendererInfo(renderer, &info) == 0 && info.name.map { String(cString: $0) } == "software"
        vertexSampleOffset = isSoftware ? 0.5 : 0
        // Without the ramp, fringes fall back to vertex colours: faceted, but drawn.
        coverageRamp = isSoftware ? SDLCanvas.makeCoverageRamp(renderer) : nil
        snapsVerticesToPixels = coverageRamp != nil
        placesBlurredLayers = !snapsVerticesToPixels && SDLLayerCompositor.setting != "cpu"
        maskTexture = isSoftware ? nil : SDLCanvas.makeMaskTexture(renderer, side: ShapeMaskAtlas.firstSide)
        maskTextureSide = maskTexture == nil ? 0 : ShapeMaskAtlas.firstSide
        drawsShapeMasks = maskTexture != nil
        // Untextured geometry uses the draw blend mode; without BLEND the fringes are opaque.
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        layers = SDLLayerCompositor(renderer: renderer)
        gradients = SDLGradientTextures(renderer: renderer)
        let gradientSetting = ProcessInfo.processInfo.environment["KINETIC_GRADIENTS"]
        cutsGradients = gradientSetting == "cut"
        if let gradientSetting, gradientSetting != "cut", gradientSetting != "texture" {
            Diagnostics.note("KINETIC_GRADIENTS=\(gradientSetting) is not cut or texture; gradients are drawn through textures where the renderer can")
        }
        let opaqueSetting = ProcessInfo.processInfo.environment["KINETIC_OPAQUE"]
        replacesOpaque = !isSoftware && opaqueSetting != "blend"
        if let opaqueSetting, opaqueSetting != "blend", opaqueSetting != "replace" {
            Diagnostics.note("KINETIC_OPAQUE=\(opaqueSetting) is not blend or replace; opaque triangles replace what is below where the renderer can")
        }
        if let fonts { text = try SDLTextRenderer(renderer: renderer, fonts: fonts) }
        images = SDLImageCache(renderer: renderer, folder: imageFolder)
    }

    /// The ``CoverageRamp`` as a static texture, blended, sampled at the nearest texel; nil if
    /// it could not be made.
    private static func makeCoverageRamp(_ renderer: OpaquePointer) -> OpaquePointer? {
        let width = Int32(CoverageRamp.width)
        guard let texture = SDL_CreateTexture(renderer, kinetic_SDL_PIXELFORMAT_RGBA32(), Int32(SDL_TEXTUREACCESS_STATIC.rawValue), width, width) else {
            return nil
        }
        let texels = CoverageRamp.texels()
        let uploaded = texels.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, 4 * width) == 0 }
        guard uploaded else {
            SDL_DestroyTexture(texture)
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
        return texture
    }

    /// An empty texture for a ``ShapeMaskAtlas`` of `side` texels, blended, sampled bilinearly;
    /// nil if it could not be made.
    private static func makeMaskTexture(_ renderer: OpaquePointer, side: Int) -> OpaquePointer? {
        let side = Int32(side)
        guard let texture = SDL_CreateTexture(renderer, kinetic_SDL_PIXELFORMAT_RGBA32(), Int32(SDL_TEXTUREACCESS_STATIC.rawValue), side, side) else {
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return texture
    }

    /// Brings the mask texture up to `atlas`: when it is another atlas (or was emptied), every
    /// row down to its lowest mask; else the masks added since the last upload, as one
    /// rectangle with a texel more on every side, so that the gap around them is clear of
    /// whatever an atlas before left there. Returns the texture, nil when there is none.
    private func upload(_ atlas: ShapeMaskAtlas) -> OpaquePointer? {
        guard !atlas.slots.isEmpty else { return maskTexture }
        let side = atlas.side
        if maskTextureSide != side {
            if let maskTexture { SDL_DestroyTexture(maskTexture) }
            maskTexture = SDLCanvas.makeMaskTexture(renderer, side: side)
            maskTextureSide = maskTexture == nil ? 0 : side
            maskIdentity = -1
            if maskTexture == nil, drawsShapeMasks {
                // This frame's masks are not drawn; the next frames draw triangles instead.
                drawsShapeMasks = false
                Diagnostics.note("no \(side)×\(side) texture for shape masks (\(String(cString: SDL_GetError()))); small round fills are drawn as triangles from the next frame")
            }
        }
        guard let maskTexture else { return nil }
        // A list the texture is not up to: another atlas, or (defensively) one with fewer masks.
        if atlas.slots.count < uploadedMasks { maskIdentity = -1 }
        let added = atlas.identity == maskIdentity ? atlas.slots[uploadedMasks...] : atlas.slots[...]
        if !added.isEmpty {
            var left = added.map(\.x).min()! - 1, top = added.map(\.y).min()! - 1
            var right = added.map { $0.x + $0.width }.max()! + 1, bottom = added.map { $0.y + $0.height }.max()! + 1
            if atlas.identity != maskIdentity { (left, top, right) = (0, 0, side) }
            left = max(left, 0); top = max(top, 0); right = min(right, side); bottom = min(bottom, side)
            var rect = SDL_Rect(x: Int32(left), y: Int32(top), w: Int32(right - left), h: Int32(bottom - top))
            atlas.texels.withUnsafeBytes { texels in
                _ = SDL_UpdateTexture(maskTexture, &rect, texels.baseAddress! + 4 * (top * side + left), Int32(4 * side))
            }
        }
        maskIdentity = atlas.identity
        uploadedMasks = atlas.slots.count
        return maskTexture
    }

    /// The renderer's output size in device pixels.
    var outputSize: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (width, height)
    }

    /// Clears to the list's colour (unless `clearing` is false: an overlay) and draws its
    /// commands in order. An overlay's layers are drawn where they come, none ahead, so the
    /// targets still hold the frame's layers for the next frame.
    func submit(_ list: DrawList, clearing: Bool = true) {
        // A clip left over from the last frame would also limit the clear.
        SDL_RenderSetClipRect(renderer, nil)
        drawCalls = 0
        // The output's size, asked before any layer's target (SDL answers with the target's).
        let output = outputSize
        let clearOutput = {
            guard clearing else { return }
            let clear = list.clearColor.bytes
            SDL_SetRenderDrawColor(self.renderer, clear.r, clear.g, clear.b, clear.a)
            SDL_RenderClear(self.renderer)
            SDL_SetRenderDrawBlendMode(self.renderer, SDL_BLENDMODE_BLEND)
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        let stride = Int32(MemoryLayout<DrawVertex>.stride)
        let colorOffset = MemoryLayout<DrawVertex>.offset(of: \DrawVertex.color)!
        let uvOffset = MemoryLayout<DrawVertex>.offset(of: \DrawVertex.u)!
        // The v after each u: SDL reads texture coordinates as pairs.
        assert(MemoryLayout<DrawVertex>.offset(of: \DrawVertex.v)! == uvOffset + MemoryLayout<Float>.size)
        let ramp = list.snapsVerticesToPixels ? coverageRamp : nil
        let masks = upload(list.shapeMasks)
        gradients.startFrame()
        list.vertices.withUnsafeBytes { vertexBytes in
            list.indices.withUnsafeBytes { indexBytes in
                guard let vertexBase = vertexBytes.baseAddress, let indexBase = indexBytes.baseAddress else {
                    // No triangles: text and images only (layers need triangles for nothing but
                    // masks, and are drawn without their effects here).
                    clearOutput()
                    for command in list.commands { perform(command) }
                    return
                }
                let xy = vertexBase.assumingMemoryBound(to: Float.self)
                let colors = (vertexBase + colorOffset).assumingMemoryBound(to: SDL_Color.self)
                let textureCoordinates = (vertexBase + uvOffset).assumingMemoryBound(to: Float.self)
                let uv = ramp == nil ? nil : textureCoordinates
                let drawBlended = { (first: Int, count: Int) in
                    self.drawCalls += 1
                    _ = SDL_RenderGeometryRaw(
                        self.renderer, ramp, xy, stride, colors, stride, uv, uv == nil ? 0 : stride,
                        Int32(list.vertices.count), indexBase + first * 4, Int32(count), 4)
                }
                let indices32 = indexBase.assumingMemoryBound(to: UInt32.self)
                let vertexCount = list.vertices.count
                let drawTriangles = { (first: Int, count: Int) in
                    guard self.replacesOpaque, ramp == nil else { return drawBlended(first, count) }
                    // Large opaque runs replace what is below; the rest is blended, in order.
                    SDLCanvas.opaqueRuns(first: first, count: count, indices: indices32, into: &self.runs,
                                         alpha: { $0 < vertexCount ? colors[$0 * Int(stride) / MemoryLayout<SDL_Color>.stride].a : 0 },
                                         position: { (xy[$0 * Int(stride) / 4], xy[$0 * Int(stride) / 4 + 1]) })
                    for run in self.runs {
                        if run.opaque { SDL_SetRenderDrawBlendMode(self.renderer, SDL_BLENDMODE_NONE) }
                        drawBlended(run.range.lowerBound, run.range.count)
                        if run.opaque { SDL_SetRenderDrawBlendMode(self.renderer, SDL_BLENDMODE_BLEND) }
                    }
                }
                let drawGradient = { (first: Int, count: Int, gradient: GradientTexture) in
                    // Without its texture (a note says why), the triangles are drawn white.
                    let texture = self.gradients.texture(for: gradient)
                    self.drawCalls += 1
                    _ = SDL_RenderGeometryRaw(
                        self.renderer, texture, xy, stride, colors, stride, texture == nil ? nil : textureCoordinates, texture == nil ? 0 : stride,
                        Int32(list.vertices.count), indexBase + first * 4, Int32(count), 4)
                }
                let drawMasks = { (first: Int, count: Int) in
                    guard let masks else { return }
                    self.drawCalls += 1
                    _ = SDL_RenderGeometryRaw(
                        self.renderer, masks, xy, stride, colors, stride, textureCoordinates, stride,
                        Int32(list.vertices.count), indexBase + first * 4, Int32(count), 4)
                }
                let commands = list.commands
                let spans = SDLCanvas.layerSpans(commands)
                let drawMask = { (run: LayerRun) in
                    if run.hasMask { drawTriangles(run.maskFirstIndex, run.maskIndexCount) }
                }
                let drawThroughMask = { (run: LayerRun, texture: OpaquePointer, size: (width: Int32, height: Int32), tint: UInt8) in
                    self.drawCalls += 1
                    self.drawThroughMask(list, run, texture: texture, textureSize: size, tint: tint)
                }
                // The outermost layers drawn ahead of the frame (below), by where they begin, and
                // those of them kept from the frame before.
                var ahead: [Int: (slot: Int, split: (interior: PixelRect, ring: [PixelRect])?)] = [:]
                keptBegins.removeAll(keepingCapacity: true)
                aheadSignatures.removeAll(keepingCapacity: true)
                // Draws the commands in `range`; a layer split around its middle draws its
                // content more than once, each time limited to a part.
                @MainActor func drawLimited(_ range: Range<Int>, to limit: PixelRect) {
                    layers.pushLimit(limit)
                    draw(range)
                    layers.popLimit()
                }
                @MainActor func draw(_ range: Range<Int>) {
                    // Above 0 inside a layer that shows nothing: its commands are skipped.
                    var hiddenDepth = 0
                    var index = range.lowerBound
                    while index < range.upperBound {
                        let command = commands[index]
                        index += 1
                        if hiddenDepth > 0 {
                            if case .beginLayer = command { hiddenDepth += 1 }
                            if case .endLayer = command { hiddenDepth -= 1 }
                            continue
                        }
                        switch command {
                        case .triangles(let first, let count):
                            drawTriangles(first, count)
                        case .masks(let first, let count):
                            drawMasks(first, count)
                        case .gradient(let first, let count, let texture):
                            drawGradient(first, count, texture)
                        case .beginLayer(let run):
                            if let entry = ahead[index - 1], let span = spans[index - 1] {
                                // Drawn ahead: the middle of a split one straight in, the rest composited.
                                if let split = entry.split { drawLimited(index..<span.end, to: split.interior) }
                                // Only its parts that show: a split one's ring, or what later content
                                // leaves of a masked one.
                                let pieces = entry.split?.ring ?? SDLCanvas.visiblePieces(of: run, output: output)
                                if pieces?.isEmpty != true {
                                    layers.compositeAhead(run, slot: entry.slot, pieces: pieces, output: output,
                                                          drawThroughMask: drawThroughMask)
                                } else {
                                    layers.countDrawnStraight()
                                }
                                index = span.end + 1
                                continue
                            }
                            if let span = spans[index - 1], span.splits, span.end < range.upperBound,
                               let split = layers.split(run, output: output) {
                                // The middle straight into the parent, the rest through the layer.
                                let content = index..<span.end
                                drawLimited(content, to: split.interior)
                                if split.ring.isEmpty {
                                    layers.countDrawnStraight()
                                } else if layers.begin(run, output: output, pieces: split.ring, drawMask: drawMask) {
                                    for piece in split.ring { drawLimited(content, to: piece) }
                                    layers.end(drawMask: drawMask, drawThroughMask: drawThroughMask)
                                }
                                index = span.end + 1
                                continue
                            }
                            let began = layers.begin(run, output: output, drawMask: drawMask)
                            if !began { hiddenDepth = 1 }
                        case .layerMask:
                            layers.beginMask()
                        case .backdrop(let run):
                            drawCalls += 1
                            layers.drawBackdrop(run, output: output)
                        case .endLayer:
                            layers.end(drawMask: drawMask, drawThroughMask: drawThroughMask)
                        case .text, .image, .clip, .unclip:
                            perform(command)
                        }
                    }
                }
                // Outermost layers are drawn first, each into one of a few targets shared by
                // layers that do not overlap, and composited where they come in the frame: a
                // software GPU rasterises all that was drawn each time the target changes, and
                // this way the frame's drawing is not cut up by its layers.
                var slots: [[PixelRect]] = []
                let outputRect = PixelRect(x: 0, y: 0, width: Int(output.width), height: Int(output.height))
                // (Not an overlay's: drawn over a frame, it would take the frame's targets, and
                // what they keep for the next frame.)
                var scan = clearing ? 0 : commands.count
                while scan < commands.count {
                    guard case .beginLayer(let run) = commands[scan] else {
                        scan += 1
                        continue
                    }
                    // A layer that never ends holds the rest: nothing after it is outermost.
                    guard let span = spans[scan] else { break }
                    let bounds = run.bounds.intersection(outputRect)
                    if !span.readsBelow, !bounds.isEmpty, layers.drawsAhead(run, output: output) {
                        // A pixel apart at least: a blur reads one past its layer's edge.
                        let apart = PixelRect(x: bounds.x - 1, y: bounds.y - 1, width: bounds.width + 2, height: bounds.height + 2)
                        let free = slots.firstIndex { $0.allSatisfy { $0.intersection(apart).isEmpty } }
                        if let slot = free ?? (slots.count < SDLLayerCompositor.aheadSlots ? slots.count : nil) {
                            if slot == slots.count { slots.append([]) }
                            slots[slot].append(bounds)
                            ahead[scan] = (slot, span.splits ? layers.split(run, output: output) : nil)
                        }
                    }
                    scan = span.end + 1
                }
                // Layers of the slot being drawn whose content masks are drawn together at its
                // end: where each mask's commands begin and end.
                var maskedAhead: [Range<Int>] = []
                @MainActor func drawMasksAhead() {
                    for (index, bounds) in layers.beginSetAsideMasks().enumerated() {
                        layers.clearSetAsideMask(index)
                        drawLimited(maskedAhead[index], to: bounds)
                    }
                    layers.finishSetAsideMasks()
                    maskedAhead.removeAll()
                }
                // Layers still in their slots from the frame before, drawn the same, are only
                // composited; the others keep what they draw for the next frame.
                for (begin, entry) in ahead where entry.split == nil {
                    guard case .beginLayer(let run) = commands[begin], SDLLayerCompositor.canKeep(run), let span = spans[begin], !span.masked
                    else { continue }
                    let signature = list.vertices.withUnsafeBufferPointer { vertices in
                        list.indices.withUnsafeBufferPointer { indices in
                            SDLCanvas.signature(of: commands[(begin + 1)..<span.end], vertices: vertices, indices: indices,
                                                bounds: run.bounds.intersection(outputRect), atlas: list.shapeMasks.lineage)
                        }
                    }.map { content in
                        // A blurred picture is kept with its blur.
                        var hasher = Hasher()
                        hasher.combine(content)
                        hasher.combine(run.blurSigma)
                        return hasher.finalize()
                    }
                    if layers.keepsAhead(run, slot: entry.slot, signature: signature, output: output) {
                        keptBegins.insert(begin)
                    } else {
                        aheadSignatures[begin] = signature
                    }
                }
                var slotDrawn: Int?
                for begin in ahead.keys.sorted(by: { (ahead[$0]!.slot, $0) < (ahead[$1]!.slot, $1) }) {
                    guard !keptBegins.contains(begin), let entry = ahead[begin], case .beginLayer(let run) = commands[begin],
                          let span = spans[begin] else { continue }
                    if entry.slot != slotDrawn {
                        drawMasksAhead()
                        slotDrawn = entry.slot
                    }
                    let pieces = entry.split?.ring ?? [run.bounds.intersection(outputRect)]
                    if pieces.isEmpty { continue }
                    guard layers.begin(run, output: output, pieces: entry.split?.ring, ahead: entry.slot, keeping: aheadSignatures[begin],
                                       drawMask: drawMask) else {
                        ahead[begin] = nil
                        continue
                    }
                    if span.masked, entry.split == nil, layers.canSetAsideForMask,
                       let maskAt = SDLCanvas.ownMaskIndex(commands, begin: begin, end: span.end) {
                        // Its content now, its mask with the others of the slot.
                        drawLimited((begin + 1)..<maskAt, to: pieces[0])
                        layers.setAsideForMask()
                        maskedAhead.append((maskAt + 1)..<span.end)
                        continue
                    }
                    // Each piece kept to itself: the target is shared.
                    for piece in pieces { drawLimited((begin + 1)..<span.end, to: piece) }
                    layers.end(drawMask: drawMask, drawThroughMask: drawThroughMask)
                }
                drawMasksAhead()
                if !ahead.isEmpty { layers.finishAhead() }
                clearOutput()
                draw(0..<commands.count)
                layers.endAll()
            }
        }
        layers.setClip(nil)
        text?.endFrame()
    }

    /// The parts of a masked layer to composite when later content hides part of it
    /// (``LayerRun/hidden``): its bounds within the output but the hidden rectangle, as up to
    /// four rectangles (the rows above and below it, the columns beside it). Nil (all of it)
    /// for a layer with no mask, or a blur or projection (composited in one copy), or nothing
    /// hidden.
    nonisolated static func visiblePieces(of run: LayerRun, output: (width: Int32, height: Int32)) -> [PixelRect]? {
        // (A blurred one is composited in one copy, scaled up a little past its bounds.)
        guard run.hasMask, run.projection == nil, run.blurSigma == 0, let hidden = run.hidden else { return nil }
        let bounds = run.bounds.intersection(PixelRect(x: 0, y: 0, width: Int(output.width), height: Int(output.height)))
        let cut = hidden.intersection(bounds)
        guard !bounds.isEmpty, !cut.isEmpty else { return nil }
        return [
            PixelRect(x: bounds.x, y: bounds.y, width: bounds.width, height: cut.y - bounds.y),
            PixelRect(x: bounds.x, y: cut.y + cut.height, width: bounds.width, height: bounds.y + bounds.height - cut.y - cut.height),
            PixelRect(x: bounds.x, y: cut.y, width: cut.x - bounds.x, height: cut.height),
            PixelRect(x: cut.x + cut.width, y: cut.y, width: bounds.x + bounds.width - cut.x - cut.width, height: cut.height),
        ].filter { !$0.isEmpty }
    }

    /// What the commands of a layer's content draw, summed up in a number: their kinds, texts,
    /// images, clips and gradients, and for their triangles the vertices they use (position,
    /// colour, texture coordinates) and how, counted from the first: the same content drawn
    /// again, wherever it lies in the frame's lists, sums up the same. With `bounds`, where
    /// the layer lies, and for shapes from the shape-mask atlas its `atlas` lineage (emptied and
    /// filled again, or another atlas, it may hold another shape where one was). Nil when the
    /// content holds what is not drawn the same from its commands alone: a layer inside, a
    /// mask, a material.
    nonisolated static func signature(of commands: ArraySlice<DrawCommand>, vertices: UnsafeBufferPointer<DrawVertex>,
                                      indices: UnsafeBufferPointer<UInt32>, bounds: PixelRect, atlas: Int = 0) -> Int? {
        var hasher = Hasher()
        hasher.combine(bounds)
        func combineTriangles(_ first: Int, _ count: Int) -> Bool {
            guard first >= 0, count >= 0, first + count <= indices.count else { return false }
            hasher.combine(count)
            guard count > 0 else { return true }
            var low = UInt32.max, high = UInt32.min
            for index in indices[first..<(first + count)] {
                low = min(low, index)
                high = max(high, index)
            }
            guard Int(high) < vertices.count else { return false }
            for index in indices[first..<(first + count)] { hasher.combine(index &- low) }
            // The vertices from the lowest used to the highest, as they lie.
            hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(vertices)[
                (Int(low) * MemoryLayout<DrawVertex>.stride)..<((Int(high) + 1) * MemoryLayout<DrawVertex>.stride)]))
            return true
        }
        for command in commands {
            switch command {
            case .triangles(let first, let count):
                hasher.combine(0)
                guard combineTriangles(first, count) else { return nil }
            case .gradient(let first, let count, let texture):
                hasher.combine(1)
                hasher.combine(texture)
                guard combineTriangles(first, count) else { return nil }
            case .text(let run):
                hasher.combine(2)
                hasher.combine(run)
            case .image(let run):
                hasher.combine(3)
                hasher.combine(run)
            case .clip(let rect):
                hasher.combine(4)
                hasher.combine(rect)
            case .unclip:
                hasher.combine(5)
            case .masks(let first, let count):
                // Shapes from the atlas: where each is, in its texture coordinates (a shape
                // moved or replaced in the atlas is another signature).
                hasher.combine(6)
                hasher.combine(atlas)
                guard combineTriangles(first, count) else { return nil }
            case .beginLayer, .layerMask, .endLayer, .backdrop:
                return nil
            }
        }
        return hasher.finalize()
    }

    /// The smallest area, in square pixels, of a run of opaque triangles drawn on its own
    /// without blending: below it, the draw call it adds costs more than blending saves.
    nonisolated static let opaqueRunArea: Float = 2_048

    /// Cuts the triangles of indices `first..<first + count` into runs, in order, to draw one
    /// after another: each run of consecutive triangles whose three vertices are opaque and
    /// which together cover at least ``opaqueRunArea`` is `opaque`; what lies between is not.
    /// `alpha` and `position` read a vertex.
    nonisolated static func opaqueRuns(first: Int, count: Int, indices: UnsafePointer<UInt32>, into runs: inout [(range: Range<Int>, opaque: Bool)],
                                       alpha: (Int) -> UInt8, position: (Int) -> (Float, Float)) {
        runs.removeAll(keepingCapacity: true)
        let end = first + count - count % 3
        var blendedStart = first, opaqueStart = first, area: Float = 0
        func closeOpaque(at index: Int) {
            if area >= opaqueRunArea, index > opaqueStart {
                if opaqueStart > blendedStart { runs.append((blendedStart..<opaqueStart, false)) }
                runs.append((opaqueStart..<index, true))
                blendedStart = index
            }
            area = 0
        }
        var index = first
        while index < end {
            let a = Int(indices[index]), b = Int(indices[index + 1]), c = Int(indices[index + 2])
            if alpha(a) == 255, alpha(b) == 255, alpha(c) == 255 {
                if area == 0 { opaqueStart = index }
                let p = position(a), q = position(b), r = position(c)
                // Never 0 for a triangle that counts, so that a run of slivers still has begun.
                area += max(abs((q.0 - p.0) * (r.1 - p.1) - (r.0 - p.0) * (q.1 - p.1)) / 2, .leastNonzeroMagnitude)
            } else {
                closeOpaque(at: index)
            }
            index += 3
        }
        closeOpaque(at: end)
        if first + count > blendedStart { runs.append((blendedStart..<(first + count), false)) }
    }

    /// The index of the ``DrawCommand/layerMask`` of the layer that begins at `begin` and ends
    /// at `end` (not one of a layer inside it), when what follows it, its mask, holds no layer
    /// (drawn with the layer set aside, a layer there would have none to go into); nil otherwise.
    nonisolated static func ownMaskIndex(_ commands: [DrawCommand], begin: Int, end: Int) -> Int? {
        var depth = 0, mask: Int?
        for index in (begin + 1)..<end {
            switch commands[index] {
            case .beginLayer:
                if mask != nil { return nil }
                depth += 1
            case .endLayer:
                depth -= 1
            case .layerMask where depth == 0:
                mask = index
            default:
                break
            }
        }
        return mask
    }

    /// Where a layer's commands end, and what they hold.
    struct LayerSpan: Equatable {
        /// The index of its ``DrawCommand/endLayer``.
        var end: Int
        /// A ``DrawCommand/layerMask`` of its own: its mask is drawn after its content.
        var masked = false
        /// A ``DrawCommand/backdrop(_:)`` inside it, at any depth: it reads what is below it.
        var readsBelow = false
        /// A layer inside it.
        var nested = false

        /// Whether its content may be drawn in parts, each limited to a piece of it: a layer
        /// inside would be drawn, blurred or blended once a piece, and wrongly at their seams.
        var splits: Bool { !masked && !readsBelow && !nested }
    }

    /// For each ``DrawCommand/beginLayer(_:)`` that ends, its span; nil elsewhere.
    nonisolated static func layerSpans(_ commands: [DrawCommand]) -> [LayerSpan?] {
        var spans = [LayerSpan?](repeating: nil, count: commands.count)
        var open: [(begin: Int, span: LayerSpan)] = []
        for (index, command) in commands.enumerated() {
            switch command {
            case .beginLayer:
                if !open.isEmpty { open[open.count - 1].span.nested = true }
                open.append((index, LayerSpan(end: index)))
            case .layerMask: if !open.isEmpty { open[open.count - 1].span.masked = true }
            case .backdrop: for i in open.indices { open[i].span.readsBelow = true }
            case .endLayer:
                if var layer = open.popLast() {
                    layer.span.end = index
                    spans[layer.begin] = layer.span
                }
            default: break
            }
        }
        return spans
    }

    /// Carries out a command other than a triangle run.
    private func perform(_ command: DrawCommand) {
        switch command {
        case .triangles, .masks, .gradient: break
        case .text(let run):
            drawCalls += 1
            text?.draw(run)
        case .image(let run):
            drawCalls += 1
            images?.draw(run)
        case .clip(let rect):
            layers.setClip(rect)
        case .unclip:
            layers.setClip(nil)
        case .beginLayer, .layerMask, .endLayer, .backdrop:
            break
        }
    }

    /// Reads the back buffer (call before presenting) into a new RGBA surface.
    func readPixels() throws(SDLError) -> UnsafeMutablePointer<SDL_Surface> {
        let (width, height) = outputSize
        guard let surface = kinetic_SDL_CreateRGBA32Surface(width, height) else {
            throw SDLError.current("allocate a \(width)×\(height) screenshot")
        }
        if SDL_RenderReadPixels(renderer, nil, kinetic_SDL_PIXELFORMAT_RGBA32(), surface.pointee.pixels, surface.pointee.pitch) != 0 {
            SDL_FreeSurface(surface)
            throw SDLError.current("read the frame's pixels")
        }
        return surface
    }

    /// Saves the back buffer as a PNG at `path`.
    func saveScreenshot(to path: String) throws(SDLError) {
        let surface = try readPixels()
        defer { SDL_FreeSurface(surface) }
        if IMG_SavePNG(surface, path) != 0 {
            throw SDLError(
                action: "save the screenshot to '\(path)'", message: String(cString: kinetic_IMG_GetError()),
                advice: "Choose a path in a folder you can write to.")
        }
    }

    func shutdown() {
        if let coverageRamp { SDL_DestroyTexture(coverageRamp) }
        coverageRamp = nil
        if let maskTexture { SDL_DestroyTexture(maskTexture) }
        maskTexture = nil
        layers.shutdown()
        gradients.shutdown()
        text?.shutdown()
        text = nil
        images?.shutdown()
        images = nil
        SDL_DestroyRenderer(renderer)
    }
}

/// Clears the whole current target to transparent, clip or none: a GPU clears a whole target
/// faster than it fills part of one (llvmpipe sets its memory; a fill goes through the pixel
/// pipeline).
@MainActor
func clearWholeTarget(_ renderer: OpaquePointer) {
    SDL_RenderSetClipRect(renderer, nil)
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
    SDL_RenderClear(renderer)
}

/// Draws triangles of `texture`: (x, y) pairs in output pixels, (u, v) pairs in the texture's
/// unit square, a colour each, and indices into them.
@MainActor
func renderTexturedGeometry(_ renderer: OpaquePointer, _ texture: OpaquePointer?, positions: [Float], texels: [Float], colors: [SDL_Color],
                            indices: [Int32]) {
    positions.withUnsafeBufferPointer { xy in
        texels.withUnsafeBufferPointer { uv in
            colors.withUnsafeBufferPointer { color in
                indices.withUnsafeBufferPointer { index in
                    _ = SDL_RenderGeometryRaw(renderer, texture, xy.baseAddress, Int32(2 * MemoryLayout<Float>.stride),
                                              color.baseAddress, Int32(MemoryLayout<SDL_Color>.stride),
                                              uv.baseAddress, Int32(2 * MemoryLayout<Float>.stride),
                                              Int32(colors.count), index.baseAddress, Int32(indices.count), 4)
                }
            }
        }
    }
}
