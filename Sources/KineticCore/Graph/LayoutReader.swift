import Foundation

/// A node that reads what layout made (a preference of the views beside or below it, its own
/// geometry): the graph asks it after each layout whether that changed.
protocol LayoutReader: AnyObject {
    /// After a layout pass: true when the reader rebuilt what it shows (another pass follows).
    func rebuildIfChanged() -> Bool
    /// After the update's layout: schedules the reader's action if what it reads changed.
    func notifyIfChanged()
}

/// A modifier's node that watches a value made after each layout (`.onPreferenceChange`,
/// `.onGeometryChange`) and runs its action, with the other after-update actions, when the
/// value differs from the last one.
final class LayoutChangeNode: ModifierNode, LayoutReader {
    /// Makes the value, compares it with `last` (updating it), and returns the action to run.
    var check: ((LayoutChangeNode) -> (() -> Void)?)?
    /// The value the action last saw.
    var last: Any?
    var name = "LayoutChange"

    /// A watched value changes no size or place.
    override var inputsAffectLayout: Bool { false }
    override var typeName: String { name }

    func rebuildIfChanged() -> Bool { false }

    func notifyIfChanged() {
        guard isAttached, let action = check?(self) else { return }
        graph.afterUpdate(action)
    }
}
