/// A node that reads what layout made (a preference of the views beside or below it, its own
/// geometry): the graph asks it after each layout whether that changed.
protocol LayoutReader: AnyObject {
    /// After a layout pass: true when the reader rebuilt what it shows (another pass follows).
    func rebuildIfChanged() -> Bool
    /// After the update's layout: schedules the reader's action if what it reads changed.
    func notifyIfChanged()
}
