import Foundation

/// A piece of user interface: a value that describes what to show, made of other views.
///
/// Write a view as a struct with a `body`; Kinetic keeps its `@State` in the view graph,
/// re-evaluates `body` when state it reads changes, and animates the differences.
///
/// ```swift
/// struct Badge: View {
///     @State private var on = false
///     var body: some View {
///         Circle().fill(on ? .green : .gray).frame(width: 40, height: 40)
///             .onTapGesture { withAnimation(.bouncy) { on.toggle() } }
///     }
/// }
/// ```
public protocol View {
    associatedtype Body: View
    /// The view's content. Main-actor code, as in SwiftUI: a `@MainActor` view conforms, and
    /// the engine asks for bodies on the main thread only.
    @MainActor @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Views that the engine builds directly: they have no body of their own.
protocol PrimitiveView: View where Body == Never {
    /// The nodes this view contributes at its place in the tree.
    func makeNodes(_ builder: inout NodeBuilder) -> [Node]
}

extension PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is drawn by the engine and has no body") }
}

/// Builds views from the statements of a closure: several views, `if`/`else`, `switch`,
/// optionals.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views in a row, as a `@ViewBuilder` block makes them.
public struct TupleView<T>: PrimitiveView {
    public var value: T
    public init(_ value: T) { self.value = value }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        builder.tupleNodes(value)
    }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a `@ViewBuilder`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        switch storage {
        case .trueContent(let view): builder.nodes(for: view, key: .branch(true))
        case .falseContent(let view): builder.nodes(for: view, key: .branch(false))
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        guard let view = self else { return [] }
        return builder.nodes(for: view, key: .branch(true))
    }
}

/// Nothing: takes no space and draws nothing.
public struct EmptyView: PrimitiveView {
    public init() {}
    func makeNodes(_ builder: inout NodeBuilder) -> [Node] { [] }
}

/// Several views treated as one, so modifiers and containers see them together.
public struct Group<Content: View>: PrimitiveView {
    public var content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        builder.nodes(for: content, key: .index(0))
    }
}

/// A view whose type is erased: a change of the wrapped type is a change of identity.
public struct AnyView: PrimitiveView {
    let make: (inout NodeBuilder) -> [Node]
    let typeID: ObjectIdentifier

    public init<V: View>(_ view: V) {
        typeID = ObjectIdentifier(V.self)
        make = { builder in builder.nodes(for: view, key: .type(ObjectIdentifier(V.self))) }
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] { make(&builder) }
}
