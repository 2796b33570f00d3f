import Foundation
import Testing
import KineticCore
@testable import Drawing
@testable import KineticSDL

/// Shape masks reach the renderer: the canvas uploads the list's atlas and draws its quads
/// with it, and a frame of masks looks like the same frame of triangles.
///
/// SDL's software renderer samples textures at the nearest texel and draws triangles with
/// faceted fringes, so the shapes here sit on whole pixels, where both ways agree but for the
/// fringe; the accelerated renderers, for which masks are meant, sample bilinearly.
@MainActor
struct SDLCanvasShapeMaskTests {
    /// Round shapes of several kinds and sizes on whole pixels, opaque and translucent.
    static var scene: DisplayList {
        var list = DisplayList()
        let shapes: [DisplayShape] = [.ellipse, .capsule, .roundedRectangle(cornerSize: CGSize(width: 5, height: 5), style: .circular)]
        for index in 0..<18 {
            let color = RGBAColor(red: Double(index * 37 % 255) / 255, green: Double(index * 91 % 255) / 255, blue: 0.8, opacity: index % 3 == 0 ? 0.6 : 1)
            let frame = CGRect(x: 6 + (index % 6) * 32, y: 6 + (index / 6) * 40, width: 20 + (index % 4) * 3, height: 20 + (index % 3) * 6)
            list.append(DisplayItem(.fill(shapes[index % 3], color: color), frame: frame))
        }
        return list
    }

    /// Every pixel of the frame `display` draws, with or without masks; and the list.
    func draw(_ display: DisplayList, masks: Bool, frames: Int = 1) throws -> (pixels: [RGBA8], list: DrawList, calls: Int) {
        let host = try SDLHeadlessHost(size: CGSize(width: 200, height: 130), fontPath: nil)
        defer { host.shutdown() }
        var list = DrawList(clearColor: RGBAColor(hex: 0x101010))
        for _ in 0..<frames {
            // Without masks, as the product draws on this renderer: each pixel gets the
            // coverage at its centre, as each texel of a mask does.
            list.removeAll(vertexSampleOffset: host.vertexSampleOffset, snapsVerticesToPixels: !masks, drawsShapeMasks: masks)
            list.append(display)
            host.submit(list)
        }
        var pixels: [RGBA8] = []
        for y in 0..<130 { for x in 0..<200 { pixels.append(host.pixel(x: x, y: y)!) } }
        return (pixels, list, host.drawCallsLastSubmit)
    }

    @Test func masksDrawWhatTrianglesDraw() throws {
        let masked = try draw(Self.scene, masks: true)
        let triangles = try draw(Self.scene, masks: false)
        #expect(masked.list.commands == [.masks(firstIndex: 0, indexCount: 18 * 6)])
        #expect(masked.calls == 1)
        // Inside and outside, the same; on the one-pixel edge, close (SDL's software renderer
        // maps a texel to a pixel its own way).
        let differences = zip(masked.pixels, triangles.pixels).map { a, b in
            max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
        }
        let largest = differences.max() ?? 0, mean = Double(differences.reduce(0, +)) / Double(differences.count)
        #expect(largest <= 64 && mean < 1, "largest difference \(largest), mean \(mean)")
        #expect(differences.filter { $0 > 32 }.count < differences.count / 1000)
        // Something was drawn: the shapes' centres carry their colours.
        let centre = masked.pixels[(6 + 10) * 200 + 6 + 10]
        #expect(centre != RGBA8(r: 0x10, g: 0x10, b: 0x10, a: 255))
    }

    /// Masks added in a later frame are uploaded too: the frame looks as it does drawn with
    /// an atlas of its own masks only.
    @Test func masksAddedLaterAreUploaded() throws {
        var grown = DisplayList()
        for index in 0..<3 {
            grown.append(DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: 10 + index * 40, y: 10, width: 20 + index * 4, height: 20)))
        }
        let host = try SDLHeadlessHost(size: CGSize(width: 200, height: 130), fontPath: nil)
        defer { host.shutdown() }
        var list = DrawList(clearColor: RGBAColor(hex: 0x101010))
        list.removeAll(vertexSampleOffset: host.vertexSampleOffset, drawsShapeMasks: true)
        list.append(Self.scene)
        host.submit(list)
        list.removeAll(vertexSampleOffset: host.vertexSampleOffset, drawsShapeMasks: true)
        list.append(grown)
        host.submit(list)
        #expect(list.shapeMasks.slots.count > 3, "the second frame's masks were added to the first's")
        let later = (0..<130).flatMap { y in (0..<200).map { x in host.pixel(x: x, y: y)! } }
        let fresh = try draw(grown, masks: true)
        let mismatches = zip(later, fresh.pixels).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(mismatches.isEmpty, "\(mismatches.count) pixels differ, first at \(mismatches.prefix(5).map { ($0 % 200, $0 / 200) })")
        #expect(later.contains { $0.r > 200 })
    }

    /// An atlas emptied after it overflowed is uploaded afresh under its new identity.
    @Test func anEmptiedAtlasIsUploadedAfresh() throws {
        var crowded = DisplayList()
        for index in 0..<400 {
            crowded.append(DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: 0, y: 0, width: 40 + Double(index % 100) / 8, height: 60 + Double(index / 100) / 8)))
        }
        let host = try SDLHeadlessHost(size: CGSize(width: 200, height: 130), fontPath: nil)
        defer { host.shutdown() }
        var list = DrawList(clearColor: RGBAColor(hex: 0x101010))
        list.removeAll(vertexSampleOffset: host.vertexSampleOffset, drawsShapeMasks: true)
        list.append(crowded)
        #expect(list.commands.contains { if case .triangles = $0 { true } else { false } }, "the atlas overflowed")
        host.submit(list)
        list.removeAll(vertexSampleOffset: host.vertexSampleOffset, drawsShapeMasks: true)
        list.append(Self.scene)
        host.submit(list)
        let after = (0..<130).flatMap { y in (0..<200).map { x in host.pixel(x: x, y: y)! } }
        let fresh = try draw(Self.scene, masks: true)
        #expect(zip(after, fresh.pixels).filter { $0 != $1 }.isEmpty)
    }
}
