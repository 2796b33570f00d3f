import CSDL2
import Drawing

/// Blurs layers on the GPU with nothing but textured copies, as ``BlurPasses`` plans: each
/// layer halved with linear filtering until it is reduced by the plan's factor, then the
/// gaussian's horizontal and vertical passes, each one draw of a few shifted copies added
/// together. The result stays premultiplied and reduced, for the compositor to scale back up
/// over the layer: in one of two work textures, or (``blurKept(_:rects:passes:)``) in a
/// texture kept for the frame.
///
/// Many layers with the same passes are blurred at once, laid out in rows in the work
/// textures, each `padding` texels in from its neighbours with transparent texels around it,
/// so that no copy samples past its texture or another layer. The work textures are made on
/// first use and only ever grow (in steps of 64 texels), so layers blurred every frame make
/// none; kept textures not used in a frame are let go at the next, but those whose blurred
/// layers the compositor keeps for the next frame too (``startFrame(retaining:)``).
@MainActor
final class SDLGPUBlur {
    /// Where a blurred layer is: `texels` of `texture` (`textureSize` in all), to be drawn
    /// `factor` times larger.
    struct Result {
        var texture: OpaquePointer
        var texels: SDL_Rect
        var textureSize: (width: Int, height: Int)
        var factor: Int
    }

    private let renderer: OpaquePointer
    private var work: [OpaquePointer] = []
    /// Textures whose blurred layers are kept for the rest of the frame (``blurKept(_:rects:passes:)``),
    /// each with its size, grown as needed, and whether it is taken this frame (or held from
    /// the frame before, see ``startFrame(retaining:)``).
    private var kept: [(texture: OpaquePointer, width: Int32, height: Int32, taken: Bool)] = []
    private var workSize: (width: Int32, height: Int32) = (0, 0)
    /// Each copy added to what is there: colour and alpha, both premultiplied.
    private let add = SDL_ComposeCustomBlendMode(SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE, SDL_BLENDOPERATION_ADD,
                                                 SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE, SDL_BLENDOPERATION_ADD)
    // The copies' buffers, kept between layers.
    private var positions: [Float] = []
    private var texels: [Float] = []
    private var colors: [SDL_Color] = []
    private var indices: [Int32] = []

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// Blurs `rect` of `source` (premultiplied colour, and transparent for one texel past the
    /// rectangle's right and bottom edges). Leaves the render target on a work texture, the
    /// source's blend mode as it was and the result's `SDL_BLENDMODE_NONE`. Nil when a work
    /// texture cannot be made.
    func blur(_ source: OpaquePointer, rect: SDL_Rect, passes: BlurPasses) -> Result? {
        blur(source, rects: [rect], passes: passes)?.first
    }

    /// Lets the textures kept last frame be used again, but those `retaining` holds to (which
    /// hold blurred layers kept for this frame too), and lets go of those it did not use.
    func startFrame(retaining: (OpaquePointer) -> Bool = { _ in false }) {
        kept.removeAll { entry in
            guard !entry.taken, !retaining(entry.texture) else { return false }
            SDL_DestroyTexture(entry.texture)
            return true
        }
        for index in kept.indices { kept[index].taken = retaining(kept[index].texture) }
    }

    /// Blurs each of `rects` of `source` (each transparent for one texel past its right and
    /// bottom edges), all at once, so the GPU changes target as often for many as for one, and
    /// leaves them reduced in a texture of their own, kept until the next ``startFrame(retaining:)``
    /// (or longer, while it retains the texture),
    /// to be drawn scaled up where they belong. Nil when a texture cannot be
    /// made.
    func blurKept(_ source: OpaquePointer, rects: [SDL_Rect], passes: BlurPasses) -> [Result]? {
        blur(source, rects: rects, passes: passes, keeping: true)
    }

    /// A texture kept for the rest of the frame, at least `width` × `height`: one not taken,
    /// grown (made anew) when it is too small.
    private func keptTexture(width: Int32, height: Int32) -> (texture: OpaquePointer, width: Int32, height: Int32)? {
        if let free = kept.firstIndex(where: { !$0.taken && $0.width >= width && $0.height >= height }) {
            kept[free].taken = true
            return (kept[free].texture, kept[free].width, kept[free].height)
        }
        let size = (width: (width + 63) / 64 * 64, height: (height + 63) / 64 * 64)
        guard let texture = SDL_CreateTexture(renderer, kinetic_SDL_PIXELFORMAT_RGBA32(), Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                              size.width, size.height) else { return nil }
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        if let small = kept.firstIndex(where: { !$0.taken }) {
            SDL_DestroyTexture(kept[small].texture)
            kept[small] = (texture, size.width, size.height, true)
        } else {
            kept.append((texture, size.width, size.height, true))
        }
        return (texture, size.width, size.height)
    }

    /// Blurs each of `rects` of `source`, each reduced into its own place in the work textures
    /// (rows of them, each `padding` texels in from its neighbours), all drawn at once; with
    /// `keeping`, the last pass is drawn into a kept texture instead.
    private func blur(_ source: OpaquePointer, rects: [SDL_Rect], passes: BlurPasses, keeping: Bool = false) -> [Result]? {
        let padding = Int32(passes.padding)
        let f = Int32(passes.factor)
        // The first level is the largest: the layer halved once, or copied. Places for it, in
        // rows no wider than 2,048 texels.
        func first(_ length: Int32) -> Int32 { f > 1 ? (length + 1) / 2 : length }
        var origins: [(x: Int32, y: Int32)] = []
        var rowX: Int32 = 0, rowY: Int32 = 0, rowHeight: Int32 = 0, widest: Int32 = 0
        for rect in rects {
            let w = first(rect.w) + 2 * padding, h = first(rect.h) + 2 * padding
            if rowX > 0, rowX + w > 2048 {
                rowY += rowHeight
                rowX = 0
                rowHeight = 0
            }
            origins.append((rowX, rowY))
            rowX += w
            rowHeight = max(rowHeight, h)
            widest = max(widest, rowX)
        }
        guard !rects.isEmpty, ensureWork(width: widest, height: rowY + rowHeight) else { return nil }
        let full = SDL_Rect(x: 0, y: 0, w: widest, h: rowY + rowHeight)
        var sourceBlend = SDL_BLENDMODE_NONE
        SDL_GetTextureBlendMode(source, &sourceBlend)
        SDL_SetTextureBlendMode(source, SDL_BLENDMODE_NONE)
        defer { SDL_SetTextureBlendMode(source, sourceBlend) }
        // Into the first work texture: each layer copied, or halved until reduced by the factor.
        // Halving with linear filtering averages each 2 × 2 block: every sample falls on the
        // corner of four texels. An odd width samples the transparent texel past the edge.
        var from = source, fromRects = rects, current = 0, scale: Int32 = 1
        repeat {
            let step: Int32 = scale < f ? 2 : 1
            SDL_SetRenderTarget(renderer, work[current])
            clearWhole()
            // Copied, not blended (a composite may have left another mode on a work texture).
            SDL_SetTextureBlendMode(from, SDL_BLENDMODE_NONE)
            for (index, origin) in origins.enumerated() {
                let levelWidth = (fromRects[index].w + step - 1) / step, levelHeight = (fromRects[index].h + step - 1) / step
                var src = SDL_Rect(x: fromRects[index].x, y: fromRects[index].y, w: levelWidth * step, h: levelHeight * step)
                var dst = SDL_Rect(x: origin.x + padding, y: origin.y + padding, w: levelWidth, h: levelHeight)
                SDL_RenderCopy(renderer, from, &src, &dst)
                fromRects[index] = dst
            }
            from = work[current]
            current = 1 - current
            scale *= step
        } while scale < f
        var destination = from, size = (width: Int(workSize.width), height: Int(workSize.height))
        if keeping {
            guard let texture = keptTexture(width: full.w, height: full.h) else { return nil }
            destination = texture.texture
            size = (Int(texture.width), Int(texture.height))
        }
        let results = fromRects.map { Result(texture: destination, texels: $0, textureSize: size, factor: Int(f)) }
        guard !passes.taps.isEmpty else {
            if keeping {
                // Nothing to blur past the reduction: the reduced layers copied as they are.
                var area = full
                SDL_SetRenderTarget(renderer, destination)
                clearWhole()
                SDL_SetTextureBlendMode(from, SDL_BLENDMODE_NONE)
                SDL_RenderCopy(renderer, from, &area, &area)
            }
            return results
        }
        // The horizontal pass over every row a vertical copy reads; then the vertical pass.
        let reach = padding - 1
        SDL_SetRenderTarget(renderer, work[current])
        clearWhole()
        drawCopies(of: from, passes: passes, horizontal: true,
                   over: fromRects.map { SDL_Rect(x: $0.x, y: $0.y - reach, w: $0.w, h: $0.h + 2 * reach) })
        SDL_SetRenderTarget(renderer, destination)
        clearWhole()
        drawCopies(of: work[current], passes: passes, horizontal: false, over: fromRects)
        return results
    }

    /// Draws the pass's copies of `texture` added together over each of `areas` of the current
    /// target: each sampled `offset` texels before and after along the pass, weighted by its
    /// colour. One draw for all of them.
    private func drawCopies(of texture: OpaquePointer, passes: BlurPasses, horizontal: Bool, over areas: [SDL_Rect]) {
        positions.removeAll(keepingCapacity: true)
        texels.removeAll(keepingCapacity: true)
        colors.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        let w = Float(workSize.width), h = Float(workSize.height)
        for area in areas {
            let x0 = Float(area.x), y0 = Float(area.y), x1 = x0 + Float(area.w), y1 = y0 + Float(area.h)
            for tap in passes.taps {
                let color = SDL_Color(r: tap.weight, g: tap.weight, b: tap.weight, a: tap.weight)
                for side: Float in tap.offset == 0 ? [0] : [1, -1] {
                    let shift = Float(tap.offset) * side
                    let dx: Float = horizontal ? shift : 0, dy: Float = horizontal ? 0 : shift
                    let first = Int32(colors.count)
                    for (x, y) in [(x0, y0), (x1, y0), (x1, y1), (x0, y1)] {
                        positions += [x, y]
                        texels += [(x - dx) / w, (y - dy) / h]
                        colors.append(color)
                    }
                    indices += [first, first + 1, first + 2, first, first + 2, first + 3]
                }
            }
        }
        SDL_SetTextureBlendMode(texture, add)
        renderTexturedGeometry(renderer, texture, positions: positions, texels: texels, colors: colors, indices: indices)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
    }

    private func clearWhole() {
        clearWholeTarget(renderer)
    }

    /// Makes both work textures at least `width` × `height`. False, with a warning, when SDL
    /// cannot.
    private func ensureWork(width: Int32, height: Int32) -> Bool {
        if work.count == 2, workSize.width >= width, workSize.height >= height { return true }
        for texture in work { SDL_DestroyTexture(texture) }
        work.removeAll()
        let size = (width: max(workSize.width, (width + 63) / 64 * 64), height: max(workSize.height, (height + 63) / 64 * 64))
        for _ in 0..<2 {
            guard let texture = SDL_CreateTexture(renderer, kinetic_SDL_PIXELFORMAT_RGBA32(), Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                                  size.width, size.height) else {
                for texture in work { SDL_DestroyTexture(texture) }
                work.removeAll()
                workSize = (0, 0)
                return false
            }
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            work.append(texture)
        }
        workSize = size
        return true
    }

    func shutdown() {
        for texture in kept { SDL_DestroyTexture(texture.texture) }
        kept.removeAll()
        for texture in work { SDL_DestroyTexture(texture) }
        work.removeAll()
        workSize = (0, 0)
    }
}
