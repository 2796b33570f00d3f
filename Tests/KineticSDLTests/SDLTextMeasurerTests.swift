import Foundation
import Testing
import KineticCore
@testable import KineticSDL

/// Not on the main actor: the measurer is meant to be used from anywhere.
struct SDLTextMeasurerTests {
    let measurer: SDLTextMeasurer

    init() throws {
        measurer = try SDLTextMeasurer(fontPath: repositoryFont)
    }

    @Test func widthsGrowWithTheTextTheSizeAndTheWeight() {
        let short = measurer.width(of: "Kin", size: 20, weight: .regular)
        let long = measurer.width(of: "Kinetic", size: 20, weight: .regular)
        #expect(measurer.width(of: "", size: 20, weight: .regular) == 0)
        #expect(short > 20 && long > short)
        let double = measurer.width(of: "Kinetic", size: 40, weight: .regular)
        #expect(abs(double / long - 2) < 0.1)
        #expect(measurer.width(of: "Kinetic", size: 20, weight: .bold) > long)
        #expect(measurer.width(of: "Kinetic", size: 20, weight: .light) == long)
        // A fractional size is measured at the nearest whole one and scaled.
        #expect(abs(measurer.width(of: "Kinetic", size: 20.4, weight: .regular) - long * 20.4 / 20) < 1e-9)
    }

    @Test func lineHeightIsTheFontsLineSkip() {
        let height = measurer.lineHeight(size: 20, weight: .regular)
        #expect(height > 20 && height < 30)
        #expect(measurer.lineHeight(size: .nan, weight: .regular) == 0)
        #expect(measurer.width(of: "a", size: -3, weight: .regular) == 0)
    }

    @Test func itMeasuresWhatTheRendererDraws() async throws {
        let width = measurer.width(of: "Kinetic", size: 20, weight: .regular)
        let lit = try await MainActor.run { () throws -> [Int] in
            let host = try SDLHeadlessHost(size: CGSize(width: 200, height: 40), fontPath: repositoryFont)
            defer { host.shutdown() }
            var list = DrawList()
            list.addText("Kinetic", at: CGPoint(x: 10, y: 5), size: 20, color: .white)
            host.submit(list)
            return (0..<200).filter { x in (0..<40).contains { y in (host.pixel(x: x, y: y)?.r ?? 0) > 64 } }
        }
        let inked = Double(try #require(lit.last) - (try #require(lit.first)) + 1)
        #expect(inked <= width + 1 && inked > width - 6, "ink \(inked) wide, measured \(width)")
    }

    @Test func concurrentMeasurementsAgreeWithSerialOnes() async throws {
        let text = "Springs keep their velocity"
        let sizes = Array(10...25).map(Double.init)
        let expected = sizes.map { measurer.width(of: text, size: $0, weight: .bold) }
        // A fresh measurer, so its fonts are opened concurrently too.
        let fresh = try SDLTextMeasurer(fontPath: repositoryFont)
        let widths = await withTaskGroup(of: (Int, Double).self) { group in
            for (index, size) in sizes.enumerated() {
                group.addTask { (index, fresh.width(of: text, size: size, weight: .semibold)) }
            }
            return await group.reduce(into: [Double](repeating: 0, count: sizes.count)) { $0[$1.0] = $1.1 }
        }
        #expect(widths == expected)
    }

    @Test func wrappingUsesTheRealWidths() {
        let lines = measurer.wrap("Springs keep their velocity", size: 17, weight: .regular, maxWidth: 120)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { measurer.width(of: $0, size: 17, weight: .regular) <= 120 })
    }

    @Test func aMissingFontNamesItsPath() {
        #expect {
            _ = try SDLTextMeasurer(fontPath: "/no/such/font.ttf")
        } throws: { error in
            String(describing: error).contains("/no/such/font.ttf")
        }
    }

    /// Widths are kept once measured: asked again (and past the cache's limit, when it starts
    /// afresh) they are what a fresh measurer says, at whole and fractional sizes alike.
    @Test func keptWidthsAreTheMeasuredOnes() throws {
        let samples = [("Spring Lab", 15.0, FontWeight.regular), ("157.91", 13, .regular), ("Kinetic", 22, .semibold), ("Copy", 12.5, .regular)]
        let first = samples.map { measurer.width(of: $0.0, size: $0.1, weight: $0.2) }
        let again = samples.map { measurer.width(of: $0.0, size: $0.1, weight: $0.2) }
        #expect(first == again)
        for i in 0..<(SDLTextMeasurer.widthCacheLimit + 10) { _ = measurer.width(of: "line \(i)", size: 14, weight: .regular) }
        let fresh = try SDLTextMeasurer(fontPath: repositoryFont)
        #expect(samples.map { fresh.width(of: $0.0, size: $0.1, weight: $0.2) } == first)
        #expect(samples.map { measurer.width(of: $0.0, size: $0.1, weight: $0.2) } == first)
        // The same string at another size is measured at that size.
        #expect(measurer.width(of: "Spring Lab", size: 30, weight: .regular) > first[0] * 1.8)
    }
}
