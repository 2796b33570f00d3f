import Foundation
import Observation

extension View {
    /// Puts an `@Observable` object in the environment of the view's content, for
    /// `@Environment(Type.self)` properties below; nil takes it out.
    ///
    /// ```swift
    /// ContentView().environment(library)
    /// // below: @Environment(Library.self) private var library
    /// ```
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentView(content: self) { $0[EnvironmentObjectKey<T>.self] = object.map { ObjectReference(object: $0) } }
    }
}
