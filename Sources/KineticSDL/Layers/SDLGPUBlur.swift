import CSDL2
import Drawing

/// Blurs a layer on the GPU with nothing but textured copies, as ``BlurPasses`` plans: the
/// layer halved with linear filtering until it is reduced by the plan's factor, then the
/// gaussian's horizontal and vertical passes, each one draw of a few shifted copies added
/// together. The result stays premultiplied in one of two work textures, reduced, for the
/// compositor to scale back up over the layer.
///
/// The work textures are made on first use and only ever grow (in steps of 64 texels), so a
/// layer blurred every frame makes none. Each holds the reduced layer `padding` texels in
/// from its corner, with transparent texels around it, so that no copy samples past its
/// texture or another layer's leftovers.
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
        let padding = Int32(passes.padding)
        let f = Int32(passes.factor)
        let width = (rect.w + f - 1) / f, height = (rect.h + f - 1) / f
        // The first level is the largest: the layer halved once, or copied.
        let firstWidth = f > 1 ? (rect.w + 1) / 2 : rect.w, firstHeight = f > 1 ? (rect.h + 1) / 2 : rect.h
        guard ensureWork(width: firstWidth + 2 * padding, height: firstHeight + 2 * padding) else { return nil }
        let full = SDL_Rect(x: 0, y: 0, w: firstWidth + 2 * padding, h: firstHeight + 2 * padding)
        var sourceBlend = SDL_BLENDMODE_NONE
        SDL_GetTextureBlendMode(source, &sourceBlend)
        SDL_SetTextureBlendMode(source, SDL_BLENDMODE_NONE)
        defer { SDL_SetTextureBlendMode(source, sourceBlend) }
        // Into the first work texture: the layer copied, or halved until reduced by the factor.
        // Halving with linear filtering averages each 2 × 2 block: every sample falls on the
        // corner of four texels. An odd width samples the transparent texel past the edge.
        var from = source, fromRect = rect, current = 0, scale: Int32 = 1
        repeat {
            let step: Int32 = scale < f ? 2 : 1
            let levelWidth = (fromRect.w + step - 1) / step, levelHeight = (fromRect.h + step - 1) / step
            SDL_SetRenderTarget(renderer, work[current])
            clear(full)
            var src = SDL_Rect(x: fromRect.x, y: fromRect.y, w: levelWidth * step, h: levelHeight * step)
            var dst = SDL_Rect(x: padding, y: padding, w: levelWidth, h: levelHeight)
            SDL_RenderCopy(renderer, from, &src, &dst)
            from = work[current]
            fromRect = dst
            current = 1 - current
            scale *= step
        } while scale < f
        let reduced = SDL_Rect(x: padding, y: padding, w: width, h: height)
        guard !passes.taps.isEmpty else {
            return Result(texture: from, texels: reduced, textureSize: (Int(workSize.width), Int(workSize.height)), factor: Int(f))
        }
        // The horizontal pass over every row a vertical copy reads; then the vertical pass.
        let reach = padding - 1
        SDL_SetRenderTarget(renderer, work[current])
        clear(full)
        drawCopies(of: from, passes: passes, horizontal: true,
                   over: SDL_Rect(x: padding, y: padding - reach, w: width, h: height + 2 * reach))
        SDL_SetRenderTarget(renderer, from)
        clear(full)
        drawCopies(of: work[current], passes: passes, horizontal: false, over: reduced)
        return Result(texture: from, texels: reduced, textureSize: (Int(workSize.width), Int(workSize.height)), factor: Int(f))
    }

    /// Draws the pass's copies of `texture` added together over `area` of the current target:
    /// each sampled `offset` texels before and after along the pass, weighted by its colour.
    private func drawCopies(of texture: OpaquePointer, passes: BlurPasses, horizontal: Bool, over area: SDL_Rect) {
        positions.removeAll(keepingCapacity: true)
        texels.removeAll(keepingCapacity: true)
        colors.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        let w = Float(workSize.width), h = Float(workSize.height)
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
        SDL_SetTextureBlendMode(texture, add)
        renderTexturedGeometry(renderer, texture, positions: positions, texels: texels, colors: colors, indices: indices)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
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
        for texture in work { SDL_DestroyTexture(texture) }
        work.removeAll()
        workSize = (0, 0)
    }
}
