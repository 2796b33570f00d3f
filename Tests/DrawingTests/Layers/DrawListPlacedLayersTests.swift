import Foundation
import Testing
@testable import Drawing

/// Blurred layers drawn in spaces of their own: upright, packed across the output, and placed
/// where they show by their projection.
struct DrawListPlacedLayersTests {
    static let output = CGSize(width: 800, height: 600)
    static let card = CGRect(x: 0, y: 0, width: 160, height: 110)

    /// A card as the Layers scene draws it: blurred, then turned by `degrees` about its centre
    /// and moved to `origin`.
    static func card(degrees: Double, at origin: CGPoint, blur: Double = 3, text: Bool = true) -> [DisplayItem] {
        let turn = CGAffineTransform(translationX: -80, y: -55)
            .concatenating(CGAffineTransform(rotationAngle: degrees * .pi / 180))
            .concatenating(CGAffineTransform(translationX: 80 + origin.x, y: 55 + origin.y))
        var items = [
            DisplayItem(.beginLayer(LayerEffect(blurRadius: blur)), frame: card, transform: turn),
            DisplayItem(.fill(.roundedRectangle(cornerSize: CGSize(width: 14, height: 14), style: .continuous), color: .white), frame: card,
                        transform: turn),
        ]
        if text {
            let layout = TextLayout(lines: ["7"], size: 28, weight: .bold, lineHeight: 34, color: .black)
            items.append(DisplayItem(.text(layout), frame: CGRect(x: 70, y: 38, width: 20, height: 34), transform: turn))
        }
        items.append(DisplayItem(.endLayer, frame: .zero))
        return items
    }

    static func draw(_ items: [DisplayItem], places: Bool = true, scale: Double = 1, masks: Bool = false) -> DrawList {
        var list = DrawList(pixelsPerPoint: scale)
        list.placesBlurredLayers = places
        list.drawsShapeMasks = masks
        list.clearedOutputSize = output
        list.append(DisplayList(items: items))
        return list
    }

    static func layers(_ list: DrawList) -> [LayerRun] {
        list.commands.compactMap { if case .beginLayer(let run) = $0 { run } else { nil } }
    }

    /// The commands with each layer's projection left out: what is drawn into the layer.
    static func content(_ list: DrawList) -> [DrawCommand] { content(list.commands) }

    static func content(_ commands: [DrawCommand]) -> [DrawCommand] {
        commands.map {
            guard case .beginLayer(var run) = $0 else { return $0 }
            run.projection = nil
            return .beginLayer(run)
        }
    }

    @Test(arguments: [[0, 100, 100], [6, 108.3, 94.25], [-5.7, 91.9, 106], [90, 300.5, 200]] as [[Double]])
    func aTurnedAndMovedCardDrawsTheSameInItsSpace(place: [Double]) {
        let degrees = place[0], origin = CGPoint(x: place[1], y: place[2])
        for masks in [false, true] {
            let still = Self.draw(Self.card(degrees: 0, at: CGPoint(x: 40, y: 40)), masks: masks)
            let moved = Self.draw(Self.card(degrees: degrees, at: origin), masks: masks)
            #expect(Self.content(moved) == Self.content(still))
            #expect(moved.vertices == still.vertices)
            #expect(moved.indices == still.indices)
        }
    }

    @Test func theProjectionPutsTheCardWhereItShows() throws {
        let turn = 6.0, origin = CGPoint(x: 108.3, y: 94.25)
        let placed = Self.draw(Self.card(degrees: turn, at: origin, text: false))
        let direct = Self.draw(Self.card(degrees: turn, at: origin, text: false), places: false)
        let run = try #require(Self.layers(placed).first)
        let projection = try #require(run.projection)
        #expect(projection.isAffine)
        #expect(abs(run.blurSigma - (Self.layers(direct).first?.blurSigma ?? 0)) < 1e-9)
        // Every vertex of the layer's content, projected, lies where the unplaced list drew it.
        #expect(placed.vertices.count == direct.vertices.count)
        for (inSpace, onOutput) in zip(placed.vertices, direct.vertices) {
            let point = projection.project(CGPoint(x: Double(inSpace.x), y: Double(inSpace.y))).point
            #expect(abs(Double(point.x) - Double(onOutput.x)) < 1e-3)
            #expect(abs(Double(point.y) - Double(onOutput.y)) < 1e-3)
        }
        // Its space is the card upright: its bounds are the card and the blur's reach.
        let reach = 3 * 3 + 1
        #expect(run.bounds.width <= 160 + 2 * reach + 2)
        #expect(run.bounds.height <= 110 + 2 * reach + 2)
    }

    @Test func layersArePackedApartInRowsWithinTheOutput() {
        var items: [DisplayItem] = []
        for index in 0..<12 {
            items += Self.card(degrees: Double(index) - 6, at: CGPoint(x: Double(index % 4) * 180, y: Double(index / 4) * 150))
        }
        let runs = Self.layers(Self.draw(items))
        #expect(runs.count == 12)
        #expect(runs.allSatisfy { $0.projection != nil })
        for (index, run) in runs.enumerated() {
            #expect(run.bounds.x >= 0 && run.bounds.y >= 0)
            #expect(run.bounds.x + run.bounds.width <= 800 && run.bounds.y + run.bounds.height <= 600)
            for other in runs[(index + 1)...] {
                // A pixel apart at least.
                let apart = PixelRect(x: run.bounds.x - 1, y: run.bounds.y - 1, width: run.bounds.width + 2, height: run.bounds.height + 2)
                #expect(apart.intersection(other.bounds).isEmpty)
            }
        }
    }

    @Test func whenTheRowsAreFullALayerTakesTheFirstCell() {
        // Twenty cards: the output holds sixteen of their cells (four rows of four, 800 × 600).
        var items: [DisplayItem] = []
        for index in 0..<20 { items += Self.card(degrees: 3, at: CGPoint(x: Double(index % 4) * 180, y: Double(index / 4) * 100)) }
        let runs = Self.layers(Self.draw(items))
        #expect(runs.count == 20)
        #expect(runs.allSatisfy { $0.projection != nil })
        #expect(Set(runs.prefix(16).map(\.bounds)).count == 16)
        #expect(runs[16].bounds == runs[0].bounds)
    }

    @Test func aLayerLargerThanTheOutputOrOffItIsDrawnWhereItShows() {
        let large = Self.card(degrees: 3, at: CGPoint(x: 10, y: 10)).map { item -> DisplayItem in
            var scaled = item
            scaled.transform = item.transform.concatenating(CGAffineTransform(scaleX: 6, y: 6))
            return scaled
        }
        #expect(Self.layers(Self.draw(large)).first?.projection == nil)
        let off = Self.card(degrees: 3, at: CGPoint(x: 900, y: 100))
        let runs = Self.layers(Self.draw(off))
        #expect(runs.first?.projection == nil)
        // Partly on it, it is placed.
        #expect(Self.layers(Self.draw(Self.card(degrees: 3, at: CGPoint(x: 700, y: 100)))).first?.projection != nil)
    }

    @Test func aMirroredLayerKeepsItsMirrorInItsSpace() throws {
        let mirror = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 400, ty: 0)
        let items = Self.card(degrees: 5, at: CGPoint(x: 100, y: 100), text: false).map { item -> DisplayItem in
            var mirrored = item
            mirrored.transform = item.transform.concatenating(mirror)
            return mirrored
        }
        let placed = Self.draw(items), direct = Self.draw(items, places: false)
        let projection = try #require(Self.layers(placed).first?.projection)
        // A turn of five degrees, not of 175: text and images drawn upright stay upright.
        #expect(projection.m11 > 0.99 && projection.m22 > 0.99)
        #expect(placed.vertices.count == direct.vertices.count)
        for (inSpace, onOutput) in zip(placed.vertices, direct.vertices) {
            let point = projection.project(CGPoint(x: Double(inSpace.x), y: Double(inSpace.y))).point
            #expect(abs(Double(point.x) - Double(onOutput.x)) < 1e-3 && abs(Double(point.y) - Double(onOutput.y)) < 1e-3)
        }
    }

    @Test func aLineWiderThanItsFrameLiesWithinTheLayer() throws {
        let layout = TextLayout(lines: ["An unbreakable line far wider than its frame"], size: 20, lineHeight: 24, color: .black,
                                alignment: .center)
        var items = Self.card(degrees: 4, at: CGPoint(x: 200, y: 200), text: false)
        let turn = items[0].transform
        items.insert(DisplayItem(.text(layout), frame: CGRect(x: 70, y: 40, width: 20, height: 24), transform: turn), at: 2)
        let list = Self.draw(items)
        let run = try #require(Self.layers(list).first)
        #expect(run.projection != nil)
        let text = try #require(list.commands.compactMap { if case .text(let run) = $0 { run } else { nil } }.first)
        let width = ApproximateTextMeasurer().width(of: text.string, size: 20, weight: .regular)
        #expect(Double(run.bounds.x) <= text.originX && text.originX + width <= Double(run.bounds.x + run.bounds.width))
    }

    @Test func onlyBlurredLayersWithNothingThatDependsOnTheirPlaceAreMoved() {
        let turn = CGAffineTransform(rotationAngle: 0.1)
        let fill = DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: 10, y: 10, width: 50, height: 40), transform: turn)
        let end = DisplayItem(.endLayer, frame: .zero)
        func begin(_ effect: LayerEffect, clip: DisplayItem.Clip? = nil) -> DisplayItem {
            DisplayItem(.beginLayer(effect), frame: fill.frame, transform: turn, clip: clip)
        }
        var clipped = fill
        clipped.clip = DisplayItem.Clip(shape: .rectangle, frame: CGRect(x: 0, y: 0, width: 40, height: 40), transform: .identity)
        let backdrop = DisplayItem(.backdrop(BackdropEffect(blurRadius: 4)), frame: fill.frame, transform: turn)
        let cases: [[DisplayItem]] = [
            [begin(LayerEffect(opacity: 0.5)), fill, end],
            [begin(LayerEffect(blurRadius: 3, mask: .ellipse)), fill, end],
            [begin(LayerEffect(blurRadius: 3, colorMatrix: .saturation(0))), fill, end],
            [begin(LayerEffect(blurRadius: 3, blendMode: .multiply)), fill, end],
            [begin(LayerEffect(blurRadius: 3)), clipped, end],
            [begin(LayerEffect(blurRadius: 3)), backdrop, end],
            [begin(LayerEffect(blurRadius: 3)), begin(LayerEffect(projection: ProjectionMatrix(m11: 1, m12: 0, m13: 0.001, m21: 0, m22: 1, m23: 0,
                                                                                            m31: 0, m32: 0, m33: 1))), fill, end, end],
        ]
        for items in cases {
            #expect(Self.layers(Self.draw(items)).first?.projection == nil)
        }
        // Nor in an overlay (no cleared output), nor when the list is not asked to.
        var overlay = DrawList()
        overlay.placesBlurredLayers = true
        overlay.append(DisplayList(items: [begin(LayerEffect(blurRadius: 3)), fill, end]))
        #expect(Self.layers(overlay).first?.projection == nil)
        #expect(Self.layers(Self.draw([begin(LayerEffect(blurRadius: 3)), fill, end], places: false)).first?.projection == nil)
        // A plain blurred one is.
        #expect(Self.layers(Self.draw([begin(LayerEffect(blurRadius: 3)), fill, end])).first?.projection != nil)
    }

    @Test func aClipAroundTheWholeLayerStaysOnItsComposite() throws {
        let pane = DisplayItem.Clip(shape: .rectangle, frame: CGRect(x: 20, y: 20, width: 600, height: 500), transform: .identity)
        let items = Self.card(degrees: 6, at: CGPoint(x: 100, y: 100)).map { item -> DisplayItem in
            var clipped = item
            clipped.clip = pane
            return clipped
        }
        let list = Self.draw(items)
        let run = try #require(Self.layers(list).first)
        #expect(run.projection != nil)
        // Clipped before the layer begins (its composite), and not inside it.
        #expect(list.commands.first == .clip(PixelRect(x: 20, y: 20, width: 600, height: 500)))
        guard case .beginLayer = list.commands[1] else {
            Issue.record("no layer after the clip: \(list.commands)")
            return
        }
        #expect(!list.commands.dropFirst(2).contains { if case .clip = $0 { true } else { false } })
        // (Nor unclipped inside it: the clip is the layer's until it ends.)
        let layerEnd = try #require(list.commands.lastIndex(of: .endLayer))
        #expect(!list.commands[..<layerEnd].contains(.unclip))
        // What follows unclipped is unclipped: the layer's clip ends before it.
        let after = DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: 700, y: 500, width: 20, height: 20))
        let followed = Self.draw(items + [after])
        let end = try #require(followed.commands.lastIndex(of: .endLayer))
        #expect(followed.commands[end + 1] == .unclip)
        // A clip that cuts through the card keeps it where it shows.
        let cutting = DisplayItem.Clip(shape: .rectangle, frame: CGRect(x: 20, y: 20, width: 150, height: 500), transform: .identity)
        let cut = Self.card(degrees: 6, at: CGPoint(x: 100, y: 100)).map { item -> DisplayItem in
            var clipped = item
            clipped.clip = cutting
            return clipped
        }
        #expect(Self.layers(Self.draw(cut)).first?.projection == nil)
    }

    @Test func theContentAfterAPlacedLayerIsDrawnWhereItShows() {
        let after = DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: 500, y: 400, width: 20, height: 20))
        let list = Self.draw(Self.card(degrees: 6, at: CGPoint(x: 300, y: 300)) + [after])
        // The last fill's vertices are on the output, not in the layer's space.
        let last = list.vertices.suffix(4)
        #expect(last.allSatisfy { $0.x >= 499 && $0.x <= 521 && $0.y >= 399 && $0.y <= 421 })
    }

    @Test func aDoubledScaleDrawsTheSameInItsSpace() {
        let still = Self.draw(Self.card(degrees: 0, at: CGPoint(x: 40, y: 40), text: false), scale: 2)
        let moved = Self.draw(Self.card(degrees: 4, at: CGPoint(x: 70.3, y: 51.1), text: false), scale: 2)
        #expect(moved.vertices == still.vertices)
        #expect(Self.layers(moved).first?.bounds == Self.layers(still).first?.bounds)
    }

    /// A star (not convex: its shadow is a blurred layer) with a shadow, turned by `degrees`
    /// and moved to `origin`, its shadow offset by `offset`.
    static func star(degrees: Double, at origin: CGPoint, offset: CGSize = CGSize(width: 4, height: 6)) -> DisplayItem {
        var star = Path()
        for point in 0..<10 {
            let angle = Double(point) * .pi / 5, radius = point % 2 == 0 ? 40.0 : 16
            let vertex = CGPoint(x: 40 + radius * sin(angle), y: 40 - radius * cos(angle))
            if point == 0 { star.move(to: vertex) } else { star.addLine(to: vertex) }
        }
        star.closeSubpath()
        let turn = CGAffineTransform(translationX: -40, y: -40).concatenating(CGAffineTransform(rotationAngle: degrees * .pi / 180))
            .concatenating(CGAffineTransform(translationX: 40 + origin.x, y: 40 + origin.y))
        return DisplayItem(.fill(.path(star), color: .white), frame: CGRect(x: 0, y: 0, width: 80, height: 80), transform: turn,
                           shadow: DisplayItem.Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, opacity: 0.5), radius: 5,
                                                      x: Double(offset.width), y: Double(offset.height)))
    }

    /// The commands and vertices of a list's first layer.
    static func firstLayer(_ list: DrawList) -> (commands: [DrawCommand], vertices: [DrawVertex])? {
        guard let begin = list.commands.firstIndex(where: { if case .beginLayer = $0 { true } else { false } }),
              let end = list.commands.firstIndex(of: .endLayer), case .triangles(let first, let count) = list.commands[begin + 1] else { return nil }
        let used = list.indices[first..<(first + count)]
        let low = Int(used.min() ?? 0), high = Int(used.max() ?? 0)
        return (Self.content(Array(list.commands[begin...end])), Array(list.vertices[low...high]))
    }

    @Test func aShadowsSilhouetteIsDrawnTheSameWhileItsItemTurnsAndMoves() throws {
        let still = try #require(Self.firstLayer(Self.draw([Self.star(degrees: 0, at: CGPoint(x: 100, y: 100))])))
        for (degrees, x, y, dx, dy) in [(7.0, 130.5, 88.25, 4.0, 6.0), (-20, 300, 250, 4, 6), (7, 130.5, 88.25, -3, 9.5)] {
            let moved = try #require(Self.firstLayer(Self.draw([Self.star(degrees: degrees, at: CGPoint(x: x, y: y),
                                                                           offset: CGSize(width: dx, height: dy))])))
            #expect(moved.commands == still.commands, "turned \(degrees)°, offset (\(dx), \(dy))")
            #expect(moved.vertices == still.vertices, "turned \(degrees)°, offset (\(dx), \(dy))")
        }
    }

    @Test func aShadowsProjectionPutsItsSilhouetteWhereItShows() throws {
        let item = Self.star(degrees: 12, at: CGPoint(x: 130.5, y: 88.25))
        let placed = Self.draw([item]), direct = Self.draw([item], places: false)
        let run = try #require(Self.layers(placed).first)
        let projection = try #require(run.projection)
        #expect(Self.layers(direct).first?.projection == nil)
        // The silhouette's vertices, projected, are where the unplaced list drew them; the star
        // itself follows the layer, drawn where it shows.
        #expect(placed.vertices.count == direct.vertices.count)
        let layerEnd = try #require(placed.commands.firstIndex(of: .endLayer))
        guard case .triangles(let first, let count) = placed.commands[layerEnd - 1] else {
            Issue.record("no silhouette in \(placed.commands)")
            return
        }
        let silhouette = Set(placed.indices[first..<(first + count)].map(Int.init))
        for (index, (inSpace, onOutput)) in zip(placed.vertices, direct.vertices).enumerated() {
            let point = silhouette.contains(index) ? projection.project(CGPoint(x: Double(inSpace.x), y: Double(inSpace.y))).point
                                                   : CGPoint(x: Double(inSpace.x), y: Double(inSpace.y))
            #expect(abs(Double(point.x) - Double(onOutput.x)) < 1e-3 && abs(Double(point.y) - Double(onOutput.y)) < 1e-3)
        }
    }

    @Test func aShadowIsPlacedOnlyWhereItsItemTurnsWithIt() throws {
        let turn = CGAffineTransform(rotationAngle: 0.2).concatenating(CGAffineTransform(translationX: 200, y: 150))
        let shadow = DisplayItem.Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, opacity: 0.5), radius: 5, x: 3, y: 4)
        // Two lines of text (no one-line blurred run): drawn upright, its shadow is not placed.
        let text = DisplayItem(.text(TextLayout(lines: ["Two", "lines"], size: 20, lineHeight: 24, color: .white)),
                               frame: CGRect(x: 0, y: 0, width: 60, height: 48), transform: turn, shadow: shadow)
        let textRuns = Self.layers(Self.draw([text]))
        #expect(textRuns.count == 1 && textRuns.first?.projection == nil)
        // Inside a layer, the layer's space is the item's: not placed.
        let group = [DisplayItem(.beginLayer(LayerEffect(opacity: 0.5)), frame: CGRect(x: 0, y: 0, width: 80, height: 80), transform: turn),
                     Self.star(degrees: 10, at: CGPoint(x: 200, y: 150)), DisplayItem(.endLayer, frame: .zero)]
        let groupRuns = Self.layers(Self.draw(group))
        #expect(groupRuns.count == 2 && groupRuns.allSatisfy { $0.projection == nil })
        // A curve whose control points reach past its frame (a heart's lobes) is placed, its
        // box holding them.
        var heart = Path()
        heart.move(to: CGPoint(x: 40, y: 75))
        heart.addCurve(to: CGPoint(x: 40, y: 15), control1: CGPoint(x: -20, y: 40), control2: CGPoint(x: 10, y: -10))
        heart.addCurve(to: CGPoint(x: 40, y: 75), control1: CGPoint(x: 70, y: -10), control2: CGPoint(x: 100, y: 40))
        heart.closeSubpath()
        let item = DisplayItem(.fill(.path(heart), color: .white), frame: CGRect(x: 0, y: 0, width: 80, height: 80), transform: turn, shadow: shadow)
        let placed = Self.draw([item]), direct = Self.draw([item], places: false)
        let run = try #require(Self.layers(placed).first)
        let projection = try #require(run.projection)
        let directRun = try #require(Self.layers(direct).first)
        // Projected, its bounds hold the unplaced layer's (what the silhouette covers).
        let corners = [(run.bounds.x, run.bounds.y), (run.bounds.x + run.bounds.width, run.bounds.y),
                       (run.bounds.x, run.bounds.y + run.bounds.height), (run.bounds.x + run.bounds.width, run.bounds.y + run.bounds.height)]
            .map { projection.project(CGPoint(x: Double($0.0), y: Double($0.1))).point }
        let x0 = corners.map { Double($0.x) }.min() ?? 0, x1 = corners.map { Double($0.x) }.max() ?? 0
        let y0 = corners.map { Double($0.y) }.min() ?? 0, y1 = corners.map { Double($0.y) }.max() ?? 0
        #expect(x0 <= Double(directRun.bounds.x) + 2 && x1 >= Double(directRun.bounds.x + directRun.bounds.width) - 2)
        #expect(y0 <= Double(directRun.bounds.y) + 2 && y1 >= Double(directRun.bounds.y + directRun.bounds.height) - 2)
    }

    @Test func steadiedTransformsForgetTheirLastDigits() {
        let a = CGAffineTransform(a: 1 + 1e-13, b: -1e-14, c: 2e-14, d: 1 - 1e-13, tx: 12.000_000_000_01, ty: -3)
        #expect(DrawList.steadied(a) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 12, ty: -3))
    }
}
