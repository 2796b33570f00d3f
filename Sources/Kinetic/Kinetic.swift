// `import Kinetic` gives what `import SwiftUI` gives: Foundation's types (CGFloat, CGPoint,
// Date…), the animation model, the drawing layer, the view DSL, and a window to run an `App` in.
@_exported import Foundation
@_exported import KineticCore
@_exported import KineticSDL
