import Combine
import Foundation

/// An `ObservableObject` an ancestor put in the environment with `.environmentObject(_:)`,
/// found by its type; the body runs again whenever it publishes `objectWillChange`.
///
/// A view reading one where no ancestor put it shows nothing and says so once, naming the
/// type (SwiftUI stops the program there).
///
/// ```swift
/// struct Badge: View {
///     @EnvironmentObject var settings: Settings
///     var body: some View { Circle().fill(settings.accent) }
/// }
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: ObjectProperty {
    /// Bindings to the object's properties: `$settings.accent`.
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    private final class Storage: @unchecked Sendable { var object: ObjectType?; init() {} }
    private let storage = Storage()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = storage.object else { preconditionFailure(Self.missingMessage) }
        return object
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    private static var missingMessage: String {
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
    }

    var readsEnvironment: Bool { true }

    func resolve(in environment: EnvironmentValues) -> ObjectResolution {
        storage.object = environment[EnvironmentObservableObjectKey<ObjectType>.self]?.object
        guard let object = storage.object else {
            return ObjectResolution(missing: Self.missingMessage, typeName: String(describing: ObjectType.self))
        }
        return ObjectResolution(object)
    }
}

/// Where `.environmentObject(_:)` keeps an object, by its type.
enum EnvironmentObservableObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectReference<Object>? { nil }
}

extension View {
    /// Puts `object` in the environment of the view's content, for `@EnvironmentObject`
    /// properties of its type below.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentView(content: self) { $0[EnvironmentObservableObjectKey<T>.self] = ObjectReference(object: object) }
    }
}
