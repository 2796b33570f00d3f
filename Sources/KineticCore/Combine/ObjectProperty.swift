import Combine
import Foundation

/// A property that subscribes the node of the view holding it to an `ObservableObject`'s
/// changes: `@StateObject`, `@ObservedObject`, `@EnvironmentObject`.
protocol ObjectProperty {
    /// The object to watch for this evaluation (read from the environment, for an
    /// `@EnvironmentObject`).
    func resolve(in environment: EnvironmentValues) -> ObjectResolution
    /// Whether the object comes from the environment (the view then depends on it).
    var readsEnvironment: Bool { get }
}

extension ObjectProperty {
    var readsEnvironment: Bool { false }
}

/// What a view's object property holds at one evaluation.
struct ObjectResolution {
    /// The object, or nil when it is missing.
    var object: AnyObject?
    /// Subscribes an action to the object's `objectWillChange`.
    var subscribe: ((@escaping () -> Void) -> AnyCancellable)?
    /// The object's type, for messages.
    var typeName: String
    /// What is missing, when there is no object.
    var missing: String?

    init<Object: ObservableObject>(_ object: Object) {
        self.object = object
        subscribe = { action in object.objectWillChange.sink { _ in action() } }
        typeName = String(describing: Object.self)
    }

    init(missing: String, typeName: String) {
        self.missing = missing
        self.typeName = typeName
    }
}

/// A node's subscription to one object property's object (held, so that another object made
/// at the same address is not taken for it).
struct ObjectSubscription {
    let object: AnyObject
    let cancellable: AnyCancellable
}
