import Foundation
import Testing
@testable import Drawing

struct DrawListShapeMasksTests {
    static func fill(_ shape: DisplayShape, _ frame: CGRect, transform: CGAffineTransform = .identity, color: RGBAColor = .white) -> DisplayItem {
        DisplayItem(.fill(shape, color: color), frame: frame, transform: transform)
    }

    static func masking(_ items: [DisplayItem], pixelsPerPoint: Double = 1) -> DrawList {
        var list = DrawList(pixelsPerPoint: pixelsPerPoint)
        list.removeAll(drawsShapeMasks: true)
        list.append(DisplayList(items: items))
        return list
    }

    /// A circle is one quad over its mask: its corners one pixel out from the frame, its
    /// texture coordinates the mask's slot, its colour the fill's.
    @Test func aCircleIsOneQuadOverItsMask() throws {
        let color = RGBAColor(red: 1, green: 0.5, blue: 0, opacity: 0.5)
        let list = Self.masking([Self.fill(.ellipse, CGRect(x: 10.25, y: 20.5, width: 12, height: 12), color: color)], pixelsPerPoint: 2)
        #expect(list.vertices.count == 4 && list.indices == [0, 1, 2, 0, 2, 3])
        #expect(list.commands == [.masks(firstIndex: 0, indexCount: 6)])
        let slot = try #require(list.shapeMasks.slots.first)
        #expect(slot.width == 26 && slot.height == 26)
        let side = Float(list.shapeMasks.side)
        #expect(list.vertices[0] == DrawVertex(x: 19.5, y: 40, color: color.bytes, u: Float(slot.x) / side, v: Float(slot.y) / side))
        #expect(list.vertices[2] == DrawVertex(x: 45.5, y: 66, color: color.bytes,
                                               u: Float(slot.x + 26) / side, v: Float(slot.y + 26) / side))
    }

    /// Circles, ellipses, capsules and round-cornered rectangles that only move or stretch are
    /// masks, run after run in one command; one slot serves every circle of a size.
    @Test func roundFillsThatOnlyMoveOrStretchAreMasks() {
        let items = [
            Self.fill(.ellipse, CGRect(x: 0, y: 0, width: 10, height: 10)),
            Self.fill(.ellipse, CGRect(x: 30, y: 0, width: 10, height: 10)),
            Self.fill(.ellipse, CGRect(x: 60, y: 0, width: 20, height: 10)),
            Self.fill(.capsule, CGRect(x: 0, y: 30, width: 30, height: 10)),
            Self.fill(.roundedRectangle(cornerSize: CGSize(width: 4, height: 4), style: .circular), CGRect(x: 40, y: 30, width: 20, height: 20)),
            Self.fill(.ellipse, CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 15)),
        ]
        let list = Self.masking(items)
        #expect(list.commands == [.masks(firstIndex: 0, indexCount: 36)])
        #expect(list.shapeMasks.slots.count == 5)
    }

    /// Anything else keeps its triangles: a rectangle, a path, continuous corners, corners that
    /// stretch out of round, a rotation, a box over 64 pixels, and every fill when the list
    /// does not draw masks or snaps vertices to pixels.
    @Test func otherFillsKeepTheirTriangles() {
        let box = CGRect(x: 10, y: 10, width: 20, height: 20)
        let others = [
            Self.fill(.rectangle, box),
            Self.fill(.path(Path(ellipseIn: box)), box),
            Self.fill(.roundedRectangle(cornerSize: CGSize(width: 4, height: 4), style: .continuous), box),
            Self.fill(.roundedRectangle(cornerSize: CGSize(width: 4, height: 4), style: .circular), box, transform: CGAffineTransform(scaleX: 2, y: 1)),
            Self.fill(.ellipse, box, transform: CGAffineTransform(rotationAngle: 0.3)),
            Self.fill(.ellipse, CGRect(x: 0, y: 0, width: 65, height: 10)),
        ]
        for item in others {
            let list = Self.masking([item])
            #expect(list.shapeMasks.slots.isEmpty && list.commands.allSatisfy { if case .triangles = $0 { true } else { false } }, "\(item)")
        }
        var plain = DrawList()
        plain.append(DisplayList(items: [Self.fill(.ellipse, box)]))
        var snapping = DrawList()
        snapping.removeAll(vertexSampleOffset: 0.5, snapsVerticesToPixels: true, drawsShapeMasks: true)
        snapping.append(DisplayList(items: [Self.fill(.ellipse, box)]))
        for list in [plain, snapping] {
            #expect(list.shapeMasks.slots.isEmpty && list.commands.allSatisfy { if case .triangles = $0 { true } else { false } })
        }
    }

    /// Masks and triangles keep the items' order: each change of kind starts a command.
    @Test func masksAndTrianglesKeepTheirOrder() {
        let items = [
            Self.fill(.ellipse, CGRect(x: 0, y: 0, width: 10, height: 10)),
            Self.fill(.rectangle, CGRect(x: 0, y: 0, width: 10, height: 10)),
            Self.fill(.rectangle, CGRect(x: 20, y: 0, width: 10, height: 10)),
            Self.fill(.ellipse, CGRect(x: 20, y: 0, width: 10, height: 10)),
            Self.fill(.capsule, CGRect(x: 40, y: 0, width: 20, height: 10)),
        ]
        let list = Self.masking(items)
        let kinds = list.commands.map { command -> String in
            switch command {
            case .masks: "masks"
            case .triangles: "triangles"
            default: "other"
            }
        }
        #expect(kinds == ["masks", "triangles", "masks"])
        // Every index is in exactly one command, in order.
        var next = 0
        for command in list.commands {
            switch command {
            case .masks(let first, let count), .triangles(let first, let count):
                #expect(first == next)
                next = first + count
            default: break
            }
        }
        #expect(next == list.indices.count)
    }

    /// Frames of masks and kept fills, drawn over the frame before, come out as drawn afresh:
    /// kept fills that lead the frame are written in place, the first mask ends that; and a
    /// fill kept as triangles while the list drew no masks is a mask once it does.
    @Test func framesWithMasksDrawnOverTheFrameBeforeMatchDrawingAfresh() {
        var inPlace = DrawList(), afresh = DrawList()
        afresh.writesInPlace = false
        for frame in 0..<14 {
            // Rectangles and big circles are kept triangles; small circles are masks from the
            // fourth frame on; which items are which changes from frame to frame.
            var items = [Self.fill(.rectangle, CGRect(x: Double(frame), y: 0, width: 30, height: 30)),
                         Self.fill(.ellipse, CGRect(x: 40, y: Double(frame), width: 80, height: 80))]
            for index in 0..<8 {
                let x = Double(index * 20) + Double(frame) * 0.7
                let size = (index + frame / 2).isMultiple(of: 3) ? 80.0 : 12
                items.append(Self.fill(index.isMultiple(of: 2) ? .ellipse : .rectangle, CGRect(x: x, y: 10, width: size, height: size)))
            }
            let masks = frame >= 4
            inPlace.removeAll(drawsShapeMasks: masks)
            inPlace.append(DisplayList(items: items))
            afresh.removeAll(drawsShapeMasks: masks)
            afresh.append(DisplayList(items: items))
            #expect(inPlace.vertices == afresh.vertices, "frame \(frame)")
            #expect(inPlace.indices == afresh.indices, "frame \(frame)")
            #expect(inPlace.commands == afresh.commands, "frame \(frame)")
            #expect(inPlace.commands.contains { if case .masks = $0 { true } else { false } } == masks, "frame \(frame)")
        }
        #expect(inPlace.tessellationCacheStatistics.inPlace > 10)
    }

    /// A copy of a list that gains a mask has an atlas of its own identity: a backend that
    /// uploaded the original's masks uploads the copy's afresh.
    @Test func aCopyThatGainsAMaskHasItsOwnIdentity() {
        var list = Self.masking([Self.fill(.ellipse, CGRect(x: 0, y: 0, width: 10, height: 10))])
        let original = list
        list.append(DisplayList(items: [Self.fill(.ellipse, CGRect(x: 0, y: 0, width: 10, height: 10))]))
        #expect(list.shapeMasks.identity == original.shapeMasks.identity, "no new mask, the same atlas")
        list.append(DisplayList(items: [Self.fill(.ellipse, CGRect(x: 0, y: 0, width: 14, height: 14))]))
        #expect(list.shapeMasks.identity != original.shapeMasks.identity)
        #expect(original.shapeMasks.slots.count == 1 && list.shapeMasks.slots.count == 2)
    }

    /// When the atlas is full, the fill is drawn as triangles; the next frame starts with an
    /// empty atlas of twice the side and draws masks again.
    @Test func aFillThatFindsTheAtlasFullIsTriangles() {
        var list = DrawList()
        var items: [DisplayItem] = []
        for index in 0..<400 {
            items.append(Self.fill(.ellipse, CGRect(x: 0, y: 0, width: 40 + Double(index % 100) / 8, height: 60 + Double(index / 100) / 8)))
        }
        list.removeAll(drawsShapeMasks: true)
        list.append(DisplayList(items: items))
        let masks = list.shapeMasks.slots.count
        #expect(masks > 10 && masks < 400)
        #expect(list.commands.contains { if case .triangles = $0 { true } else { false } })
        let identity = list.shapeMasks.identity
        list.removeAll(drawsShapeMasks: true)
        #expect(list.shapeMasks.identity != identity && list.shapeMasks.slots.isEmpty)
        #expect(list.shapeMasks.side == 2 * ShapeMaskAtlas.firstSide)
        list.append(DisplayList(items: [Self.fill(.ellipse, CGRect(x: 0, y: 0, width: 10, height: 10))]))
        #expect(list.commands == [.masks(firstIndex: 0, indexCount: 6)])
    }

    /// A layer clipped to a circle keeps its mask as triangles, which the backend draws into
    /// the layer's alpha; the circles inside the layer are masks.
    @Test func aLayersClipShapeStaysTriangles() throws {
        let begin = DisplayItem(.beginLayer(LayerEffect(mask: .ellipse)), frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let inside = Self.fill(.ellipse, CGRect(x: 5, y: 5, width: 20, height: 20))
        let list = Self.masking([begin, inside, DisplayItem(.endLayer, frame: .zero)])
        let run = try #require(list.commands.compactMap { if case .beginLayer(let run) = $0 { run } else { nil } }.first)
        #expect(run.hasMask && run.maskIndexCount > 6)
        #expect(list.commands.count == 3)
        #expect(list.commands[1] == .masks(firstIndex: 0, indexCount: 6))
        #expect(list.shapeMasks.slots.count == 1)
    }

    /// Sizes are taken to the nearest 1/8 pixel, the quad centred where the shape is: a circle
    /// that grows finds the masks of the sizes it passed through.
    @Test func aBoxIsToTheNearestEighthOfAPixelAboutItsCentre() {
        let list = Self.masking([10.02, 10.04, 10.1].map { Self.fill(.ellipse, CGRect(x: 0, y: 0, width: $0, height: $0)) })
        #expect(list.shapeMasks.slots.count == 2)
        // 10.04 drawn as 10: its quad starts 0.02 further right and down.
        #expect(abs(list.vertices[0].x - (0.01 - 1)) < 1e-6 && abs(list.vertices[4].x - (0.02 - 1)) < 1e-6)
    }
}
