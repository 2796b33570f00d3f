import CSDL2
import Foundation
import Testing
import KineticCore
@testable import Drawing
@testable import KineticSDL

/// Gradients through their textures reach the renderer: the canvas makes each gradient's
/// texture and draws its run with it, and the textures are kept, and let go, by use.
///
/// SDL's software renderer takes textured triangles too (sampling the nearest texel), so a
/// list made for an accelerated renderer can be drawn here and its pixels read.
@MainActor
struct SDLGradientTexturesTests {
    @Test func aGradientRunIsDrawnThroughItsTexture() throws {
        let host = try SDLHeadlessHost(size: CGSize(width: 200, height: 60), fontPath: nil)
        defer { host.shutdown() }
        let stops = [GradientStop(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0), GradientStop(color: RGBAColor(red: 0, green: 0, blue: 1), location: 1)]
        let shading = Shading.linear(stops: stops, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 200, y: 0))
        var list = DrawList(clearColor: .black)
        list.removeAll(shadesWithTextures: true)
        // An ellipse: the software renderer copies a pair of triangles that make an axis-aligned
        // rectangle as a rectangle of the texture, which a gradient's row is not.
        list.append(DisplayList(items: [DisplayItem(.shaded(.fill(.ellipse, color: .white), shading), frame: CGRect(x: 0, y: 0, width: 200, height: 60))]))
        #expect(list.commands.contains { if case .gradient = $0 { true } else { false } })
        host.submit(list)
        for x in [10, 50, 100, 150, 190] {
            let pixel = try #require(host.pixel(x: x, y: 30))
            // The software renderer samples at the pixel's corner: within half a pixel's worth.
            let expected = Shading.interpolatedColor(stops, at: (Double(x) + 0.5) / 200)
            #expect(abs(Double(pixel.r) - expected.red * 255) <= 3 && abs(Double(pixel.b) - expected.blue * 255) <= 3 && pixel.g == 0,
                    "at \(x): \(pixel)")
        }
    }

    /// A renderer of its own, on a small surface (no window, no video subsystem).
    static func withRenderer(_ body: (OpaquePointer) throws -> Void) throws {
        let surface = try #require(kinetic_SDL_CreateRGBA32Surface(8, 8))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        try body(renderer)
    }

    static func gradient(_ index: Int) -> GradientTexture {
        GradientTexture(stops: [GradientStop(color: RGBAColor(red: Double(index) / 100, green: 0, blue: 0), location: 0)], form: .linear)
    }

    @Test func texturesAreKeptAndTheOldestGoesButNotOneUsedThisFrame() throws {
        try Self.withRenderer { renderer in
            let textures = SDLGradientTextures(renderer: renderer)
            defer { textures.shutdown() }
            textures.startFrame()
            let first = try #require(textures.texture(for: Self.gradient(0)))
            // Asked again, the same texture.
            #expect(textures.texture(for: Self.gradient(0)) == first)
            // A frame of more gradients than are kept keeps them all, until the next frame.
            for index in 0..<(SDLGradientTextures.capacity + 4) { _ = textures.texture(for: Self.gradient(index)) }
            #expect(textures.count == SDLGradientTextures.capacity + 4)
            textures.startFrame()
            #expect(textures.count == SDLGradientTextures.capacity)
            // Then the one used longest ago goes for a new one.
            _ = textures.texture(for: Self.gradient(1_000))
            #expect(textures.count == SDLGradientTextures.capacity)
            #expect(!textures.failed)
        }
    }

    @Test func numbersARoundingApartShareATexture() {
        let a = GradientTexture(stops: [], form: .radial(start: 0.1 + 0.2, end: 1))
        let b = GradientTexture(stops: [], form: .radial(start: 0.3, end: 1))
        #expect(a == b)
        #expect(GradientTexture(stops: [], form: .angular(span: 4.000_000_000_1)) == GradientTexture(stops: [], form: .angular(span: 4)))
    }
}
