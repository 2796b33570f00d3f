import CSDL2
import Drawing
import Foundation
import KineticCore

/// Draws a DrawList's layers: each is drawn into an offscreen target the size of the output
/// (two texels more each way),
/// read back over its bounds (and, for a mask drawn as content, cleared, the mask drawn and
/// read back too), masked, blurred, faded and colour-mapped on the CPU by ``LayerFilter``, and
/// composited over what is below it as one straight-alpha texture, scaled back up bilinearly
/// when the blur reduced it.
///
/// Drawing onto a transparent target with SDL's BLEND mode leaves premultiplied colour, which
/// is what a blur and a mask need; the filter hands back straight colour for BLEND to composite.
/// Reading back works with every renderer, the software one included, which has no custom blend
/// modes and no shaders.
///
/// On a renderer with custom blend modes (OpenGL and the other accelerated ones), a layer that
/// fades, masks, blurs or projects its content stays on the GPU: its mask is drawn into a second
/// target and multiplies the content by its alpha through a blend mode, ``SDLGPUBlur`` blurs
/// it with scaled and shifted copies, and the content, whose colour drawing left premultiplied,
/// is composited with a premultiplied "over", faded by the texture's colour and alpha
/// modulation. Nothing is read back. Colour matrices and blend modes other than normal take the
/// path above. `KINETIC_LAYERS=cpu` takes it for every layer.
///
/// Outermost layers on the GPU are drawn ahead of the frame, and one whose content draws the
/// same as the frame before is kept: only composited again, from its slot or (blurred) from
/// its blurred picture. A blurred layer the draw list placed in a space of its own
/// (``DrawList/placesBlurredLayers``) draws the same while it only turns and moves.
///
/// It also keeps the clip rectangle, because SDL forgets it whenever the target changes.
@MainActor
final class SDLLayerCompositor {
    private let renderer: OpaquePointer
    /// One target per depth of nesting, made on first use, remade when the output's size changes.
    private var targets: [OpaquePointer] = []
    /// The mask target of each depth, for layers composited on the GPU.
    private var maskTargets: [OpaquePointer] = []
    /// Whether layers may be composited on the GPU: decided at the first layer, by whether the
    /// renderer takes the blend modes below.
    private var gpuLayers: Bool?
    /// The source's premultiplied colour over the destination.
    private let premultipliedOver = SDL_ComposeCustomBlendMode(SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                                                               SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
    /// The destination multiplied by the source's alpha: a mask applied.
    private let multiplyByAlpha = SDL_ComposeCustomBlendMode(SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                                                             SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
    /// Layers composited so far, how many of them on the GPU, and the time spent on them (for
    /// the frame-timing HUD and the recording).
    private(set) var statistics = LayerStatistics()
    /// When the outermost open layer began.
    private var outermostStart = 0.0
    /// The output the targets were made for, and their size: two texels wider and taller, so a
    /// blurred layer at the output's edge still has a transparent texel past it.
    private var outputSize: (width: Int32, height: Int32) = (0, 0)
    private var targetSize: (width: Int32, height: Int32) = (0, 0)
    /// Blurs layers on the GPU.
    private lazy var gpuBlur = SDLGPUBlur(renderer: renderer)
    /// The streaming texture the filtered layer is uploaded into, grown as needed.
    private var composite: OpaquePointer?
    private var compositeSize: (width: Int32, height: Int32) = (0, 0)
    private var filter = LayerFilter()
    private var content: [UInt8] = []
    private var mask: [UInt8] = []
    /// The content of each layer, by depth, whose mask is being drawn.
    private var maskedContents: [[UInt8]] = []
    /// What is below a blended layer, read back and blended into.
    private var backdrop: [UInt8] = []
    private var clearTexels: [UInt8] = []

    private struct Open {
        var run: LayerRun
        var bounds: SDL_Rect
        /// The clip in force where the layer began, restored for its composite.
        var outerClip: PixelRect?
        /// Set once its content has been read back and its mask is being drawn.
        var readContent: Int32?
        /// Composited on the GPU.
        var onGPU = false
        /// On the GPU, set while its mask is drawn into the depth's mask target.
        var drawingMask = false
        /// On the GPU, set when its shape mask was drawn before its content.
        var maskDrawn = false
        /// The only parts of its bounds drawn and composited (the rest was drawn straight into
        /// the parent, see ``split(_:output:)``); nil for all of them.
        var pieces: [PixelRect]?
        /// The target its content is drawn into.
        var target: OpaquePointer
        /// The slot it is drawn ahead of the frame in, to be composited later by
        /// ``compositeAhead(_:slot:pieces:output:drawThroughMask:)``.
        var slot: Int?
        /// Drawn ahead, what its content draws (see ``keepsAhead(_:slot:signature:output:)``),
        /// to keep it for the next frame; nil when it cannot be kept.
        var signature: Int?
        var ahead: Bool { slot != nil }
    }
    /// The blurs of the layers drawn ahead in each slot, done all at once by ``finishAhead()``.
    private var pendingBlurs: [Int: [(rect: SDL_Rect, passes: BlurPasses)]] = [:]
    /// The blurred layers drawn ahead, reduced, by slot and bounds, for their composite.
    private var blurredAhead: [Int: [PixelRect: SDLGPUBlur.Result]] = [:]
    /// Of those, the ones kept for this frame from the frame before (see
    /// ``keepsAhead(_:slot:signature:output:)``), whose textures the blur must not take.
    private var carriedBlurs: [(slot: Int, bounds: PixelRect, result: SDLGPUBlur.Result)] = []
    /// Output-sized targets the layers drawn ahead of the frame are packed into, made on first
    /// use (see ``begin(_:output:pieces:ahead:drawMask:)``).
    private var aheadTargets: [OpaquePointer] = []
    /// How many targets layers drawn ahead may take.
    static let aheadSlots = 4
    /// The slots cleared this frame: each is cleared whole when its first layer begins.
    private var clearedSlots: Set<Int> = []
    /// Layers drawn ahead the frame before, still in their slots: each one's slot, place and
    /// what its content drew; and this frame's, to be kept for the next.
    private var keptAhead: [(slot: Int, bounds: PixelRect, signature: Int)] = []
    private var drawnAhead: [(slot: Int, bounds: PixelRect, signature: Int)] = []
    /// Slots holding a layer kept from the frame before: not cleared whole, but each layer
    /// drawn there clears its own place.
    private var slotsWithKept: Set<Int> = []
    private var open: [Open] = []
    /// Layers drawn ahead whose content is drawn and whose masks are still to draw, all at
    /// once (``setAsideForMask()``, ``beginSetAsideMasks()``).
    private var setAside: [Open] = []
    private var maskStart = 0.0
    private var clip: PixelRect?
    /// Limits on top of the clip, innermost last (each already within the one before): where a
    /// split layer's content is being drawn. Each keeps the clip in force when it was pushed,
    /// given back when it is popped: a pass over a layer's content leaves the clip its last
    /// item set, and the next pass, and what follows the layer, must begin from the first.
    private var limits: [(rect: PixelRect, clip: PixelRect?)] = []

    private var warned: Set<String> = []

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    private func warnOnce(_ key: String, _ message: String) {
        guard warned.insert(key).inserted else { return }
        Diagnostics.warning(message)
    }

    /// Limits drawing to `rect` (nil: no limit) in the current target.
    func setClip(_ rect: PixelRect?) {
        clip = rect
        applyClip()
    }

    private func applyClip() {
        let limited = limits.last.map { limit in clip.map { $0.intersection(limit.rect) } ?? limit.rect } ?? clip
        if let rect = limited {
            var r = SDL_Rect(x: Int32(clamping: rect.x), y: Int32(clamping: rect.y),
                             w: Int32(clamping: max(rect.width, 0)), h: Int32(clamping: max(rect.height, 0)))
            // SDL treats an empty clip rectangle as none: clip to one pixel off the output instead.
            if r.w == 0 || r.h == 0 { r = SDL_Rect(x: -2, y: -2, w: 1, h: 1) }
            SDL_RenderSetClipRect(renderer, &r)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
    }

    /// Limits drawing to `rect` as well as the clip, until ``popLimit()``.
    func pushLimit(_ rect: PixelRect) {
        limits.append((limits.last.map { $0.rect.intersection(rect) } ?? rect, clip))
        applyClip()
    }

    /// Ends the innermost limit, and gives back the clip in force when it began.
    func popLimit() {
        guard let limit = limits.popLast() else { return }
        clip = limit.clip
        applyClip()
    }

    /// A layer that only clips its content to an upright rounded rectangle, split: the part its
    /// mask covers fully (``LayerRun/maskInterior``'s larger band), where its content can be
    /// drawn straight into the parent with the same result, and the pieces around it, drawn
    /// through the layer (`begin` with them as `pieces`). A GPU draws every pixel a layer covers
    /// three times (clearing, drawing, compositing); split, the middle of a large clip is
    /// drawn once. Nil when the layer is not such a layer, is small (``isLargeEnoughToSplit(_:output:)``),
    /// or the GPU does not composite it.
    func split(_ run: LayerRun, output: (width: Int32, height: Int32)) -> (interior: PixelRect, ring: [PixelRect])? {
        guard let interior = run.maskInterior, run.opacity >= 1, run.blurSigma == 0, run.projection == nil,
              run.colorMatrix == nil, run.blendMode == .normal, decideGPU(output) else { return nil }
        let bounds = run.bounds.intersection(PixelRect(x: 0, y: 0, width: Int(output.width), height: Int(output.height)))
        guard Self.isLargeEnoughToSplit(bounds, output: output) else { return nil }
        return Self.pieces(of: bounds, around: interior)
    }

    /// Whether a layer's part within the output is large enough to be split: an eighth of the
    /// output at least. A split layer's content is drawn once for its middle and once for each
    /// piece around it, which costs more than compositing a small layer whole (measured in the
    /// Hero scene: twelve cards split took twice the submit time and saved no CPU); a large one
    /// (a zoomed card) saves drawing its middle three times.
    nonisolated static func isLargeEnoughToSplit(_ bounds: PixelRect, output: (width: Int32, height: Int32)) -> Bool {
        !bounds.isEmpty && 8 * bounds.width * bounds.height >= Int(output.width) * Int(output.height)
    }

    /// `bounds` cut into the larger of `interior`'s bands (within the bounds) and the rest, at
    /// most four rectangles above, below, left and right of it. Nil when the band is less than
    /// half of the bounds (not worth drawing the content more than once).
    nonisolated static func pieces(of bounds: PixelRect, around interior: MaskInterior) -> (interior: PixelRect, ring: [PixelRect])? {
        let area = { (r: PixelRect) in r.isEmpty ? 0 : r.width * r.height }
        let across = interior.across.intersection(bounds), down = interior.down.intersection(bounds)
        let middle = area(across) >= area(down) ? across : down
        guard !bounds.isEmpty, !middle.isEmpty, 2 * area(middle) >= area(bounds) else { return nil }
        let ring = [
            PixelRect(x: bounds.x, y: bounds.y, width: bounds.width, height: middle.y - bounds.y),
            PixelRect(x: bounds.x, y: middle.y + middle.height, width: bounds.width, height: bounds.y + bounds.height - middle.y - middle.height),
            PixelRect(x: bounds.x, y: middle.y, width: middle.x - bounds.x, height: middle.height),
            PixelRect(x: middle.x + middle.width, y: middle.y, width: bounds.x + bounds.width - middle.x - middle.width, height: middle.height),
        ].filter { !$0.isEmpty }
        return (middle, ring)
    }

    /// Remakes the targets when the output's size changed.
    private func prepareTargets(_ output: (width: Int32, height: Int32)) {
        guard outputSize != output else { return }
        for target in targets + maskTargets + aheadTargets { SDL_DestroyTexture(target) }
        targets.removeAll()
        maskTargets.removeAll()
        aheadTargets.removeAll()
        outputSize = output
        targetSize = (output.width + 2, output.height + 2)
        keptAhead.removeAll()
    }

    /// Starts drawing into a layer. Returns false when the layer shows nothing (no bounds on the
    /// output, or no target could be made); its commands should then be skipped. A layer past
    /// the deepest target is drawn straight through.
    /// `drawMask` draws a shape mask that must be drawn first (see below). `pieces` are the only
    /// parts of the layer drawn and composited, for a layer ``split(_:output:)``. With `ahead`,
    /// an outermost layer ``drawsAhead(_:output:)`` approves is drawn into that slot's target,
    /// before the frame, and its end composites nothing (``compositeAhead(_:slot:pieces:output:drawThroughMask:)``
    /// does). Layers in one slot must be a pixel apart at least (a blur reads one past its
    /// edge). Drawing ahead, false means the layer is to be drawn in the frame instead.
    func begin(_ run: LayerRun, output: (width: Int32, height: Int32), pieces: [PixelRect]? = nil, ahead slot: Int? = nil,
               keeping signature: Int? = nil, drawMask: (LayerRun) -> Void = { _ in }) -> Bool {
        let outputRect = PixelRect(x: 0, y: 0, width: Int(output.width), height: Int(output.height))
        let bounds = run.bounds.intersection(outputRect)
        guard !bounds.isEmpty, run.opacity > 0 else { return false }
        prepareTargets(output)
        let depth = open.count
        guard ensureTarget(depth) else { return true }
        var target = targets[depth]
        if let slot {
            guard depth == 0, let ahead = aheadTarget(slot) else { return false }
            // Its mask drawn first needs the mask target: without one, it is drawn in the frame.
            if run.hasMask, run.projection != nil || run.blurSigma > 0, maskTarget(depth) == nil { return false }
            target = ahead
        }
        if open.isEmpty { outermostStart = Self.now() }
        let rect = SDL_Rect(x: Int32(bounds.x), y: Int32(bounds.y), w: Int32(bounds.width), h: Int32(bounds.height))
        let onGPU = run.colorMatrix == nil && run.blendMode == .normal && supportsGPULayers(targets[depth])
        guard onGPU || slot == nil else { return false }
        open.append(Open(run: run, bounds: rect, outerClip: clip, onGPU: onGPU, pieces: onGPU ? pieces : nil, target: target, slot: slot,
                         signature: slot == nil ? nil : signature))
        // A shape mask under a projection or a blur is drawn first into the mask target (then
        // the content's target is not left and come back to); without one, the layer is drawn
        // through the mask's triangles when it is composited.
        if onGPU, run.hasMask, run.projection != nil || run.blurSigma > 0 {
            if beginGPUMask() {
                drawMask(run)
                open[depth].maskDrawn = true
                open[depth].drawingMask = false
            } else if run.blurSigma > 0 {
                // A blur needs its mask applied first: without a mask target, the CPU's way.
                open[depth].onGPU = false
            }
        }
        SDL_SetRenderTarget(renderer, target)
        if let slot {
            if slotsWithKept.contains(slot) {
                // Layers kept from the frame before stay: only this one's place is cleared, with
                // the pixel around it a blur reads (no other layer of the slot is that close).
                clear(SDL_Rect(x: rect.x - 1, y: rect.y - 1, w: rect.w + 2, h: rect.h + 2))
            } else if clearedSlots.insert(slot).inserted {
                // Cleared whole, once a frame (see clearWholeTarget).
                clearWholeTarget(renderer)
            }
            // Its content begins unclipped, whatever the layer before it left.
        } else if let pieces = open[depth].pieces {
            for piece in pieces { clear(SDL_Rect(x: Int32(piece.x), y: Int32(piece.y), w: Int32(piece.width), h: Int32(piece.height))) }
        } else {
            // A blur on the GPU halves the layer, reading a texel past its right and bottom edges.
            clear(open[depth].onGPU && run.blurSigma > 0 ? SDL_Rect(x: rect.x, y: rect.y, w: rect.w + 1, h: rect.h + 1) : rect)
        }
        clip = nil
        applyClip()
        return true
    }

    /// Seconds on the monotonic clock.
    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// `KINETIC_LAYERS`, read once: `cpu` sends every layer the CPU's way.
    nonisolated static let setting = ProcessInfo.processInfo.environment["KINETIC_LAYERS"]

    /// Whether the renderer composites with custom blend modes (the software renderer does
    /// not), tried once on `texture`; false when `KINETIC_LAYERS=cpu` asks for the CPU path.
    private func supportsGPULayers(_ texture: OpaquePointer) -> Bool {
        if let gpuLayers { return gpuLayers }
        let setting = Self.setting
        if let setting, setting != "cpu", setting != "gpu" {
            warnOnce("layers-setting", "KINETIC_LAYERS=\(setting) is not cpu or gpu; layers go on the GPU where the renderer can")
        }
        let supported = setting != "cpu" && SDL_SetTextureBlendMode(texture, premultipliedOver) == 0
            && SDL_SetTextureBlendMode(texture, multiplyByAlpha) == 0
        gpuLayers = supported
        return supported
    }

    /// Makes the target of `depth` when it is the next one; false when SDL cannot (with a
    /// warning once).
    private func ensureTarget(_ depth: Int) -> Bool {
        if depth < targets.count { return true }
        guard depth == targets.count,
              let target = makeTarget("layer-target", "an offscreen layer", "layers are drawn without their effects") else { return false }
        // Sampled smoothly where a projection stretches or turns the layer (drawn 1:1, texel
        // centres fall on pixel centres and nothing changes).
        SDL_SetTextureScaleMode(target, SDL_ScaleModeLinear)
        targets.append(target)
        return true
    }

    /// The target the layer at `index` of the open ones draws into now.
    private func currentTarget(_ index: Int) -> OpaquePointer? {
        guard index >= 0, index < open.count else { return nil }
        return open[index].drawingMask ? maskTargets[index] : open[index].target
    }

    /// A render target the output's size; nil, with a warning naming `what` and the
    /// `consequence` once, when SDL cannot make one.
    private func makeTarget(_ key: String, _ what: String, _ consequence: String) -> OpaquePointer? {
        let target = SDL_CreateTexture(renderer, kinetic_SDL_PIXELFORMAT_RGBA32(), Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                       targetSize.width, targetSize.height)
        if target == nil { warnOnce(key, "could not make \(what) (\(String(cString: SDL_GetError()))); \(consequence)") }
        return target
    }

    /// The mask target of `depth`, made on first use at the output's size.
    private func maskTarget(_ depth: Int) -> OpaquePointer? {
        while maskTargets.count <= depth {
            guard let target = makeTarget("mask-target", "an offscreen mask", "masks are not drawn") else { return nil }
            SDL_SetTextureBlendMode(target, multiplyByAlpha)
            maskTargets.append(target)
        }
        return maskTargets[depth]
    }

    /// Starts drawing the innermost GPU layer's mask into its depth's mask target.
    private func beginGPUMask() -> Bool {
        guard let last = open.indices.last, let mask = maskTarget(last) else { return false }
        open[last].drawingMask = true
        SDL_SetRenderTarget(renderer, mask)
        clear(open[last].bounds)
        clip = nil
        applyClip()
        return true
    }

    /// Ends the innermost layer, composited on the GPU: its mask (if any) multiplies its
    /// content, which is drawn over the target below, faded.
    private func endOnGPU(_ layer: Open, drawThroughMask: (LayerRun, OpaquePointer, (width: Int32, height: Int32), UInt8) -> Void) {
        var rect = layer.bounds
        let depth = open.count
        if layer.drawingMask || layer.maskDrawn {
            // A mask view drawn after the content: back to the content's target.
            if layer.drawingMask { SDL_SetRenderTarget(renderer, layer.target) }
            SDL_RenderSetClipRect(renderer, nil)
            SDL_RenderCopy(renderer, maskTargets[depth], &rect, &rect)
        }
        // Drawn ahead: blurred with the others in its slot, and composited later; the next
        // layer drawn ahead draws on from here.
        if let slot = layer.slot {
            if let passes = BlurPasses(sigma: layer.run.blurSigma) { pendingBlurs[slot, default: []].append((layer.bounds, passes)) }
            if let signature = layer.signature {
                let r = layer.bounds
                drawnAhead.append((slot, PixelRect(x: Int(r.x), y: Int(r.y), width: Int(r.w), height: Int(r.h)), signature))
            }
            return
        }
        var texture = layer.target
        var texels = rect, textureSize = (width: Int(targetSize.width), height: Int(targetSize.height))
        if let passes = BlurPasses(sigma: layer.run.blurSigma) {
            if let blurred = gpuBlur.blur(texture, rect: rect, passes: passes) {
                texture = blurred.texture
                texels = blurred.texels
                textureSize = blurred.textureSize
                rect.w = texels.w * Int32(blurred.factor)
                rect.h = texels.h * Int32(blurred.factor)
            } else {
                warnBlurWork()
            }
        }
        composite(layer, texture: texture, texels: texels, textureSize: textureSize, onto: rect, drawThroughMask: drawThroughMask)
    }

    /// Whether the innermost layer, drawn ahead, can have its content mask drawn later with
    /// the others of its slot: on the GPU, with no shape mask of its own, its mask not begun,
    /// and a mask target to draw it in (without one, it goes the CPU's way as it is drawn).
    var canSetAsideForMask: Bool {
        guard let last = open.last, open.count == 1 else { return false }
        return last.ahead && last.onGPU && !last.run.hasMask && !last.drawingMask && last.readContent == nil && maskTarget(0) != nil
    }

    /// Sets the innermost layer drawn ahead aside, its content drawn, to be masked with the
    /// others of its slot (``beginSetAsideMasks()``). The caller has checked
    /// ``canSetAsideForMask``.
    func setAsideForMask() {
        guard canSetAsideForMask, let layer = open.popLast() else { return }
        setAside.append(layer)
        statistics.seconds += Self.now() - outermostStart
    }

    /// Starts drawing the masks of the layers set aside (all in one slot) into the mask
    /// target, for the caller to draw each, after ``clearSetAsideMask(_:)``, within the bounds
    /// returned for it; ``finishSetAsideMasks()`` then multiplies each layer's content by its
    /// mask. Two changes of target for them all, where one layer at a time took two each.
    /// Empty when there are none, or no mask target (the layers stay unmasked, with a warning).
    func beginSetAsideMasks() -> [PixelRect] {
        guard !setAside.isEmpty else { return [] }
        maskStart = Self.now()
        guard let mask = maskTarget(0) else {
            warnOnce("mask-target-batch", "no target for the masks of layers drawn ahead; they are drawn unmasked")
            setAside.removeAll(keepingCapacity: true)
            return []
        }
        SDL_SetRenderTarget(renderer, mask)
        return setAside.map { PixelRect(x: Int($0.bounds.x), y: Int($0.bounds.y), width: Int($0.bounds.w), height: Int($0.bounds.h)) }
    }

    /// Clears the place of the `index`th set-aside layer's mask, unclipped, for it to be drawn.
    func clearSetAsideMask(_ index: Int) {
        guard index < setAside.count else { return }
        clear(setAside[index].bounds)
        clip = nil
        applyClip()
    }

    /// Multiplies each set-aside layer's content by its mask, and lets them go: their blurs
    /// and composites come with the slot's other layers.
    func finishSetAsideMasks() {
        guard !setAside.isEmpty, let mask = maskTargets.first else { return }
        SDL_SetRenderTarget(renderer, setAside[0].target)
        SDL_RenderSetClipRect(renderer, nil)
        for layer in setAside {
            var rect = layer.bounds
            SDL_RenderCopy(renderer, mask, &rect, &rect)
            if let slot = layer.slot, let passes = BlurPasses(sigma: layer.run.blurSigma) {
                pendingBlurs[slot, default: []].append((layer.bounds, passes))
            }
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        clip = nil
        applyClip()
        setAside.removeAll(keepingCapacity: true)
        statistics.seconds += Self.now() - maskStart
    }

    private func warnBlurWork() {
        warnOnce("blur-work", "could not make a texture to blur a layer in (\(String(cString: SDL_GetError()))); layers are drawn unblurred")
    }

    /// Counts a layer split around its middle that needed nothing of the layer: its content
    /// was all drawn straight into its parent.
    func countDrawnStraight() {
        statistics.composited += 1
        statistics.onGPU += 1
    }

    /// Whether an outermost layer can be drawn ahead of the frame: on the GPU, with nothing
    /// that needs what is below it. The caller also checks that nothing inside reads what is
    /// below (a material's backdrop).
    func drawsAhead(_ run: LayerRun, output: (width: Int32, height: Int32)) -> Bool {
        guard run.colorMatrix == nil, run.blendMode == .normal, run.opacity > 0 else { return false }
        return decideGPU(output)
    }

    /// Whether an outermost layer to be drawn ahead into `slot`, its content drawing what
    /// `signature` sums up, is still there from the frame before, drawn the same: then it is
    /// not drawn again, only composited (a blurred one from its blurred picture, kept too).
    /// `signature` is nil for content that cannot be kept (see
    /// ``SDLCanvas/signature(of:vertices:indices:bounds:atlas:)``), and must sum up the blur
    /// as well. Asked of every layer drawn ahead, before any of them begins; a layer not kept
    /// passes `signature` to ``begin(_:output:pieces:ahead:keeping:drawMask:)``.
    func keepsAhead(_ run: LayerRun, slot: Int, signature: Int?, output: (width: Int32, height: Int32)) -> Bool {
        guard let signature, Self.canKeep(run), outputSize == output, !keptAhead.isEmpty else { return false }
        let bounds = run.bounds.intersection(PixelRect(x: 0, y: 0, width: Int(output.width), height: Int(output.height)))
        guard keptAhead.contains(where: { $0.slot == slot && $0.bounds == bounds && $0.signature == signature }) else { return false }
        if run.blurSigma > 0 {
            // Its blurred picture, where the blur left it the frame before.
            guard let blurred = blurredAhead[slot]?[bounds] else { return false }
            carriedBlurs.append((slot, bounds, blurred))
        } else {
            slotsWithKept.insert(slot)
        }
        drawnAhead.append((slot, bounds, signature))
        statistics.kept += 1
        return true
    }

    /// Whether a layer drawn ahead can be kept for the next frame: all but one with a shape
    /// mask under a blur or a projection, which is applied as its content is drawn (the
    /// content's signature does not sum it up). A blur and a projection are applied as the
    /// layer is composited, or kept with it.
    nonisolated static func canKeep(_ run: LayerRun) -> Bool {
        !(run.hasMask && (run.blurSigma > 0 || run.projection != nil))
    }

    /// Composites a layer drawn ahead into `slot` over the current target, as its end would have.
    func compositeAhead(_ run: LayerRun, slot: Int, pieces: [PixelRect]?, output: (width: Int32, height: Int32),
                        drawThroughMask: (LayerRun, OpaquePointer, (width: Int32, height: Int32), UInt8) -> Void) {
        let bounds = run.bounds.intersection(PixelRect(x: 0, y: 0, width: Int(output.width), height: Int(output.height)))
        guard !bounds.isEmpty, slot < aheadTargets.count else { return }
        let start = Self.now()
        let rect = SDL_Rect(x: Int32(bounds.x), y: Int32(bounds.y), w: Int32(bounds.width), h: Int32(bounds.height))
        // A mask drawn first (under a projection or a blur) was applied when the layer was drawn.
        let layer = Open(run: run, bounds: rect, outerClip: clip, onGPU: true,
                         maskDrawn: run.hasMask && (run.projection != nil || run.blurSigma > 0),
                         pieces: pieces, target: aheadTargets[slot])
        if let blurred = blurredAhead[slot]?[bounds] {
            // Blurred: scaled up from where its reduced blur was kept.
            let onto = SDL_Rect(x: rect.x, y: rect.y, w: blurred.texels.w * Int32(blurred.factor), h: blurred.texels.h * Int32(blurred.factor))
            composite(layer, texture: blurred.texture, texels: blurred.texels, textureSize: blurred.textureSize, onto: onto,
                      drawThroughMask: drawThroughMask)
        } else {
            composite(layer, texture: layer.target, texels: rect, textureSize: (Int(targetSize.width), Int(targetSize.height)), onto: rect,
                      drawThroughMask: drawThroughMask)
        }
        statistics.composited += 1
        if open.isEmpty { statistics.seconds += Self.now() - start }
    }

    /// Ends the layers drawn ahead: blurs those that blur, each slot's alike all at once, and
    /// goes back to the output.
    func finishAhead() {
        let start = Self.now()
        gpuBlur.startFrame { texture in self.carriedBlurs.contains { $0.result.texture == texture } }
        blurredAhead.removeAll(keepingCapacity: true)
        for carried in carriedBlurs { blurredAhead[carried.slot, default: [:]][carried.bounds] = carried.result }
        carriedBlurs.removeAll(keepingCapacity: true)
        for slot in pendingBlurs.keys.sorted() {
            var groups: [(passes: BlurPasses, rects: [SDL_Rect])] = []
            for blur in pendingBlurs[slot] ?? [] {
                if let index = groups.firstIndex(where: { $0.passes == blur.passes }) {
                    groups[index].rects.append(blur.rect)
                } else {
                    groups.append((blur.passes, [blur.rect]))
                }
            }
            for group in groups {
                guard let results = gpuBlur.blurKept(aheadTargets[slot], rects: group.rects, passes: group.passes) else {
                    warnBlurWork()
                    continue
                }
                for (rect, result) in zip(group.rects, results) {
                    blurredAhead[slot, default: [:]][PixelRect(x: Int(rect.x), y: Int(rect.y), width: Int(rect.w), height: Int(rect.h))] = result
                }
            }
        }
        if !pendingBlurs.isEmpty { statistics.seconds += Self.now() - start }
        pendingBlurs.removeAll(keepingCapacity: true)
        clearedSlots.removeAll(keepingCapacity: true)
        // What is in the slots now, for the next frame.
        swap(&keptAhead, &drawnAhead)
        drawnAhead.removeAll(keepingCapacity: true)
        slotsWithKept.removeAll(keepingCapacity: true)
        // The frame begins unclipped; the last layer's content left its own clip.
        SDL_SetRenderTarget(renderer, nil)
        clip = nil
        applyClip()
    }

    /// The target of slot `slot` for layers drawn ahead, made on first use.
    private func aheadTarget(_ slot: Int) -> OpaquePointer? {
        guard slot < Self.aheadSlots else { return nil }
        while aheadTargets.count <= slot {
            guard let target = makeTarget("ahead-target", "an offscreen layer", "layers are drawn one by one") else { return nil }
            SDL_SetTextureScaleMode(target, SDL_ScaleModeLinear)
            aheadTargets.append(target)
        }
        return aheadTargets[slot]
    }

    /// Whether layers go on the GPU, asked once (on a target made here when no layer has made
    /// one yet).
    private func decideGPU(_ output: (width: Int32, height: Int32)) -> Bool {
        if let gpuLayers { return gpuLayers }
        prepareTargets(output)
        return ensureTarget(0) && supportsGPULayers(targets[0])
    }

    /// Draws a finished layer's `texels` of `texture` over `rect` of the target below it, faded,
    /// through its mask or its projection.
    private func composite(_ layer: Open, texture: OpaquePointer, texels: SDL_Rect, textureSize: (width: Int, height: Int), onto rect: SDL_Rect,
                           drawThroughMask: (LayerRun, OpaquePointer, (width: Int32, height: Int32), UInt8) -> Void) {
        var texels = texels, rect = rect
        SDL_SetRenderTarget(renderer, currentTarget(open.count - 1))
        clip = layer.outerClip
        applyClip()
        let fade = UInt8((min(max(layer.run.opacity, 0), 1) * 255).rounded())
        SDL_SetTextureBlendMode(texture, premultipliedOver)
        SDL_SetTextureColorMod(texture, fade, fade, fade)
        SDL_SetTextureAlphaMod(texture, fade)
        if let projection = layer.run.projection {
            drawProjected(texture, source: texels, textureSize: textureSize, onto: rect, through: projection, tint: fade)
        } else if layer.run.hasMask && !layer.maskDrawn {
            SDL_SetTextureColorMod(texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(texture, 255)
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
            defer { SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear) }
            // Only the layer's bounds (or pieces) were cleared: the mask's fringe must not reach
            // past them.
            let bounds = PixelRect(x: Int(rect.x), y: Int(rect.y), width: Int(rect.w), height: Int(rect.h))
            for piece in layer.pieces ?? [bounds] {
                let area = piece.intersection(bounds)
                clip = layer.outerClip.map { $0.intersection(area) } ?? area
                applyClip()
                drawThroughMask(layer.run, texture, targetSize, fade)
            }
            clip = layer.outerClip
            applyClip()
        } else if texels.w == rect.w && texels.h == rect.h {
            // Texel for pixel: sampled nearest, which a software GPU does far faster.
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
            SDL_RenderCopy(renderer, texture, &texels, &rect)
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        } else {
            SDL_RenderCopy(renderer, texture, &texels, &rect)
        }
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture, 255)
        statistics.onGPU += 1
    }

    /// Reads `rect` of the current target into `buffer` (RGBA8, rows of `rect.w * 4` bytes),
    /// growing it when it is short. SDL's status: 0 when it was read.
    private func read(_ rect: SDL_Rect, into buffer: inout [UInt8]) -> Int32 {
        var rect = rect
        let byteCount = Int(rect.w) * Int(rect.h) * 4
        if buffer.count < byteCount { buffer = [UInt8](repeating: 0, count: byteCount) }
        return buffer.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, &rect, kinetic_SDL_PIXELFORMAT_RGBA32(), $0.baseAddress, rect.w * 4)
        }
    }

    /// Clears `rect` of the current target to transparent.
    private func clear(_ rect: SDL_Rect) {
        var r = rect
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderFillRect(renderer, &r)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// Ends the innermost layer's content: reads it back and clears the target for the mask
    /// that the commands up to the layer's end draw.
    func beginMask() {
        guard let last = open.indices.last, open[last].readContent == nil, !open[last].drawingMask else { return }
        if open[last].onGPU {
            if beginGPUMask() { return }
            // No mask target: the layer goes the CPU's way from here (its content is in its
            // target either way).
            open[last].onGPU = false
        }
        let rect = open[last].bounds
        // Kept per depth: a layer inside the mask reads its own content back meanwhile.
        while maskedContents.count <= last { maskedContents.append([]) }
        open[last].readContent = read(rect, into: &maskedContents[last])
        clear(rect)
        clip = nil
        applyClip()
    }

    /// Ends the innermost layer and composites it into the one below (or the output).
    /// `drawMask` draws the run's mask triangles into the current target.
    /// `drawThroughMask` draws a texture through the run's mask triangles, for a GPU layer
    /// with a shape mask: the texture, its size, and the fade (0…255) to draw with.
    func end(drawMask: (LayerRun) -> Void,
             drawThroughMask: (LayerRun, OpaquePointer, (width: Int32, height: Int32), UInt8) -> Void = { _, _, _, _ in }) {
        guard let layer = open.popLast() else { return }
        // One drawn ahead is counted when it is composited.
        if !layer.ahead { statistics.composited += 1 }
        defer { if open.isEmpty { statistics.seconds += Self.now() - outermostStart } }
        if layer.onGPU {
            endOnGPU(layer, drawThroughMask: drawThroughMask)
            return
        }
        let rect = layer.bounds
        let byteCount = Int(rect.w) * Int(rect.h) * 4
        let masked = layer.readContent != nil || layer.run.hasMask
        var readMask: Int32 = 0
        let readContent: Int32
        if let earlier = layer.readContent {
            // The content was read when the mask began; the mask is what was drawn since.
            readContent = earlier
            swap(&content, &maskedContents[open.count])
            readMask = read(rect, into: &mask)
        } else {
            readContent = read(rect, into: &content)
            if layer.run.hasMask {
                clear(rect)
                drawMask(layer.run)
                readMask = read(rect, into: &mask)
            }
        }
        SDL_SetRenderTarget(renderer, currentTarget(open.count - 1))
        clip = layer.outerClip
        applyClip()
        guard readContent == 0, readMask == 0 else {
            warnOnce("layer-read", "could not read an offscreen layer back (\(String(cString: SDL_GetError()))); it is not drawn")
            return
        }
        let out = content.withUnsafeBufferPointer { pixels in
            mask.withUnsafeBufferPointer { maskPixels in
                filter.process(pixels: UnsafeBufferPointer(rebasing: pixels[0..<byteCount]), width: Int(rect.w), height: Int(rect.h),
                               mask: masked ? UnsafeBufferPointer(rebasing: maskPixels[0..<byteCount]) : nil,
                               opacity: layer.run.opacity, blurSigma: layer.run.blurSigma, colorMatrix: layer.run.colorMatrix)
            }
        }
        guard out.width > 0, out.height > 0, let texture = compositeTexture(width: Int32(out.width), height: Int32(out.height)) else { return }
        var source = SDL_Rect(x: 0, y: 0, w: Int32(out.width), h: Int32(out.height))
        if layer.run.blendMode != .normal, out.factor == 1, layer.run.projection == nil,
           blend(layer.run.blendMode, out: out, at: rect, through: texture) {
            return
        }
        filter.pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, &source, $0.baseAddress, Int32(out.width * 4)) }
        clearEdges(of: texture, beyond: out)
        var target = SDL_Rect(x: rect.x, y: rect.y, w: Int32(out.width * out.factor), h: Int32(out.height * out.factor))
        if let projection = layer.run.projection {
            drawProjected(texture, source: source, textureSize: (Int(compositeSize.width), Int(compositeSize.height)), onto: target,
                          through: projection, tint: 255)
        } else {
            SDL_RenderCopy(renderer, texture, &source, &target)
        }
    }

    /// Bilinear scaling reads one texel past the right and bottom edges of what was uploaded:
    /// makes those transparent, or an earlier layer's pixels left there show as a seam.
    private func clearEdges(of texture: OpaquePointer, beyond out: LayerFilter.Output) {
        let edge = max(out.width, out.height) + 1
        if clearTexels.count < edge * 4 { clearTexels = [UInt8](repeating: 0, count: edge * 4) }
        clearTexels.withUnsafeBytes { zeros in
            if out.width < Int(compositeSize.width) {
                var column = SDL_Rect(x: Int32(out.width), y: 0, w: 1, h: min(Int32(out.height + 1), compositeSize.height))
                _ = SDL_UpdateTexture(texture, &column, zeros.baseAddress, 4)
            }
            if out.height < Int(compositeSize.height) {
                var row = SDL_Rect(x: 0, y: Int32(out.height), w: Int32(out.width), h: 1)
                _ = SDL_UpdateTexture(texture, &row, zeros.baseAddress, Int32(out.width * 4))
            }
        }
    }

    /// Draws a material's backdrop into the current target: the pixels below it (the layer
    /// under the current one, or the output) around `run`'s rectangle, read back, blurred and
    /// colour-mapped, drawn over the same place. Outside the output nothing is read.
    func drawBackdrop(_ run: BackdropRun, output: (width: Int32, height: Int32)) {
        let sigma = run.blurSigma.isFinite ? max(run.blurSigma, 0) : 0
        let reach = Int((3 * sigma).rounded(.up)) + 1
        let b = run.bounds
        let area = PixelRect(x: b.x - reach, y: b.y - reach, width: b.width + 2 * reach, height: b.height + 2 * reach)
            .intersection(PixelRect(x: 0, y: 0, width: Int(output.width), height: Int(output.height)))
        guard !area.isEmpty else { return }
        let rect = SDL_Rect(x: Int32(area.x), y: Int32(area.y), w: Int32(area.width), h: Int32(area.height))
        let byteCount = area.width * area.height * 4
        // Read from the target below the current one, then come back (SDL forgets the clip).
        let depth = open.count
        let current = currentTarget(depth - 1)
        if depth > 0 { SDL_SetRenderTarget(renderer, currentTarget(depth - 2)) }
        let status = read(rect, into: &backdrop)
        if depth > 0 {
            SDL_SetRenderTarget(renderer, current)
            applyClip()
        }
        guard status == 0 else {
            warnOnce("backdrop-read", "could not read below a material (\(String(cString: SDL_GetError()))); its backdrop is not drawn")
            return
        }
        let out = backdrop.withUnsafeBufferPointer { pixels in
            filter.process(pixels: UnsafeBufferPointer(rebasing: pixels[0..<byteCount]), width: area.width, height: area.height,
                           mask: nil, opacity: 1, blurSigma: sigma, colorMatrix: run.colorMatrix)
        }
        guard out.width > 0, out.height > 0, let texture = compositeTexture(width: Int32(out.width), height: Int32(out.height)) else { return }
        var source = SDL_Rect(x: 0, y: 0, w: Int32(out.width), h: Int32(out.height))
        filter.pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, &source, $0.baseAddress, Int32(out.width * 4)) }
        clearEdges(of: texture, beyond: out)
        var target = SDL_Rect(x: rect.x, y: rect.y, w: Int32(out.width * out.factor), h: Int32(out.height * out.factor))
        // Drawn over its own rectangle only (the blur's reach was read, not drawn), within the clip.
        let saved = clip
        clip = clip.map { $0.intersection(b) } ?? b
        applyClip()
        SDL_RenderCopy(renderer, texture, &source, &target)
        clip = saved
        applyClip()
    }

    /// Composites the filtered layer onto what is below it by `mode`: reads that back over the
    /// layer's rectangle, blends on the CPU, and copies the result over it unblended (the clip
    /// in force still applies). False, having drawn nothing, when it cannot be read.
    private func blend(_ mode: BlendMode, out: LayerFilter.Output, at rect: SDL_Rect, through texture: OpaquePointer) -> Bool {
        var area = SDL_Rect(x: rect.x, y: rect.y, w: Int32(out.width), h: Int32(out.height))
        let count = out.width * out.height
        guard read(area, into: &backdrop) == 0 else {
            warnOnce("blend-read", "could not read below a layer to blend it (\(String(cString: SDL_GetError()))); it is drawn normally")
            return false
        }
        filter.pixels.withUnsafeBufferPointer { source in
            backdrop.withUnsafeMutableBufferPointer { mode.composite(source: source, onto: $0, pixels: count) }
        }
        var source = SDL_Rect(x: 0, y: 0, w: area.w, h: area.h)
        backdrop.withUnsafeBytes { _ = SDL_UpdateTexture(texture, &source, $0.baseAddress, area.w * 4) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, texture, &source, &area)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return true
    }

    /// Cells of the mesh a projected layer is drawn with, along each side: fine enough that
    /// the texture's linear interpolation inside each cell does not show the perspective.
    /// (One cell for an affine projection, which has none: a placed layer's turn.)
    static let projectionGrid = 16

    /// Draws the `source` texels of `texture` (of `textureSize`), which belong at `target`,
    /// mapped through `projection`: a grid of triangles whose corners are projected, the
    /// texture stretched over them, its vertices' colour `tint` in every channel. Cells with a
    /// corner behind the viewer are left out.
    private func drawProjected(_ texture: OpaquePointer, source: SDL_Rect, textureSize: (width: Int, height: Int), onto target: SDL_Rect,
                               through projection: ProjectionMatrix, tint: UInt8) {
        let n = projection.isAffine ? 1 : Self.projectionGrid
        var positions: [Float] = [], texels: [Float] = [], colors: [SDL_Color] = [], indices: [Int32] = []
        var visible: [Bool] = []
        positions.reserveCapacity((n + 1) * (n + 1) * 2)
        let width = Double(max(textureSize.width, 1)), height = Double(max(textureSize.height, 1))
        let u0 = Double(source.x) / width, v0 = Double(source.y) / height
        let su = Double(source.w) / width, sv = Double(source.h) / height
        for row in 0...n {
            for column in 0...n {
                let u = Double(column) / Double(n), v = Double(row) / Double(n)
                let x = Double(target.x) + u * Double(target.w), y = Double(target.y) + v * Double(target.h)
                let projected = projection.project(CGPoint(x: x, y: y))
                let ok = projected.w > 1e-6 && projected.point.x.isFinite && projected.point.y.isFinite
                visible.append(ok)
                positions += ok ? [Float(projected.point.x), Float(projected.point.y)] : [0, 0]
                texels += [Float(u0 + u * su), Float(v0 + v * sv)]
                colors.append(SDL_Color(r: tint, g: tint, b: tint, a: tint))
            }
        }
        for row in 0..<n {
            for column in 0..<n {
                let a = row * (n + 1) + column, b = a + 1, c = a + n + 1, d = c + 1
                guard visible[a], visible[b], visible[c], visible[d] else { continue }
                indices += [Int32(a), Int32(b), Int32(d), Int32(a), Int32(d), Int32(c)]
            }
        }
        guard !indices.isEmpty else { return }
        renderTexturedGeometry(renderer, texture, positions: positions, texels: texels, colors: colors, indices: indices)
    }

    /// Ends every layer still open (a list that began more than it ended).
    func endAll() {
        while !open.isEmpty { end(drawMask: { _ in }) }
    }

    private func compositeTexture(width: Int32, height: Int32) -> OpaquePointer? {
        if let composite, compositeSize.width >= width, compositeSize.height >= height { return composite }
        if let composite { SDL_DestroyTexture(composite) }
        let size = (max(width, compositeSize.width, 64), max(height, compositeSize.height, 64))
        composite = SDL_CreateTexture(renderer, kinetic_SDL_PIXELFORMAT_RGBA32(), Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), size.0, size.1)
        guard let composite else {
            compositeSize = (0, 0)
            warnOnce("layer-composite", "could not make a layer texture (\(String(cString: SDL_GetError())))")
            return nil
        }
        compositeSize = size
        SDL_SetTextureBlendMode(composite, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(composite, SDL_ScaleModeLinear)
        return composite
    }

    func shutdown() {
        gpuBlur.shutdown()
        for target in targets + maskTargets + aheadTargets { SDL_DestroyTexture(target) }
        targets.removeAll()
        maskTargets.removeAll()
        aheadTargets.removeAll()
        if let composite { SDL_DestroyTexture(composite) }
        composite = nil
    }
}
