import Foundation
import Kinetic
import Testing
@testable import Playground

@MainActor
struct PlaygroundShellTests {
    private func stateFile() -> (LastSceneFile, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-shell-\(UUID().uuidString)")
        return (LastSceneFile(path: folder.appendingPathComponent("state.json").path), folder)
    }

    @Test func theSidebarListsEveryScene() {
        let host = HeadlessHost(size: CGSize(width: 1280, height: 800)) { PlaygroundShell(first: "smoke", lastScene: nil) }
        for entry in Catalogue.entries {
            #expect(host.frame(of: "sidebar.\(entry.name)") != nil, "\(entry.name) is not in the sidebar")
        }
        #expect(host.graph.navigationTitle == "Kinetic — Smoke")
    }

    @Test func clickingASceneOpensItNamesTheWindowAndRemembersIt() throws {
        let (file, folder) = stateFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = HeadlessHost(size: CGSize(width: 1280, height: 800)) { PlaygroundShell(first: "spring-lab", lastScene: file) }
        #expect(host.graph.navigationTitle == "Kinetic — Spring Lab")
        #expect(host.tap("sidebar.merge-lab"))
        host.advance(by: 0.1)
        #expect(host.graph.navigationTitle == "Kinetic — Merge Lab")
        #expect(file.read() == "merge-lab")
        #expect(host.frame(of: "spring.stage") == nil, "the Spring Lab is still shown")
    }

    @Test func arrowsMoveTheHighlightAndReturnOpensIt() {
        let (file, folder) = stateFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = HeadlessHost(size: CGSize(width: 1280, height: 800)) { PlaygroundShell(first: "spring-lab", lastScene: file) }
        #expect(host.key("down"))
        #expect(host.key("down"))
        host.advance(by: 0.1)
        // Moving the highlight opens nothing yet.
        #expect(host.graph.navigationTitle == "Kinetic — Spring Lab")
        #expect(host.key("return"))
        host.advance(by: 0.1)
        #expect(host.graph.navigationTitle == "Kinetic — \(Catalogue.entries[2].title)")
        #expect(file.read() == Catalogue.entries[2].name)
        // Up from the first wraps to the last.
        #expect(host.key("up"))
        #expect(host.key("up"))
        #expect(host.key("up"))
        #expect(host.key("return"))
        host.advance(by: 0.1)
        #expect(host.graph.navigationTitle == "Kinetic — \(Catalogue.entries.last!.title)")
    }

    @Test func anUnknownFirstSceneOpensTheFirstInTheList() {
        let host = HeadlessHost(size: CGSize(width: 1280, height: 800)) { PlaygroundShell(first: "nope", lastScene: nil) }
        #expect(host.graph.navigationTitle == "Kinetic — \(Catalogue.entries[0].title)")
    }

    @Test func namesAreUniqueCommandLineWords() {
        let names = Catalogue.entries.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names { #expect(name.allSatisfy { $0.isLowercase || $0 == "-" }, "\(name)") }
        #expect(Catalogue.entry(named: "SPRING-LAB")?.name == "spring-lab")
        #expect(Catalogue.entry(named: Catalogue.defaultName) != nil)
    }
}
