import Foundation
import Testing
@testable import KineticCore

struct OutputFileErrorTests {
    @Test func writablePathPassesAndLeavesNothingBehind() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-\(UUID().uuidString).png").path
        try OutputFileError.checkWritable(path)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func missingFolderIsReportedWithTheReason() {
        #expect {
            try OutputFileError.checkWritable("/no/such/folder/shot.png")
        } throws: { error in
            String(describing: error).contains("'/no/such/folder/shot.png': No such file or directory")
        }
    }
}
