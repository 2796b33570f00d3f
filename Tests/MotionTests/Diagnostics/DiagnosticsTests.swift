import Foundation
import Testing
@testable import Motion

struct DiagnosticsTests {
    @Test func collectingGathersEveryWarningInOrder() {
        let warnings = Diagnostics.collectingWarnings {
            Diagnostics.warning("one")
            Diagnostics.warningOnce("two")
            Diagnostics.warningOnce("two")
        }
        // Inside a collector every occurrence counts: a test sees repeats.
        #expect(warnings == ["one", "two", "two"])
    }

    @Test func anInnerCollectorTakesItsOwn() {
        var inner: [String] = []
        let outer = Diagnostics.collectingWarnings {
            Diagnostics.warning("outer")
            inner = Diagnostics.collectingWarnings { Diagnostics.warning("inner") }
        }
        #expect(outer == ["outer"])
        #expect(inner == ["inner"])
    }

    @Test func collectorsOfConcurrentTasksDoNotMix() async {
        let results = await withTaskGroup(of: (Int, [String]).self) { group in
            for i in 0..<8 {
                group.addTask {
                    (i, Diagnostics.collectingWarnings { for _ in 0..<50 { Diagnostics.warning("task \(i)") } })
                }
            }
            var all: [Int: [String]] = [:]
            for await (i, warnings) in group { all[i] = warnings }
            return all
        }
        for (i, warnings) in results {
            #expect(warnings == Array(repeating: "task \(i)", count: 50))
        }
    }

    @Test func theResultComesBackWithTheWarnings() {
        let (value, warnings) = Diagnostics.collectingWarnings { () -> Int in
            Diagnostics.warning("made with a fallback")
            return 42
        }
        #expect(value == 42)
        #expect(warnings == ["made with a fallback"])
    }
}
