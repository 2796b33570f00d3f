import Foundation
import Testing
@testable import KineticCore

struct AssetLocatorTests {
    /// Makes `root/<relative>/fonts/DejaVuSans.ttf` and returns `root`.
    func makeTree(assetsAt relative: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-assets-\(UUID().uuidString)")
        let fonts = root.appendingPathComponent(relative).appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try Data([0]).write(to: fonts.appendingPathComponent("DejaVuSans.ttf"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("bin/deep"), withIntermediateDirectories: true)
        return root
    }

    @Test func environmentVariableComesFirst() throws {
        let root = try makeTree(assetsAt: "custom")
        defer { try? FileManager.default.removeItem(at: root) }
        let locator = AssetLocator(
            environment: ["KINETIC_ASSETS": root.appendingPathComponent("custom").path],
            executablePath: "/nowhere/kinetic")
        #expect(try locator.locate().path == root.appendingPathComponent("custom").path)
    }

    @Test func searchesUpFromTheExecutable() throws {
        let root = try makeTree(assetsAt: "assets")
        defer { try? FileManager.default.removeItem(at: root) }
        let locator = AssetLocator(environment: [:], executablePath: root.appendingPathComponent("bin/deep/kinetic").path)
        #expect(try locator.locate().standardizedFileURL.path == root.appendingPathComponent("assets").standardizedFileURL.path)
    }

    @Test func findsAnInstalledShareFolder() throws {
        let root = try makeTree(assetsAt: "share/kinetic/assets")
        defer { try? FileManager.default.removeItem(at: root) }
        let locator = AssetLocator(environment: [:], executablePath: root.appendingPathComponent("bin/kinetic").path)
        #expect(try locator.locate().path.hasSuffix("share/kinetic/assets"))
    }

    @Test func failureNamesEveryPlaceSearched() {
        let locator = AssetLocator(environment: ["KINETIC_ASSETS": "/no/such/assets"], executablePath: "/no/such/bin/kinetic")
        #expect {
            _ = try locator.locate()
        } throws: { error in
            let message = String(describing: error)
            return message.contains("/no/such/assets") && message.contains("/no/such/bin/assets")
                && message.contains("KINETIC_ASSETS")
        }
    }

    @Test func fontsComeFromTheAssetsFolderWithItsImages() throws {
        let root = try makeTree(assetsAt: "assets")
        defer { try? FileManager.default.removeItem(at: root) }
        let locator = AssetLocator(environment: [:], executablePath: root.appendingPathComponent("bin/deep/kinetic").path)
        let fonts = try locator.locateFonts()
        #expect(fonts.text.hasSuffix("assets/fonts/DejaVuSans.ttf"))
        #expect(fonts.images?.hasSuffix("assets/images") == true)
    }

    @Test func withNoAssetsFolderTheSystemsFontIsUsedWithNoImages() throws {
        let root = try makeTree(assetsAt: "elsewhere")
        defer { try? FileManager.default.removeItem(at: root) }
        var locator = AssetLocator(environment: [:], executablePath: "/no/such/bin/kinetic")
        locator.systemFonts = ["/no/such/font.ttf", root.appendingPathComponent("elsewhere/fonts/DejaVuSans.ttf").path]
        let fonts = try locator.locateFonts()
        #expect(fonts.text == root.appendingPathComponent("elsewhere/fonts/DejaVuSans.ttf").path)
        #expect(fonts.images == nil)
    }

    @Test func withNeitherTheErrorNamesTheSystemsFontTooAndHowToInstallIt() {
        var locator = AssetLocator(environment: ["KINETIC_ASSETS": "/no/such/assets"], executablePath: "/no/such/bin/kinetic")
        locator.systemFonts = ["/no/such/system/DejaVuSans.ttf"]
        #expect {
            _ = try locator.locateFonts()
        } throws: { error in
            let message = String(describing: error)
            return message.contains("/no/such/assets") && message.contains("/no/such/system/DejaVuSans.ttf")
                && message.contains("fonts-dejavu-core")
        }
    }
}
