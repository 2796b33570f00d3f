import Foundation

extension View {
    /// Starts `action` as a task on the main actor when the view appears, and cancels it when
    /// the view disappears: load data, animate in steps with `Task.sleep`, wait for values.
    ///
    /// ```swift
    /// Circle().task {
    ///     try? await Task.sleep(for: .seconds(0.5))
    ///     withAnimation(.bouncy) { shown = true }
    /// }
    /// ```
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void) -> some View {
        TaskView(content: self, id: nil, priority: priority, action: action)
    }

    /// Starts `action` as a task when the view appears, and again (cancelling the one under
    /// way) each time `value` changes; cancels it when the view disappears.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void) -> some View {
        TaskView(content: self, id: AnyHashable(EquatableBox(value)), priority: priority, action: action)
    }
}

struct TaskView<Content: View>: PrimitiveView {
    var content: Content
    var id: AnyHashable?
    var priority: TaskPriority
    var action: @MainActor () async -> Void

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        var isNew = false
        return builder.modifier(TaskNode.self, content: content, make: {
            isNew = true
            return TaskNode(graph: graph)
        }) { node in
            let changed = !isNew && node.id != id
            node.id = id
            node.priority = priority
            node.action = action
            // Started once the update is done, as onAppear runs: the task sees the state of
            // the frame it appears in.
            if isNew || changed { graph.afterUpdate { [weak node] in node?.start() } }
        }
    }
}

/// Runs a view's task while the view is in the graph.
final class TaskNode: ModifierNode {
    /// Its own input (a task) never changes a size or a place.
    override var inputsAffectLayout: Bool { false }
    var id: AnyHashable?
    var priority = TaskPriority.userInitiated
    var action: (@MainActor () async -> Void)?
    private var task: Task<Void, Never>?

    /// Starts the action, cancelling the task under way.
    func start() {
        task?.cancel()
        guard isAttached, let action else { return }
        // The graph runs on the main actor, and so does the action.
        let work = MainActorWork(action)
        task = Task(priority: priority) { @MainActor in await work.run() }
    }

    override func removedFromGraph() {
        task?.cancel()
        task = nil
        super.removedFromGraph()
    }
}

/// A main-actor action handed to the task that runs it.
private struct MainActorWork: @unchecked Sendable {
    let action: @MainActor () async -> Void
    init(_ action: @escaping @MainActor () async -> Void) { self.action = action }
    @MainActor func run() async { await action() }
}
