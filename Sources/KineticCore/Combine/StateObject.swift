import Combine
import Foundation

/// An `ObservableObject` a view makes and owns: made once, the first time the view is
/// evaluated, and kept as long as the view's identity is, as `@State` is; the body runs again
/// whenever it publishes `objectWillChange`.
///
/// ```swift
/// struct Stopwatch: View {
///     @StateObject private var model = StopwatchModel()
///     var body: some View { Text(model.elapsed) }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: StateProperty, ObjectProperty {
    let storage: StateObjectBox<ObjectType>

    /// - Parameter thunk: Makes the object; called once per view identity, not at every
    ///   evaluation of the view that declares it.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = StateObjectBox(thunk)
    }

    public var wrappedValue: ObjectType { storage.resolved.object }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    var box: AnyStateBox { storage }

    func redirect(to box: AnyStateBox) {
        guard let box = box as? StateObjectBox<ObjectType>, box !== storage else { return }
        storage.target = box
    }

    func resolve(in environment: EnvironmentValues) -> ObjectResolution { ObjectResolution(wrappedValue) }
}

/// Where a `@StateObject` keeps its object: the node keeps the first value's box, and later
/// values of the view point at it, so the object is made once.
final class StateObjectBox<ObjectType: AnyObject>: AnyStateBox {
    private let make: () -> ObjectType
    private var made: ObjectType?
    var target: StateObjectBox<ObjectType>?

    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var resolved: StateObjectBox<ObjectType> { target?.resolved ?? self }

    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}
