import Kinetic

@main
struct SamplesApp: App {
    var body: some Scene {
        WindowGroup {
            SampleCatalog()
        }
    }
}
