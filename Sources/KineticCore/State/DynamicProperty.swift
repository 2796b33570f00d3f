import Foundation

/// A stored property of a view that the view graph keeps up to date: `@State`, `@Binding`,
/// `@Environment`, `@FocusState`, `@GestureState`, `@Namespace`, the object wrappers — and your
/// own structs made of them:
///
/// ```swift
/// struct Toggled: DynamicProperty {
///     @State private var isOn = false
///     @Environment(\.colorScheme) private var scheme
///     var label: String { isOn ? "on (\(scheme))" : "off" }
///     func toggle() { isOn.toggle() }
/// }
/// struct Switch: View {
///     var state = Toggled()
///     var body: some View { Button(state.label) { state.toggle() } }
/// }
/// ```
///
/// The properties inside a dynamic property are linked to the view's node as if the view
/// declared them itself, and `update()` runs before each evaluation of the view's body.
public protocol DynamicProperty {
    /// Called before the view's body runs, once the properties inside are up to date.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

extension State: DynamicProperty {}
extension Binding: DynamicProperty {}
extension Environment: DynamicProperty {}
extension GestureState: DynamicProperty {}
extension FocusState: DynamicProperty {}
extension Namespace: DynamicProperty {}
extension StateObject: DynamicProperty {}
extension ObservedObject: DynamicProperty {}
extension EnvironmentObject: DynamicProperty {}
extension Bindable: DynamicProperty {}
