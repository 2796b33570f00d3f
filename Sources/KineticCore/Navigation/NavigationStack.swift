import Foundation

/// A list of values pushed on a navigation stack, of any hashable types.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(0, k), elements.count)) }
}

/// A screen on a navigation stack: a value (shown by its `navigationDestination`) or a view.
struct NavigationEntry: Identifiable {
    let id: AnyHashable
    var value: AnyHashable?
    var view: AnyView?
}

/// What a NavigationStack shares with the links, destinations and screens inside it.
final class NavigationModel {
    /// The destinations registered with `navigationDestination(for:)`, by value type.
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    var nextID = 0
    /// Set by the stack at each body: pushes and pops go through its state or path binding.
    var push: (NavigationEntry) -> Void = { _ in }
    var pop: () -> Void = {}

    func destination(for value: AnyHashable) -> AnyView? {
        for (_, make) in destinations { if let view = make(value) { return view } }
        return nil
    }
}

private struct NavigationModelKey: EnvironmentKey {
    static var defaultValue: NavigationModel? { nil }
}

extension EnvironmentValues {
    var navigationModel: NavigationModel? {
        get { self[NavigationModelKey.self] }
        set { self[NavigationModelKey.self] = newValue }
    }
}

/// The animation of a push or pop made without one.
let navigationAnimation = Animation.spring(duration: 0.45, bounce: 0.08)

/// Gives `transaction` the navigation animation when it has none (and allows one): pushes,
/// pops and presentations animate even when made without `withAnimation`.
func animateNavigation(_ transaction: inout Transaction) {
    if transaction.animation == nil && !transaction.disablesAnimations { transaction.animation = navigationAnimation }
}

/// The current transaction, animated as a navigation change.
func navigationTransaction() -> Transaction {
    var transaction = Transaction.current
    animateNavigation(&transaction)
    return transaction
}

/// A stack of screens: a root, and the screens pushed on it by `NavigationLink`s or through a
/// path binding. The top screen covers the others; it slides in from the trailing edge, or
/// zooms out of its source with `navigationTransition(.zoom(sourceID:in:))`.
public struct NavigationStack<Root: View>: View {
    let root: Root
    let path: Binding<[AnyHashable]>?
    @State private var model = NavigationModel()

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = Binding(get: { path.wrappedValue.elements }, set: { elements, transaction in
            withTransaction(transaction) { path.wrappedValue.elements = elements }
        })
    }

    public init<Data: Hashable>(path: Binding<[Data]>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = Binding(get: { path.wrappedValue.map { AnyHashable($0) } }, set: { elements, transaction in
            withTransaction(transaction) { path.wrappedValue = elements.compactMap { $0.base as? Data } }
        })
    }

    public var body: some View {
        // The screens keep the stack of their own: a push re-runs their body, not the root's.
        ZStack(alignment: .topLeading) {
            // A root smaller than the window sits in its middle, as in SwiftUI.
            ToolbarHost(leadingInset: 0) { root.frame(maxWidth: .infinity, maxHeight: .infinity) }
            NavigationScreens(model: model, path: path)
        }
        .environment(\.navigationModel, model)
    }
}

/// The screens pushed on a NavigationStack, over its root.
struct NavigationScreens: View {
    let model: NavigationModel
    let path: Binding<[AnyHashable]>?
    @State private var entries: [NavigationEntry] = []

    /// The screens on the stack: the path's values (by position and value), then views pushed
    /// by links.
    private var screens: [NavigationEntry] {
        guard let path else { return entries }
        let values = path.wrappedValue.enumerated().map { index, value in
            NavigationEntry(id: AnyHashable([AnyHashable(index), value]), value: value)
        }
        return values + entries
    }

    var body: some View {
        let model = self.model
        let screens = self.screens
        let entries = $entries
        let path = self.path
        model.push = { entry in
            withTransaction(navigationTransaction()) {
                if let path, entry.view == nil, let value = entry.value, entries.wrappedValue.isEmpty {
                    path.wrappedValue = path.wrappedValue + [value]
                } else {
                    entries.wrappedValue.append(entry)
                }
            }
        }
        model.pop = {
            withTransaction(navigationTransaction()) {
                if !entries.wrappedValue.isEmpty {
                    entries.wrappedValue.removeLast()
                } else if let path, !path.wrappedValue.isEmpty {
                    path.wrappedValue = Array(path.wrappedValue.dropLast())
                }
            }
        }
        return ForEach(Array(screens.enumerated()), id: \.element.id) { index, entry in
            // The screen below dims as this one comes over it.
            Color(white: 0, opacity: 0.4).transition(.opacity)
            NavigationScreen(content: view(for: entry), isTop: index == screens.count - 1, pop: model.pop)
        }
        // A change of the path made without an animation still slides or zooms.
        .transaction(animateNavigation)
    }

    private func view(for entry: NavigationEntry) -> AnyView {
        if let view = entry.view { return view }
        if let value = entry.value, let view = model.destination(for: value) { return view }
        let value = entry.value.map { "\($0.base)" } ?? "?"
        return AnyView(Text("No navigationDestination for \(value)").foregroundColor(Color(white: 0.6)))
    }
}

/// A button that pushes a value or a view on the enclosing NavigationStack.
public struct NavigationLink<Label: View>: View {
    let label: Label
    let value: AnyHashable?
    let destination: AnyView?
    @Environment(\.navigationModel) private var model
    @Environment(\.isInList) private var isInList

    public init<V: Hashable>(value: V?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = value.map { AnyHashable($0) }
        destination = nil
    }

    public init<Destination: View>(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        value = nil
        self.destination = AnyView(destination())
    }

    public init<Destination: View>(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        value = nil
        self.destination = AnyView(destination)
    }

    public var body: some View {
        if isInList {
            // In a list the whole row is the link, with a chevron at its trailing edge (an
            // accessory beside the label, which keeps the row's width for itself).
            label
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.trailing, 20)
                .overlay(alignment: .trailing) {
                    Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundColor(.secondary)
                }
                .contentShape(Rectangle())
                .onTapGesture { activate() }
        } else {
            label.onTapGesture { activate() }
        }
    }

    private func activate() {
        guard let model else {
            Diagnostics.warningOnce("a NavigationLink was tapped outside a NavigationStack; nothing to push onto")
            return
        }
        model.nextID += 1
        model.push(NavigationEntry(id: AnyHashable("link-\(model.nextID)"), value: value, view: destination))
    }
}

extension NavigationLink where Label == Text {
    public init<V: Hashable>(_ title: String, value: V?) {
        self.init(value: value) { Text(title) }
    }

    public init<Destination: View>(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension View {
    /// The view a NavigationStack shows for a pushed value of type `D`.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        DestinationView(content: self) { model in
            model.destinations[ObjectIdentifier(D.self)] = { value in
                (value.base as? D).map { AnyView(destination($0)) }
            }
        }
    }
}

/// Registers a destination with the stack the view is in, each time it is built.
struct DestinationView<Content: View>: PrimitiveView {
    var content: Content
    var register: (NavigationModel) -> Void

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        if let model = builder.environment.navigationModel {
            register(model)
        } else {
            builder.graph.warn("navigationDestination(for:) at \(builder.place) is outside a NavigationStack; it is not used", key: "destination:\(builder.place)")
        }
        return builder.nodes(for: content, key: .content)
    }
}
