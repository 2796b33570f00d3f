import CSDL2
import CSDL2Image
import Drawing
import Foundation
import KineticCore

/// Draws image runs: loads each named image once with SDL2_image into a texture and keeps it
/// until ``shutdown()``.
///
/// Names are looked up in an images folder: the one given, or `images/` in the assets folder
/// that ``AssetLocator`` finds. A name without an extension tries `.png`, `.jpg`, `.jpeg` and
/// `.bmp`. An image that cannot be found or loaded draws nothing, with one warning per name.
@MainActor
final class SDLImageCache {
    private let renderer: OpaquePointer
    private var folder: String?
    private var searchedForFolder = false
    /// A texture per name; nil for a name that failed, so it is neither retried nor re-reported.
    private var textures: [String: OpaquePointer?] = [:]

    /// - Parameter folder: The folder images are found in, or nil for the assets' `images/`.
    init(renderer: OpaquePointer, folder: String?) {
        self.renderer = renderer
        self.folder = folder
        searchedForFolder = folder != nil
    }

    /// Draws `run`, stretched over its rectangle.
    func draw(_ run: ImageRun) {
        guard let texture = texture(named: run.name) else { return }
        let alpha = UInt8((min(max(run.opacity, 0), 1) * 255).rounded())
        guard alpha > 0 else { return }
        SDL_SetTextureAlphaMod(texture, alpha)
        SDL_SetTextureScaleMode(texture, run.sampling == .nearest ? SDL_ScaleModeNearest : SDL_ScaleModeLinear)
        guard !run.slicing.isWhole else {
            var target = SDL_FRect(x: Float(run.x), y: Float(run.y), w: Float(run.width), h: Float(run.height))
            SDL_RenderCopyF(renderer, texture, nil, &target)
            return
        }
        var width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        let destination = CGRect(x: run.x, y: run.y, width: run.width, height: run.height)
        for piece in run.slicing.pieces(imageWidth: Double(width), imageHeight: Double(height), in: destination,
                                        scaleX: run.scaleX, scaleY: run.scaleY) {
            // Whole source pixels (a cut tile's are rounded), so linear sampling does not reach
            // into the next piece.
            let source = piece.source
            var from = SDL_Rect(x: Int32(Double(source.minX).rounded()), y: Int32(Double(source.minY).rounded()),
                                w: max(1, Int32(Double(source.width).rounded())), h: max(1, Int32(Double(source.height).rounded())))
            var to = SDL_FRect(x: Float(piece.destination.minX), y: Float(piece.destination.minY),
                               w: Float(piece.destination.width), h: Float(piece.destination.height))
            SDL_RenderCopyF(renderer, texture, &from, &to)
        }
    }

    private func texture(named name: String) -> OpaquePointer? {
        if let cached = textures[name] { return cached }
        let texture = load(name)
        textures[name] = .some(texture)
        return texture
    }

    private func load(_ name: String) -> OpaquePointer? {
        guard let folder = imagesFolder() else { return nil }
        let base = URL(fileURLWithPath: folder).appendingPathComponent(name)
        let candidates = base.pathExtension.isEmpty
            ? ["png", "jpg", "jpeg", "bmp"].map { base.appendingPathExtension($0).path }
            : [base.path]
        guard let path = candidates.first(where: FileManager.default.isReadableFile(atPath:)) else {
            Diagnostics.warning("no image named '\(name)' (looked for \(candidates.joined(separator: ", "))); it draws nothing")
            return nil
        }
        guard let surface = IMG_Load(path) else {
            Diagnostics.warning("cannot load the image '\(path)': \(String(cString: kinetic_IMG_GetError())); it draws nothing")
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            Diagnostics.warning("cannot make a texture of the image '\(path)': \(String(cString: SDL_GetError())); it draws nothing")
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return texture
    }

    private func imagesFolder() -> String? {
        if !searchedForFolder {
            searchedForFolder = true
            do {
                folder = try AssetLocator().locate().appendingPathComponent("images").path
            } catch {
                Diagnostics.warning("images draw nothing: \(error)")
            }
        }
        return folder
    }

    /// Destroys every texture. Call before the renderer is destroyed.
    func shutdown() {
        for case let texture? in textures.values { SDL_DestroyTexture(texture) }
        textures.removeAll()
    }
}
