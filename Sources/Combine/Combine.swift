// `import Combine` on Linux: OpenCombine's publishers, subscribers and subjects, under the names
// Combine gives them, with the Foundation parts SwiftUI code uses: `Timer.publish`, `DispatchQueue`
// and `RunLoop` as schedulers, `NotificationCenter`'s publisher. OpenCombine declares those
// under Combine's own names on Linux (where no Combine exists when it is built); this module
// only gathers them under the name SwiftUI code imports.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
