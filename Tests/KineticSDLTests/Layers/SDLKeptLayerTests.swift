import Foundation
import Testing
import KineticCore
@testable import Drawing
@testable import KineticSDL

/// What a layer drawn ahead is kept by from one frame to the next: the signature of its
/// content, the same wherever the content lies in the frame's lists, another for anything drawn
/// differently.
struct SDLKeptLayerTests {
    static let frame = CGRect(x: 40, y: 30, width: 120, height: 80)

    static func card(_ frame: CGRect = frame, color: RGBAColor = RGBAColor(red: 0.9, green: 0.6, blue: 0.3),
                     label: String = "Dune", inner: Bool = false) -> [DisplayItem] {
        var items = [DisplayItem(.beginLayer(LayerEffect(mask: .roundedRectangle(cornerSize: CGSize(width: 12, height: 12), style: .continuous))), frame: frame),
                     DisplayItem(.fill(.rectangle, color: color), frame: frame),
                     DisplayItem(.fill(.ellipse, color: RGBAColor(red: 0.9, green: 0.4, blue: 0.3, opacity: 0.75)), frame: frame.offsetBy(dx: -30, dy: 40)),
                     DisplayItem(.text(TextLayout(lines: [label], size: 15, lineHeight: 18, color: .white)), frame: CGRect(x: frame.minX + 8, y: frame.minY + 8, width: 60, height: 18))]
        if inner {
            items += [DisplayItem(.beginLayer(LayerEffect(opacity: 0.5)), frame: frame),
                      DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: frame.minX, y: frame.minY, width: 20, height: 20)),
                      DisplayItem(.endLayer, frame: frame)]
        }
        return items + [DisplayItem(.endLayer, frame: frame)]
    }

    /// The signature of the first layer of `items` drawn into a list (nil inside when it
    /// cannot be kept; nil outside when there is no layer).
    static func signature(_ items: [DisplayItem]) -> Int?? {
        var list = DrawList()
        list.append(DisplayList(items: items))
        let spans = SDLCanvas.layerSpans(list.commands)
        guard let begin = list.commands.firstIndex(where: { if case .beginLayer = $0 { true } else { false } }),
              case .beginLayer(let run) = list.commands[begin], let span = spans[begin] else { return nil }
        return .some(list.vertices.withUnsafeBufferPointer { vertices in
            list.indices.withUnsafeBufferPointer { indices in
                SDLCanvas.signature(of: list.commands[(begin + 1)..<span.end], vertices: vertices, indices: indices, bounds: run.bounds)
            }
        })
    }

    /// The signature of a keepable layer, failing the test when there is none.
    static func keptSignature(_ items: [DisplayItem]) throws -> Int {
        let found = try #require(signature(items), "a layer")
        return try #require(found, "a signature")
    }

    @Test func theSameContentElsewhereInTheListsSignsTheSame() throws {
        let before = [DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: 200, y: 10, width: 30, height: 50)),
                      DisplayItem(.stroke(.rectangle, color: .white, lineWidth: 2), frame: CGRect(x: 200, y: 100, width: 30, height: 20))]
        #expect(try Self.keptSignature(Self.card()) == Self.keptSignature(before + Self.card()))
    }

    @Test func whatDrawsDifferentlySignsDifferently() throws {
        let signatures = try [Self.card(), Self.card(Self.frame.offsetBy(dx: 1, dy: 0)), Self.card(color: RGBAColor(red: 0.9, green: 0.6, blue: 0.31)),
                              Self.card(label: "Dunes"), Self.card(Self.frame.offsetBy(dx: 0.25, dy: 0))].map(Self.keptSignature)
        #expect(Set(signatures).count == 5)
    }

    @Test func aLayerInsideIsNotKept() throws {
        let found = try #require(Self.signature(Self.card(inner: true)), "a layer")
        #expect(found == nil)
    }

    /// Shapes stamped from the shape-mask atlas sign with its lineage: emptied and filled
    /// again, or another atlas, it may hold another shape where one was, at the same texture
    /// coordinates.
    @Test func shapesFromTheAtlasSignWithIt() {
        let vertices = [DrawVertex(x: 0, y: 0, color: .init(r: 255, g: 255, b: 255, a: 255), u: 0, v: 0),
                        DrawVertex(x: 20, y: 0, color: .init(r: 255, g: 255, b: 255, a: 255), u: 0.1, v: 0),
                        DrawVertex(x: 20, y: 20, color: .init(r: 255, g: 255, b: 255, a: 255), u: 0.1, v: 0.1)]
        let indices: [UInt32] = [0, 1, 2]
        func signature(_ command: DrawCommand, atlas: Int) -> Int? {
            vertices.withUnsafeBufferPointer { v in
                indices.withUnsafeBufferPointer { i in
                    SDLCanvas.signature(of: [command][...], vertices: v, indices: i, bounds: PixelRect(x: 0, y: 0, width: 20, height: 20), atlas: atlas)
                }
            }
        }
        let masks = DrawCommand.masks(firstIndex: 0, indexCount: 3), triangles = DrawCommand.triangles(firstIndex: 0, indexCount: 3)
        let masksInOne = signature(masks, atlas: 1), trianglesInOne = signature(triangles, atlas: 1)
        #expect(masksInOne != nil && trianglesInOne != nil)
        #expect(masksInOne != signature(masks, atlas: 2))
        #expect(trianglesInOne == signature(triangles, atlas: 2))
        #expect(trianglesInOne != masksInOne)
        // Indices past the vertices sign nothing.
        #expect(signature(.triangles(firstIndex: 0, indexCount: 6), atlas: 1) == nil)
    }

    /// A blurred card drawn in its own space (a window's lists) signs the same however it turns
    /// and moves, and differently when what it holds changes: the GPU keeps its blurred
    /// picture while the card drifts.
    @Test func aPlacedBlurredCardSignsTheSameWhileItTurnsAndMoves() throws {
        func card(degrees: Double, at origin: CGPoint, label: String = "7") -> [DisplayItem] {
            let frame = CGRect(x: 0, y: 0, width: 160, height: 110)
            let turn = CGAffineTransform(translationX: -80, y: -55).concatenating(CGAffineTransform(rotationAngle: degrees * .pi / 180))
                .concatenating(CGAffineTransform(translationX: 80 + origin.x, y: 55 + origin.y))
            return [DisplayItem(.beginLayer(LayerEffect(blurRadius: 3)), frame: frame, transform: turn),
                    DisplayItem(.fill(.roundedRectangle(cornerSize: CGSize(width: 14, height: 14), style: .continuous), color: .white),
                                frame: frame, transform: turn),
                    DisplayItem(.text(TextLayout(lines: [label], size: 28, lineHeight: 34, color: .black)), frame: CGRect(x: 70, y: 38, width: 20, height: 34),
                                transform: turn),
                    DisplayItem(.endLayer, frame: frame)]
        }
        func signature(_ items: [DisplayItem]) throws -> Int {
            var list = DrawList()
            list.placesBlurredLayers = true
            list.drawsShapeMasks = true
            list.clearedOutputSize = CGSize(width: 800, height: 600)
            list.append(DisplayList(items: items))
            let begin = try #require(list.commands.firstIndex { if case .beginLayer = $0 { true } else { false } })
            guard case .beginLayer(let run) = list.commands[begin], let span = SDLCanvas.layerSpans(list.commands)[begin] else {
                throw SignatureMissing()
            }
            #expect(run.projection != nil)
            let found = list.vertices.withUnsafeBufferPointer { vertices in
                list.indices.withUnsafeBufferPointer { indices in
                    SDLCanvas.signature(of: list.commands[(begin + 1)..<span.end], vertices: vertices, indices: indices, bounds: run.bounds,
                                        atlas: list.shapeMasks.lineage)
                }
            }
            return try #require(found)
        }
        let still = try signature(card(degrees: 0, at: CGPoint(x: 100, y: 100)))
        for (degrees, x, y) in [(6.0, 108.25, 94.5), (-5.5, 91.75, 106.1), (2.2, 300.0, 40.0)] {
            #expect(try signature(card(degrees: degrees, at: CGPoint(x: x, y: y))) == still, "turned \(degrees)°")
        }
        #expect(try signature(card(degrees: 6, at: CGPoint(x: 108.25, y: 94.5), label: "8")) != still)
    }

    private struct SignatureMissing: Error {}

    /// A masked layer partly hidden is composited in the pieces around what is hidden, which
    /// with it make up its bounds within the output, and do not overlap.
    @Test(arguments: [PixelRect(x: 50, y: 40, width: 30, height: 20), PixelRect(x: 0, y: 0, width: 60, height: 500),
                      PixelRect(x: 60, y: 45, width: 400, height: 10), PixelRect(x: 500, y: 500, width: 10, height: 10)])
    func aPartlyHiddenLayerIsCompositedAroundIt(hidden: PixelRect) {
        var run = LayerRun(bounds: PixelRect(x: 40, y: 30, width: 100, height: 60), maskFirstIndex: 0, maskIndexCount: 3)
        run.hidden = hidden
        let output: (width: Int32, height: Int32) = (120, 200)
        let bounds = run.bounds.intersection(PixelRect(x: 0, y: 0, width: 120, height: 200))
        guard let pieces = SDLCanvas.visiblePieces(of: run, output: output) else {
            #expect(hidden.intersection(bounds).isEmpty, "nothing of it hidden")
            return
        }
        let cut = hidden.intersection(bounds)
        var count = 0
        for y in bounds.y..<(bounds.y + bounds.height) {
            for x in bounds.x..<(bounds.x + bounds.width) {
                let inside = { (r: PixelRect) in x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height }
                let covering = pieces.filter(inside).count
                #expect(covering == (inside(cut) ? 0 : 1), "pixel (\(x), \(y))")
                count += covering
            }
        }
        #expect(count == bounds.width * bounds.height - cut.width * cut.height)
        // Unmasked or blurred, it is composited whole.
        var plain = run
        plain.maskIndexCount = 0
        #expect(SDLCanvas.visiblePieces(of: plain, output: output) == nil)
        var blurred = run
        blurred.blurSigma = 3
        #expect(SDLCanvas.visiblePieces(of: blurred, output: output) == nil)
    }
}
