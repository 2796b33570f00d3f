import Foundation
import Testing
@testable import KineticCore

struct FrameTimingSummaryDateTests {
    /// The "date" detail reads as it did when Foundation's ISO 8601 formatter wrote it.
    @Test(arguments: [
        (0.0, "1970-01-01T00:00:00Z"),
        (1_795_683_716.0, "2026-11-26T09:01:56Z"),
        (1_795_683_716.999, "2026-11-26T09:01:56Z"),
        (951_825_600.0, "2000-02-29T12:00:00Z"),
        (-1.0, "1969-12-31T23:59:59Z"),
    ])
    func aDateIsWrittenInUTCToTheSecond(seconds: Double, expected: String) {
        #expect(FrameTimingSummary.detailsDate(Date(timeIntervalSince1970: seconds)) == expected)
    }

    /// Dates from 1970 to 2100, a prime number of seconds apart so that every second, minute,
    /// hour and day of the month comes up.
    @Test func everyDateReadsAsFoundationsFormatterWritesIt() {
        let formatter = ISO8601DateFormatter()
        for seconds in stride(from: 0, through: 4_102_444_800, by: 999_983) {
            let date = Date(timeIntervalSince1970: Double(seconds) + 0.25)
            #expect(FrameTimingSummary.detailsDate(date) == formatter.string(from: date))
        }
    }
}
