import Foundation
import Observation

/// Bindings to the properties of an `@Observable` object, for controls that change them:
/// `TextField("Title", text: $book.title)`, `Toggle("Read", isOn: $book.isRead)`.
///
/// ```swift
/// struct BookEditor: View {
///     @Bindable var book: Book
///     var body: some View { Toggle("Read", isOn: $book.isRead) }
/// }
/// ```
///
/// A body reading the object through it is watched as any read of an `@Observable` is.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    /// Bindings to the properties of `object`: `Bindable(model).name` inside a body.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    public var projectedValue: Bindable<Value> { self }

    /// A binding to the property at `keyPath`; a change through it is made in the binding's
    /// transaction, so `$model.value.animation()` animates.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { value, transaction in
            withTransaction(transaction) { object[keyPath: keyPath] = value }
        })
    }
}
