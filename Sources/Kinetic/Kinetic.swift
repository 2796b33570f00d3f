// `import Kinetic` gives the whole animation model and drawing layer, as `import SwiftUI` does.
@_exported import Motion
@_exported import Drawing
