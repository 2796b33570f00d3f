import Combine
import Foundation

/// An `ObservableObject` a view is given and watches: its body runs again whenever the object
/// publishes `objectWillChange` (a `@Published` property about to change).
///
/// ```swift
/// struct Score: View {
///     @ObservedObject var game: Game
///     var body: some View { Text("\(game.points)") }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: ObjectProperty {
    /// Bindings to the object's properties: `$game.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { value, transaction in
                withTransaction(transaction) { object[keyPath: keyPath] = value }
            })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    func resolve(in environment: EnvironmentValues) -> ObjectResolution { ObjectResolution(wrappedValue) }
}
