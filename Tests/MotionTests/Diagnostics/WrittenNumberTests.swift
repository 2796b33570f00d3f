import Motion
import Testing

struct WrittenNumberTests {
    @Test(arguments: [
        (0.6499999999999999, "0.65"),
        (0.1 + 0.2, "0.3"),
        (0.65, "0.65"),
        (1.0, "1.0"),
        (0.35, "0.35"),
        (-0.1 - 0.2, "-0.3"),
        (1.0 / 3, "0.333333333333"),
        (123456.789, "123456.789"),
        (2.5e-7, "2.5e-07"),
    ] as [(Double, String)])
    func numbersAreWrittenAsAPersonWritesThem(value: Double, text: String) {
        #expect(written(value) == text)
    }

    @Test func aComputedDampingFractionReadsAsWritten() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.6499999999999999)
        #expect("\(spring)".contains("dampingFraction: 0.65"), "\(spring)")
        #expect(!"\(spring)".contains("99999"), "\(spring)")
    }

    @Test func infinityAndNaNAreSwiftsOwn() {
        #expect(written(.infinity) == "inf")
        #expect(written(.nan) == "nan")
    }
}
