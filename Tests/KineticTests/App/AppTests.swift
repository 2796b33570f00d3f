import Foundation
import Testing
@testable import Kinetic

/// An app whose own @State counts taps on its window's content.
private struct CounterApp: App {
    @State private var count = 0
    var body: some Scene {
        WindowGroup("Counter \(count)") {
            Color.blue.frame(width: 100, height: 50)
                .accessibilityIdentifier("count \(count)")
                .onTapGesture { count += 1 }
        }
        .defaultSize(width: 300, height: 200)
    }
}

private struct TwoWindows: App {
    var body: some Scene {
        WindowGroup("first") { Color.red }
        WindowGroup("second") { Color.green }
    }
}

/// A scene of the app's own, made of others.
private struct MainWindow: Scene {
    var body: some Scene {
        WindowGroup("composed") { Color.red }.defaultSize(CGSize(width: 640, height: 480))
    }
}

private struct ComposedApp: App {
    var body: some Scene { MainWindow().defaultSize(width: 10, height: 10) }
}

/// What a set of switches should give.
enum Expected: Sendable {
    case options(LaunchOptions)
    /// Words the error must contain.
    case error(String)
}

@MainActor
@Suite(.serialized)
struct AppTests {
    @Test func theWindowGroupGivesTheTitleTheSizeAndTheContent() {
        let window = SceneResolver.window(in: CounterApp().body)
        #expect(window.title == "Counter 0")
        #expect(window.defaultSize == CGSize(width: 300, height: 200))
    }

    @Test func aSceneOfTheAppsOwnResolvesThroughItsBodyAndTheInnerSizeWins() {
        let window = SceneResolver.window(in: ComposedApp().body)
        #expect(window.title == "composed")
        #expect(window.defaultSize == CGSize(width: 640, height: 480))
    }

    @Test func theFirstOfSeveralWindowsOpensAndTheOthersAreSaidNotTo() {
        let warnings = Diagnostics.collectingWarnings {
            let window = SceneResolver.window(in: TwoWindows().body)
            #expect(window.title == "first")
        }
        #expect(warnings.contains { $0.contains("one window per app") && $0.contains("1 more") })
    }

    @Test func theAppsStateLivesInTheGraphAndItsBodyRunsAgainWhenItChanges() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { AppRootView(app: CounterApp()) }
        #expect(host.frame(of: "count 0") != nil)
        #expect(host.tap("count 0"))
        host.advance(by: 0.1)
        #expect(host.frame(of: "count 1") != nil, "the window's content shows the app's new state")
        #expect(host.tap("count 1"))
        host.advance(by: 0.1)
        #expect(host.frame(of: "count 2") != nil)
    }

    /// (environment, what the options should be, or the words the error must contain)
    nonisolated static let environments: [([String: String], Expected)] = [
        ([:], .options(LaunchOptions())),
        (["KINETIC_RECORD": "/tmp/run.csv"], .options({ var o = LaunchOptions(); o.record = "/tmp/run.csv"; o.printsSummary = true; return o }())),
        (["KINETIC_HEADLESS": "1", "KINETIC_FRAMES": "120", "KINETIC_FPS": "120", "KINETIC_SCALE": "2", "KINETIC_SCREENSHOT": "s.png"],
         .options({ var o = LaunchOptions(); o.headless = true; o.frames = 120; o.fps = 120; o.scale = 2; o.screenshot = "s.png"; o.printsSummary = true; return o }())),
        (["KINETIC_DURATION": "2.5"], .options({ var o = LaunchOptions(); o.duration = 2.5; o.printsSummary = true; return o }())),
        (["KINETIC_RECORD": ""], .options(LaunchOptions())),
        (["KINETIC_FPS": "fast"], .error("KINETIC_FPS=fast is not a number")),
        (["KINETIC_FPS": "nan"], .error("KINETIC_FPS must be a number of frames per second")),
        (["KINETIC_FPS": "-30"], .error("KINETIC_FPS must be")),
        (["KINETIC_FRAMES": "0"], .error("KINETIC_FRAMES must be at least 1")),
        (["KINETIC_FRAMES": "2.5"], .error("KINETIC_FRAMES=2.5 is not a whole number")),
        (["KINETIC_DURATION": "-1"], .error("KINETIC_DURATION must be a positive number")),
        (["KINETIC_DURATION": "inf"], .error("KINETIC_DURATION must be a positive number")),
        (["KINETIC_SCALE": "9"], .error("KINETIC_SCALE must be between 1 and 4")),
        (["KINETIC_HEADLESS": "maybe"], .error("KINETIC_HEADLESS=maybe should be 1 or 0")),
        (["KINETIC_TIME_SCALE": "0.25"], .options({ var o = LaunchOptions(); o.timeScale = 0.25; return o }())),
        (["KINETIC_TIME_SCALE": "5"], .error("KINETIC_TIME_SCALE must be between 0.1 and 2")),
        (["KINETIC_HUD": "yes"], .options({ var o = LaunchOptions(); o.hud = true; return o }())),
        (["KINETIC_HUD": "on"], .error("KINETIC_HUD=on should be 1 or 0")),
        (["KINETIC_PREVIEWS": "1"], .options({ var o = LaunchOptions(); o.previews = true; return o }())),
        (["KINETIC_RECORD": "/tmp/run/", "KINETIC_FRAMES_PNG": "1"],
         .options({ var o = LaunchOptions(); o.record = "/tmp/run/"; o.framesPNG = true; o.printsSummary = true; return o }())),
        (["KINETIC_RECORD": "/tmp/run.csv", "KINETIC_FRAMES_PNG": "1"], .error("KINETIC_RECORD=run/")),
        (["KINETIC_FRAMES_PNG": "maybe"], .error("KINETIC_FRAMES_PNG=maybe should be 1 or 0")),
        (["KINETIC_PREVIEWS": "often"], .error("KINETIC_PREVIEWS=often should be 1 or 0")),
    ]

    @Test(arguments: environments.indices)
    func theEnvironmentsSwitchesAreReadAndCheckedNamingTheVariable(_ index: Int) {
        let (environment, expected) = Self.environments[index]
        switch expected {
        case .options(let options):
            #expect((try? LaunchOptions(environment: environment)) == options, "\(environment)")
        case .error(let words):
            #expect(throws: LaunchOptions.InvalidValue.self, "\(environment)") { try LaunchOptions(environment: environment) }
            do { _ = try LaunchOptions(environment: environment) } catch { #expect(error.description.contains(words), "\(error.description)") }
        }
    }

    @Test func aBadWindowSizeIsRefused() {
        var options = LaunchOptions()
        options.size = CGSize(width: 0, height: 100)
        #expect(throws: LaunchOptions.InvalidValue.self) { try options.validate() }
    }
}


