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

    /// A byte is the component times 255 rounded to nearest, halves up, exactly as
    /// `rounded()` gives it: at every half-way point, just below and above it, and across [0, 1].
    @Test func bytesRoundAsTheCLibraryDoes() {
        var values: [Double] = [0, -0.0, 1, 0.5, -1, 2, .nan, .infinity, -.infinity]
        for k in 0...255 {
            let half = (Double(k) + 0.5) / 255
            values += [half, half.nextUp, half.nextDown, Double(k) / 255]
        }
        for i in 0...10_000 { values.append(Double(i) / 10_000) }
        for value in values {
            #expect(RGBAColor.byte(value) == UInt8((RGBAColor.unit(value) * 255).rounded()), "\(value)")
        }
    }
}
