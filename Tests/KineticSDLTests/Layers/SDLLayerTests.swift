import Foundation
import Testing
import KineticCore
@testable import KineticSDL

/// Layers drawn through the software renderer: group opacity, masks, blur, checked by pixel.
@MainActor
struct SDLLayerTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)

    func render(_ items: [DisplayItem], width: Double = 100, height: Double = 100) throws -> SDLHeadlessHost {
        let host = try SDLHeadlessHost(size: CGSize(width: width, height: height), pixelsPerPoint: 1, fontPath: repositoryFont,
                                       imageFolder: repositoryImages)
        var list = DrawList(pixelsPerPoint: 1, clearColor: .black)
        list.removeAll(vertexSampleOffset: host.vertexSampleOffset)
        list.append(DisplayList(items: items))
        host.submit(list)
        return host
    }

    static func begin(_ effect: LayerEffect, frame: CGRect = .zero, transform: CGAffineTransform = .identity) -> DisplayItem {
        DisplayItem(.beginLayer(effect), frame: frame, transform: transform)
    }
    static let end = DisplayItem(.endLayer, frame: .zero)

    static func square(_ x: Double, _ y: Double, _ side: Double = 40, opacity: Double = 1, color: RGBAColor = red) -> DisplayItem {
        DisplayItem(.fill(.rectangle, color: color), frame: CGRect(x: x, y: y, width: side, height: side), opacity: opacity)
    }

    @Test func aTranslucentGroupDoesNotShowItsOverlaps() throws {
        let host = try render([Self.begin(LayerEffect(opacity: 0.5)), Self.square(10, 10), Self.square(30, 30), Self.end])
        defer { host.shutdown() }
        let alone = try #require(host.pixel(x: 15, y: 15)), overlap = try #require(host.pixel(x: 40, y: 40))
        #expect(abs(Int(alone.r) - 128) <= 1 && alone.g == 0)
        #expect(overlap == alone)
        #expect(host.pixel(x: 5, y: 5)?.r == 0)
    }

    @Test func translucentItemsOutsideAGroupDoShowTheirOverlaps() throws {
        let host = try render([Self.square(10, 10, opacity: 0.5), Self.square(30, 30, opacity: 0.5)])
        defer { host.shutdown() }
        let alone = try #require(host.pixel(x: 15, y: 15)), overlap = try #require(host.pixel(x: 40, y: 40))
        #expect(Int(overlap.r) > Int(alone.r) + 50)
    }

    @Test func aCircularMaskCutsRoundWithASoftEdge() throws {
        let mask = Self.begin(LayerEffect(mask: .ellipse), frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        let host = try render([mask, DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: 0, y: 0, width: 100, height: 100)), Self.end])
        defer { host.shutdown() }
        #expect(host.pixel(x: 50, y: 50) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(host.pixel(x: 15, y: 15)?.r == 0)  // inside the square, outside the circle
        #expect(host.pixel(x: 50, y: 5)?.r == 0)
        // Around the circle, pixels the rim crosses are grey.
        var grey = 0
        for angle in stride(from: 0.0, to: 2 * Double.pi, by: 0.05) {
            let x = Int((50 + 40 * cos(angle)).rounded(.down)), y = Int((50 + 40 * sin(angle)).rounded(.down))
            if let p = host.pixel(x: x, y: y), p.r > 20, p.r < 235 { grey += 1 }
        }
        #expect(grey > 40, "only \(grey) of 126 rim pixels are partly covered")
    }

    @Test func aTurnedRectangleMaskIsTurned() throws {
        // A 40 × 40 square turned 45° about (50, 50): a diamond reaching 28 pixels from the centre.
        let turn = CGAffineTransform(rotationAngle: .pi / 4, anchor: CGPoint(x: 20, y: 20))
            .concatenating(CGAffineTransform(translationX: 30, y: 30))
        let mask = Self.begin(LayerEffect(mask: .rectangle), frame: CGRect(x: 0, y: 0, width: 40, height: 40), transform: turn)
        let host = try render([mask, DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: 0, y: 0, width: 100, height: 100)), Self.end])
        defer { host.shutdown() }
        #expect(host.pixel(x: 50, y: 25)?.r == 255)  // the diamond's top, beyond the unturned square
        #expect(host.pixel(x: 32, y: 32)?.r == 0)    // the unturned square's corner
    }

    /// The spread of a blurred bar, as the standard deviation of its columns' ink, follows the
    /// blur's sigma on both sides of each reduction step, so an animated radius grows smoothly.
    @Test func aBlursSpreadFollowsSigmaAcrossTheReductionSteps() throws {
        var previous = 0.0
        for sigma in [1.5, 2.9, 3, 3.1, 4, 5.9, 6, 6.1, 8, 11.9, 12, 12.1, 16, 20] {
            let bar = DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: 140, y: 20, width: 20, height: 160))
            let host = try render([Self.begin(LayerEffect(blurRadius: sigma)), bar, Self.end], width: 300, height: 200)
            var total = 0.0, first = 0.0, second = 0.0
            for x in 0..<300 {
                let ink = Double(host.pixel(x: x, y: 100)?.r ?? 0)
                let centre = Double(x) + 0.5
                total += ink
                first += ink * centre
                second += ink * centre * centre
            }
            host.shutdown()
            let mean = first / total
            let spread = (second / total - mean * mean - 400.0 / 12).squareRoot()
            #expect(abs(spread - sigma) < 0.08 * sigma + 0.3, "sigma \(sigma): spread \(spread)")
            #expect(abs(mean - 150) < 0.75, "sigma \(sigma): centred at \(mean)")
            // The faintest tail is lost to 8-bit rounding: a few percent at the widest.
            #expect(abs(total / 255 - 20) < 1, "sigma \(sigma): ink \(total / 255) of 20")
            // Where the reduction steps, the spread may dip by a hair (the discrete kernel is
            // narrow there), never visibly.
            #expect(spread > previous - 0.01 * sigma, "sigma \(sigma): \(spread) after \(previous)")
            previous = spread
        }
    }

    @Test func aLayerInsideAClipIsClippedWhenComposited() throws {
        let clip = DisplayItem.Clip(shape: .rectangle, frame: CGRect(x: 0, y: 0, width: 50, height: 100), transform: .identity)
        var begin = Self.begin(LayerEffect(opacity: 0.5))
        begin.clip = clip
        var fill = DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        fill.clip = clip
        var end = Self.end
        end.clip = clip
        let host = try render([begin, fill, end, Self.square(85, 85, 10)])
        defer { host.shutdown() }
        #expect(abs(Int(host.pixel(x: 30, y: 50)?.r ?? 0) - 128) <= 1)
        #expect(host.pixel(x: 60, y: 50)?.r == 0)
        #expect(host.pixel(x: 90, y: 90)?.r == 255)  // drawn after, outside the clip
    }

    @Test func nestedLayersCompositeInOrder() throws {
        // A half-transparent group holding a blurred square and a sharp one.
        let host = try render([Self.begin(LayerEffect(opacity: 0.5)),
                               Self.begin(LayerEffect(blurRadius: 3)), Self.square(10, 10, 30), Self.end,
                               Self.square(60, 60, 30, color: .white), Self.end])
        defer { host.shutdown() }
        #expect(abs(Int(host.pixel(x: 75, y: 75)?.g ?? 0) - 128) <= 1)
        #expect(abs(Int(host.pixel(x: 25, y: 25)?.r ?? 0) - 128) <= 2)
        let blurredEdge = try #require(host.pixel(x: 9, y: 25))
        #expect(blurredEdge.r > 20 && blurredEdge.r < 100, "\(blurredEdge)")
    }

    /// A convex fill's shadow is drawn as graded rings, not blurred in a layer: it must look
    /// like the layer's Gaussian blur of the same silhouette, pixel by pixel.
    @Test(arguments: [(DisplayShape.rectangle, 4.0), (.rectangle, 10), (.ellipse, 3), (.ellipse, 8),
                      (.roundedRectangle(cornerSize: CGSize(width: 12, height: 12), style: .continuous), 6)])
    func aSoftShadowLooksLikeTheBlurredLayer(shape: DisplayShape, radius: Double) throws {
        let frame = CGRect(x: 60, y: 50, width: 80, height: 60)
        let invisible = RGBAColor(red: 0, green: 0, blue: 0, opacity: 0)
        let soft = try render([DisplayItem(.fill(shape, color: invisible), frame: frame,
                                           shadow: DisplayItem.Shadow(color: .white, radius: radius, x: 0, y: 0))],
                              width: 200, height: 160)
        defer { soft.shutdown() }
        let layered = try render([Self.begin(LayerEffect(blurRadius: radius)), DisplayItem(.fill(shape, color: .white), frame: frame), Self.end],
                                 width: 200, height: 160)
        defer { layered.shutdown() }
        var total = 0, largest = 0, inked = 0
        for y in 0..<160 {
            for x in 0..<200 {
                let a = Int(try #require(soft.pixel(x: x, y: y)).r), b = Int(try #require(layered.pixel(x: x, y: y)).r)
                total += abs(a - b)
                largest = max(largest, abs(a - b))
                if a > 0 { inked += 1 }
            }
        }
        let mean = Double(total) / Double(200 * 160)
        #expect(inked > 80 * 60, "the shadow drew \(inked) pixels")
        #expect(mean < 2.5 && largest <= 32, "mean difference \(mean), largest \(largest) of 255")
    }

    /// A layer with a projection (rotation3DEffect's) is drawn through it: a square turned 60°
    /// about its vertical axis shows about half its width, one side taller than the other.
    @Test func aProjectedLayerIsDrawnInPerspective() throws {
        // 60° about y through the square's centre, seen from 100 points (its side / perspective 1).
        let angle = Double.pi / 3, k = 1.0 / 100, c = cos(angle), s = sin(angle)
        // Row-vector homography of: x' = 50 + (c·(x − 50)) / w, y' = 50 + (y − 50) / w, with
        // w = 1 − k·(−s·(x − 50)) (right-handed rotation about y, z towards the viewer).
        let wx = k * s, w1 = 1 - k * s * 50
        let matrix = ProjectionMatrix(m11: 50 * wx + c, m12: 50 * wx, m13: wx,
                                      m21: 0, m22: 1, m23: 0,
                                      m31: 50 * w1 + 50 - 50 * c - 50, m32: 50 * w1 - 50, m33: w1)
        let frame = CGRect(x: 100, y: 50, width: 100, height: 100)
        let host = try render([Self.begin(LayerEffect(projection: matrix), frame: frame), Self.square(100, 50, 100), Self.end],
                              width: 300, height: 200)
        defer { host.shutdown() }
        func isRed(_ x: Int, _ y: Int) -> Bool { (host.pixel(x: x, y: y)?.r ?? 0) > 200 }
        #expect(isRed(150, 100))
        #expect(!isRed(105, 100) && !isRed(195, 100), "the projected square should be about half as wide")
        var columns: [Int] = []
        for x in 100..<200 where isRed(x, 100) { columns.append(x) }
        let width = (columns.last ?? 0) - (columns.first ?? 0)
        #expect(width > 40 && width < 62, "width \(width)")
        func height(at x: Int) -> Int { (0..<200).filter { isRed(x, $0) }.count }
        let left = height(at: (columns.first ?? 0) + 2), right = height(at: (columns.last ?? 0) - 2)
        #expect(abs(left - right) > 8, "left \(left), right \(right)")
    }

    // MARK: Masks drawn as content, colour matrices

    static let maskMarker = DisplayItem(.layerMask, frame: .zero)
    static let white = DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    @Test func aMaskDrawnAsContentKeepsTheContentByItsAlpha() throws {
        // Left half: a half-transparent mask; right half: an opaque one; a gap between.
        let half = DisplayItem(.fill(.rectangle, color: RGBAColor(red: 0, green: 0, blue: 1, opacity: 0.5)),
                               frame: CGRect(x: 0, y: 0, width: 40, height: 100))
        let full = DisplayItem(.fill(.rectangle, color: RGBAColor(red: 0, green: 1, blue: 0)), frame: CGRect(x: 60, y: 0, width: 40, height: 100))
        let host = try render([Self.begin(LayerEffect(masksWithContent: true)), Self.white, Self.maskMarker, half, full, Self.end])
        defer { host.shutdown() }
        // The mask's colour does not show: only its alpha, over the white content.
        let faded = try #require(host.pixel(x: 20, y: 50))
        #expect(abs(Int(faded.r) - 128) <= 1 && faded.r == faded.g && faded.g == faded.b, "\(faded)")
        #expect(host.pixel(x: 80, y: 50) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(host.pixel(x: 50, y: 50)?.r == 0)
    }

    @Test func aLayerInsideTheMaskKeepsTheOuterContent() throws {
        // The mask is itself a blurred group: its own read-back must not replace the content.
        let host = try render([Self.begin(LayerEffect(masksWithContent: true)), Self.square(0, 0, 100, color: .white), Self.maskMarker,
                               Self.begin(LayerEffect(blurRadius: 2)), Self.square(20, 20, 60), Self.end, Self.end])
        defer { host.shutdown() }
        #expect(host.pixel(x: 50, y: 50) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(host.pixel(x: 5, y: 5)?.r == 0)
        let edge = try #require(host.pixel(x: 20, y: 50))
        #expect(edge.r > 60 && edge.r < 200, "the blurred mask's edge fades the content: \(edge)")
    }

    @Test func aColourMatrixLayerMapsTheDrawnPixels() throws {
        let image = DisplayItem(.image(name: "checker"), frame: CGRect(x: 10, y: 10, width: 32, height: 32))
        let plain = try render([image])
        let before = try #require(plain.pixel(x: 12, y: 12)), other = try #require(plain.pixel(x: 30, y: 12))
        plain.shutdown()
        let host = try render([Self.begin(LayerEffect(colorMatrix: .invert)), image, Self.end])
        defer { host.shutdown() }
        #expect(host.pixel(x: 12, y: 12) == RGBA8(r: 255 - before.r, g: 255 - before.g, b: 255 - before.b, a: 255))
        #expect(host.pixel(x: 30, y: 12) == RGBA8(r: 255 - other.r, g: 255 - other.g, b: 255 - other.b, a: 255))
        #expect(host.pixel(x: 60, y: 60)?.r == 0)  // outside the image: nothing, not inverted black
    }

    @Test func aBlendedLayerCombinesWithWhatIsBelow() throws {
        let grey = DisplayItem(.fill(.rectangle, color: RGBAColor(red: 0.5, green: 0.5, blue: 0.5)), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let orange = DisplayItem(.fill(.rectangle, color: RGBAColor(red: 1, green: 0.5, blue: 0)), frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        for (mode, expected) in [(BlendMode.multiply, RGBA8(r: 128, g: 64, b: 0, a: 255)), (.screen, RGBA8(r: 255, g: 191, b: 128, a: 255)),
                                 (.difference, RGBA8(r: 127, g: 0, b: 128, a: 255)), (.destinationOut, RGBA8(r: 128, g: 128, b: 128, a: 255))] {
            let host = try render([grey, Self.begin(LayerEffect(blendMode: mode)), orange, Self.end])
            defer { host.shutdown() }
            let pixel = try #require(host.pixel(x: 40, y: 40))
            func near(_ a: UInt8, _ b: UInt8) -> Bool { abs(Int(a) - Int(b)) <= 1 }
            // destinationOut on the opaque window: what it cuts away shows the black clear colour.
            let wanted = mode == .destinationOut ? RGBA8(r: 0, g: 0, b: 0, a: 255) : expected
            #expect(near(pixel.r, wanted.r) && near(pixel.g, wanted.g) && near(pixel.b, wanted.b), "\(mode): \(pixel)")
            #expect(host.pixel(x: 80, y: 80)?.r == 128, "\(mode): outside the layer the grey is as it was")
        }
    }

    /// Left half red, right half blue; a layer over the middle holding a backdrop.
    func backdrop(_ effect: BackdropEffect) throws -> SDLHeadlessHost {
        let red = DisplayItem(.fill(.rectangle, color: RGBAColor(red: 1, green: 0, blue: 0)), frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        let blue = DisplayItem(.fill(.rectangle, color: RGBAColor(red: 0, green: 0, blue: 1)), frame: CGRect(x: 50, y: 0, width: 50, height: 100))
        let item = DisplayItem(.backdrop(effect), frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        return try render([red, blue, Self.begin(LayerEffect(opacity: 1)), item, Self.end])
    }

    @Test func aSharpBackdropIsWhatIsBelow() throws {
        let host = try backdrop(BackdropEffect(blurRadius: 0))
        defer { host.shutdown() }
        #expect(host.pixel(x: 30, y: 50) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(host.pixel(x: 70, y: 50) == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func aBlurredBackdropMixesWhatIsBelowAndIsMappedInColour() throws {
        let blurred = try backdrop(BackdropEffect(blurRadius: 6))
        defer { blurred.shutdown() }
        let middle = try #require(blurred.pixel(x: 50, y: 50))
        #expect(middle.r > 90 && middle.r < 165 && middle.b > 90 && middle.b < 165, "\(middle)")
        // Far from the edge it is nearly the colour below; outside its frame nothing changed.
        #expect((blurred.pixel(x: 24, y: 50)?.r ?? 0) > 200)
        #expect(blurred.pixel(x: 10, y: 50) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        let inverted = try backdrop(BackdropEffect(blurRadius: 0, colorMatrix: .invert))
        defer { inverted.shutdown() }
        #expect(inverted.pixel(x: 30, y: 50) == RGBA8(r: 0, g: 255, b: 255, a: 255))
        #expect(inverted.pixel(x: 10, y: 50) == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }
}

