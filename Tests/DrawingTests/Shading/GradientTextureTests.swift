import Foundation
import Testing
@testable import Drawing

/// Gradients drawn through their textures (an accelerated rasteriser's way): the plain
/// triangles, and texture coordinates that, sampled as the GPU samples them, give the
/// gradient's colour.
struct GradientTextureTests {
    static let frame = CGRect(x: 0, y: 0, width: 100, height: 100)

    func draw(_ items: [DisplayItem], scale: Double = 1, textures: Bool = true) -> DrawList {
        var list = DrawList(pixelsPerPoint: scale)
        list.removeAll(shadesWithTextures: textures)
        list.append(DisplayList(items: items))
        return list
    }

    /// The gradient runs in the list.
    func gradientRuns(_ list: DrawList) -> [(first: Int, count: Int, texture: GradientTexture)] {
        list.commands.compactMap { if case .gradient(let first, let count, let texture) = $0 { (first, count, texture) } else { nil } }
    }

    /// What a bilinear sampler clamped to the edges reads from `texels` at (`u`, `v`), 0…255.
    func sample(_ texture: GradientTexture, _ texels: [UInt8], u: Float, v: Float) -> [Double] {
        let w = texture.width, h = texture.height
        let x = Double(u) * Double(w) - 0.5, y = Double(v) * Double(h) - 0.5
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - Double(x0), fy = y - Double(y0)
        func texel(_ i: Int, _ j: Int, _ channel: Int) -> Double {
            Double(texels[4 * (min(max(j, 0), h - 1) * w + min(max(i, 0), w - 1)) + channel])
        }
        return (0..<4).map { ch in
            let top = texel(x0, y0, ch) * (1 - fx) + texel(x0 + 1, y0, ch) * fx
            let bottom = texel(x0, y0 + 1, ch) * (1 - fx) + texel(x0 + 1, y0 + 1, ch) * fx
            return top * (1 - fy) + bottom * fy
        }
    }

    /// The texture coordinate interpolated at `point` (device pixels) across the triangle of
    /// `list` holding it, with the triangle's least alpha; nil outside every triangle.
    func coordinate(in list: DrawList, at point: CGPoint) -> (u: Float, v: Float, alpha: UInt8)? {
        for (a, b, c) in list.triangles {
            let px = Double(point.x), py = Double(point.y)
            let d = Double((b.y - c.y) * (a.x - c.x) + (c.x - b.x) * (a.y - c.y))
            guard d != 0 else { continue }
            let l1 = (Double(b.y - c.y) * (px - Double(c.x)) + Double(c.x - b.x) * (py - Double(c.y))) / d
            let l2 = (Double(c.y - a.y) * (px - Double(c.x)) + Double(a.x - c.x) * (py - Double(c.y))) / d
            let l3 = 1 - l1 - l2
            guard l1 >= 0, l2 >= 0, l3 >= 0 else { continue }
            let u = Float(l1) * a.u + Float(l2) * b.u + Float(l3) * c.u
            let v = Float(l1) * a.v + Float(l2) * b.v + Float(l3) * c.v
            return (u, v, min(a.color.a, b.color.a, c.color.a))
        }
        return nil
    }

    static let shadings: [(String, Shading)] = [
        ("linear", .linear(stops: ShadingTests.threeStops, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 30))),
        ("radial", .radial(stops: ShadingTests.threeStops, center: CGPoint(x: 40, y: 50), startRadius: 5, endRadius: 45)),
        ("small radial", .radial(stops: ShadingTests.threeStops, center: CGPoint(x: 30, y: 40), startRadius: 0, endRadius: 20)),
        ("reversed radial", .radial(stops: ShadingTests.threeStops, center: CGPoint(x: 50, y: 50), startRadius: 40, endRadius: 0)),
        ("elliptical", .elliptical(stops: ShadingTests.threeStops, center: CGPoint(x: 50, y: 50), radii: CGSize(width: 50, height: 25),
                                   startFraction: 0, endFraction: 1)),
        ("angular", .angular(stops: ShadingTests.threeStops, center: CGPoint(x: 50, y: 50), startAngle: 0.3, endAngle: 4)),
    ]

    @Test(arguments: shadings, [1.0, 2.0])
    func theTextureGivesTheGradientsColourEverywhere(named: (String, Shading), scale: Double) throws {
        let (name, shading) = named
        let list = draw([DisplayItem(.shaded(.fill(.rectangle, color: .white), shading), frame: Self.frame)], scale: scale)
        let runs = gradientRuns(list)
        try #require(runs.count == 1, "\(name)")
        let texels = runs[0].texture.texels()
        // SDL refuses a texture coordinate outside 0…1: the parts past the texture's edges are
        // cut off and clamped.
        #expect(list.vertices.allSatisfy { $0.u >= 0 && $0.u <= 1 && $0.v >= 0 && $0.v <= 1 }, "\(name)")
        var worst = 0.0
        // Points inside, on a grid, away from an angular gradient's centre and seam (where
        // one texel holds a whole turn, or a jump).
        for y in stride(from: 3.5, through: 96.5, by: 7) {
            for x in stride(from: 3.5, through: 96.5, by: 7) {
                let local = CGPoint(x: x, y: y)
                if case .angular = shading {
                    let angle = atan2(y - 50, x - 50)
                    if hypot(x - 50, y - 50) < 15 || abs(remainder(angle - (4 + (2 * .pi - 3.7) / 2), 2 * .pi)) < 0.08 { continue }
                }
                let (u, v, alpha) = try #require(coordinate(in: list, at: CGPoint(x: x * scale, y: y * scale)))
                #expect(alpha == 255)
                let drawn = sample(runs[0].texture, texels, u: u, v: v)
                let expected = Shading.interpolatedColor(shading.stops, at: shading.fraction(at: local))
                let want = [expected.red, expected.green, expected.blue, expected.opacity].map { $0 * 255 }
                worst = max(worst, zip(drawn, want).map { abs($0 - $1) }.max()!)
            }
        }
        // A byte of rounding, and the texels' spacing against the gradient's curve: most at a
        // radial gradient's kinks (its start radius, its stops), where bilinear sampling
        // rounds the corner over a texel.
        #expect(worst <= 4, "\(name) at \(scale)x: \(worst)")
    }

    @Test func aTexturedFillIsTheSolidFillsTriangles() throws {
        // Its square covers the shape: no part past the texture's edges to cut.
        let shading = Shading.radial(stops: ShadingTests.threeStops, center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 60)
        let item = DisplayItem(.shaded(.fill(.roundedRectangle(cornerSize: CGSize(width: 16, height: 16), style: .continuous), color: .white), shading),
                               frame: Self.frame)
        let textured = draw([item])
        let solid = draw([DisplayItem(.fill(.roundedRectangle(cornerSize: CGSize(width: 16, height: 16), style: .continuous), color: .white),
                                      frame: Self.frame)])
        #expect(textured.indices.count == solid.indices.count)
        #expect(textured.vertices.map(\.color) == solid.vertices.map(\.color), "the colours differ")
        #expect(textured.commands.count == 1 && gradientRuns(textured).count == 1)
        // Cut, it takes many more.
        let cut = draw([item], textures: false)
        #expect(cut.indices.count > 2 * solid.indices.count)
        #expect(gradientRuns(cut).isEmpty)
    }

    @Test func runsOfOneGradientJoinAndOtherDrawingKeepsItsOwn() {
        let gradient = Shading.linear(stops: ShadingTests.threeStops, start: .zero, end: CGPoint(x: 100, y: 0))
        let other = Shading.linear(stops: Array(ShadingTests.threeStops.reversed()).enumerated().map { GradientStop(color: $0.element.color, location: Double($0.offset) / 2) },
                                   start: .zero, end: CGPoint(x: 100, y: 0))
        func item(_ content: DisplayContent, x: Double) -> DisplayItem { DisplayItem(content, frame: CGRect(x: x, y: 0, width: 20, height: 20)) }
        let list = draw([
            item(.fill(.rectangle, color: .white), x: 0),
            item(.shaded(.fill(.ellipse, color: .white), gradient), x: 30),
            item(.shaded(.fill(.rectangle, color: .white), gradient), x: 60),
            item(.shaded(.fill(.rectangle, color: .white), other), x: 90),
            item(.fill(.rectangle, color: .white), x: 120),
        ])
        let kinds = list.commands.map { command -> String in
            switch command {
            case .triangles: "triangles"
            case .gradient(_, _, let texture): texture.stops == gradient.stops ? "gradient" : "other"
            default: "\(command)"
            }
        }
        #expect(kinds == ["triangles", "gradient", "other", "triangles"])
        // The runs cover every index once, in order.
        var next = 0
        for command in list.commands {
            switch command {
            case .triangles(let first, let count), .gradient(let first, let count, _):
                #expect(first == next)
                next = first + count
            default: break
            }
        }
        #expect(next == list.indices.count)
    }

    @Test func aGradientWithNoTextureFormIsCut() {
        let point = Shading.radial(stops: ShadingTests.threeStops, center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 0)
        let list = draw([DisplayItem(.shaded(.fill(.rectangle, color: .white), point), frame: Self.frame)])
        #expect(gradientRuns(list).isEmpty)
        #expect(list.vertices.contains { $0.color.b == 255 })
    }

    @Test func theSoftwareRasterisersListsKeepCutting() {
        var list = DrawList(pixelsPerPoint: 1)
        list.removeAll(snapsVerticesToPixels: true, shadesWithTextures: true)
        list.append(DisplayList(items: [DisplayItem(.shaded(.fill(.rectangle, color: .white), Self.shadings[0].1), frame: Self.frame)]))
        #expect(gradientRuns(list).isEmpty)
    }

    @Test func clearTexelsKeepTheNearestColour() {
        let fade = [GradientStop(color: ShadingTests.red, location: 0), GradientStop(color: ShadingTests.clear, location: 1)]
        let texels = GradientTexture(stops: fade, form: .linear).texels()
        let last = 4 * (GradientTexture.rampWidth - 1)
        #expect(Array(texels[last..<(last + 4)]) == [255, 0, 0, 0])
        #expect(Array(texels[0..<4]) == [255, 0, 0, 255])
    }

    @Test func aRadialTexturesEdgesHoldTheOuterColour() {
        let texture = GradientTexture(stops: ShadingTests.threeStops, form: .radial(start: 0, end: 1))
        let texels = texture.texels(), w = texture.width
        for i in stride(from: 0, to: w, by: 15) {
            for (x, y) in [(i, 0), (0, i), (i, w - 1), (w - 1, i)] {
                #expect(Array(texels[(4 * (y * w + x))..<(4 * (y * w + x) + 4)]) == [0, 0, 255, 255])
            }
        }
        // The centre texels are nearly the first colour.
        let centre = 4 * (w / 2 * w + w / 2)
        #expect(texels[centre] > 240 && texels[centre + 2] < 5)
    }
}
