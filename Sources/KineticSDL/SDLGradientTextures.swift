import CSDL2
import Drawing
import Foundation
import KineticCore

/// The textures of the gradients drawn lately (see ``GradientTexture``), made when first drawn
/// and kept while they are used: a gradient that holds still, moves, grows or turns keeps its
/// texture, and one whose stops (or a radial one's ratio of radii) animate makes one a frame.
/// Past ``capacity`` the texture used longest ago goes, but not one used in the frame being
/// drawn: a frame of more gradients keeps them all until the next.
///
/// Every SDL pointer stays on the main actor and is released by ``shutdown()``.
@MainActor
final class SDLGradientTextures {
    private let renderer: OpaquePointer
    private var textures: [GradientTexture: (texture: OpaquePointer, lastUse: Int)] = [:]
    private var clock = 0
    /// The clock when the frame being drawn began.
    private var frameStart = 0
    /// At most this many are kept.
    static let capacity = 32
    /// Whether a texture could not be made: the canvas then cuts gradients from the next frame.
    private(set) var failed = false

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    var count: Int { textures.count }

    /// Starts a frame: what was kept past ``capacity`` for the last one goes.
    func startFrame() {
        clock += 1
        frameStart = clock
        while textures.count > SDLGradientTextures.capacity, let oldest = textures.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            SDL_DestroyTexture(oldest.value.texture)
            textures[oldest.key] = nil
        }
    }

    /// The texture of `gradient`, made (and the oldest one let go) if it is not kept; nil, with
    /// a note, when SDL cannot make it.
    func texture(for gradient: GradientTexture) -> OpaquePointer? {
        clock += 1
        if let index = textures.index(forKey: gradient) {
            textures.values[index].lastUse = clock
            return textures.values[index].texture
        }
        if textures.count >= SDLGradientTextures.capacity, let oldest = textures.min(by: { $0.value.lastUse < $1.value.lastUse }),
           oldest.value.lastUse < frameStart {
            SDL_DestroyTexture(oldest.value.texture)
            textures[oldest.key] = nil
        }
        let width = Int32(gradient.width), height = Int32(gradient.height)
        guard let texture = SDL_CreateTexture(renderer, kinetic_SDL_PIXELFORMAT_RGBA32(), Int32(SDL_TEXTUREACCESS_STATIC.rawValue), width, height) else {
            fail()
            return nil
        }
        let uploaded = gradient.texels().withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, 4 * width) == 0 }
        guard uploaded else {
            SDL_DestroyTexture(texture)
            fail()
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        textures[gradient] = (texture, clock)
        return texture
    }

    private func fail() {
        if !failed {
            Diagnostics.note("no texture for a gradient (\(String(cString: SDL_GetError()))); gradients are drawn by cutting their triangles from the next frame")
        }
        failed = true
    }

    func shutdown() {
        for (_, kept) in textures { SDL_DestroyTexture(kept.texture) }
        textures.removeAll()
    }
}
