import Foundation

/// A reusable change to a view: `body(content:)` wraps the view it is applied to. Modifiers may
/// hold `@State`, and an `Animatable` modifier re-runs its body each frame with interpolated
/// data, like an animatable view.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view. Main-actor code, as a view's body is.
    @MainActor @ViewBuilder func body(content: Content) -> Body
}

/// A modifier whose body runs with interpolated `animatableData` each frame. SwiftUI deprecated
/// it in favour of conforming to both protocols; it is the same thing.
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The view a modifier is applied to, as its body sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
    let content: AnyView

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] { content.makeNodes(&builder) }
}

/// A view with a modifier applied: what `.modifier(_:)` returns.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    @MainActor public var body: some View {
        modifier.body(content: _ViewModifier_Content(content: AnyView(content)))
    }
}

// The graph finds a modifier's @State and @Environment properties through this mirror.
extension ModifiedContent: CustomReflectable {
    public var customMirror: Mirror { Mirror(reflecting: modifier) }
}

extension ModifiedContent: Animatable where Modifier: Animatable {
    public var animatableData: Modifier.AnimatableData {
        get { modifier.animatableData }
        set { modifier.animatableData = newValue }
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension View {
    /// Applies `modifier`.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
