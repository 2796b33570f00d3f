import Foundation
import Testing
@testable import KineticCore

/// Image sizes from file headers.
struct ImageAssetsTests {
    @Test func theCheckerIsThirtyTwoPixelsSquare() {
        #expect(ImageAssets.size(of: "checker") == CGSize(width: 32, height: 32))
        #expect(ImageAssets.size(of: "checker.png") == CGSize(width: 32, height: 32))
        #expect(ImageAssets.size(of: "no-such-image") == nil)
    }

    @Test func headersOfEachFormatGiveTheirSize() {
        // PNG: signature, IHDR length and type, width 300, height 2.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 1, 44, 0, 0, 0, 2]
        #expect(ImageAssets.pixelSize(of: Data(png)) == CGSize(width: 300, height: 2))
        // BMP: width 7, height -5 (top-down).
        var bmp = [UInt8](repeating: 0, count: 30)
        bmp[0] = 0x42; bmp[1] = 0x4D
        bmp[18] = 7
        bmp[22] = 0xFB; bmp[23] = 0xFF; bmp[24] = 0xFF; bmp[25] = 0xFF
        #expect(ImageAssets.pixelSize(of: Data(bmp)) == CGSize(width: 7, height: 5))
        // JPEG: an APP0 segment, then a baseline start of frame: height 480, width 640.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 17, 8, 1, 0xE0, 2, 0x80, 3, 0, 0, 0, 0, 0, 0, 0, 0]
        #expect(ImageAssets.pixelSize(of: Data(jpeg)) == CGSize(width: 640, height: 480))
        // Anything else, or a header cut short: no size.
        #expect(ImageAssets.pixelSize(of: Data("GIF89a".utf8)) == nil)
        #expect(ImageAssets.pixelSize(of: Data(png.prefix(18))) == nil)
        #expect(ImageAssets.pixelSize(of: Data()) == nil)
    }
}
