import CSDL2
import CSDL2Image
import Foundation

/// Reads an image file into RGBA bytes (rows of `width * 4`), for comparing frames with
/// reference images.
public enum SDLPNGFile {
    public static func rgbaPixels(at path: String) throws(SDLError) -> (width: Int, height: Int, pixels: [UInt8]) {
        guard let loaded = IMG_Load(path) else {
            throw SDLError(action: "read the image '\(path)'", message: String(cString: kinetic_IMG_GetError()),
                           advice: "Check that the file exists and is a PNG.")
        }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, kinetic_SDL_PIXELFORMAT_RGBA32(), 0) else {
            throw SDLError.current("convert '\(path)' to RGBA")
        }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if let source = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) {
            for y in 0..<height {
                for x in 0..<(width * 4) { pixels[y * width * 4 + x] = source[y * pitch + x] }
            }
        }
        return (width, height, pixels)
    }
}
