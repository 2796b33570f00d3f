import Testing
@testable import Drawing

struct RGBAColorTests {
    @Test func hexAndBytes() {
        let color = RGBAColor(hex: 0xFF8000)
        #expect(color.bytes == RGBA8(r: 255, g: 128, b: 0, a: 255))
    }

    @Test func componentsAreClampedAndNaNIsZero() {
        let color = RGBAColor(red: 2, green: -1, blue: .nan, opacity: 0.5)
        #expect(color.red == 1 && color.green == 0 && color.blue == 0)
        #expect(color.multiplyingOpacity(by: 0.5).opacity == 0.25)
    }
}
