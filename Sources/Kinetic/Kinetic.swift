// `import Kinetic` gives what `import SwiftUI` gives: Foundation's types (CGFloat, CGPoint,
// Date…), Observation (`@Observable`) and Combine (`ObservableObject`, `@Published`,
// `Timer.publish`), the animation model, the drawing layer, the view DSL, and a window to run
// an `App` in. KineticRunLoop adds the `Task.sleep` and `asyncAfter` that follow a headless
// run's virtual clock.
@_exported import Combine
@_exported import Foundation
@_exported import KineticRunLoop
@_exported import Observation
@_exported import KineticCore
@_exported import KineticSDL
