import Foundation

/// The rows of a lazy container (`List`, `LazyVStack`, `LazyHStack`), described without
/// building them: a row can be counted, named and built on its own, so only the rows in sight
/// become nodes.
///
/// A `ForEach` of plain rows is one segment of `data.count` rows, whatever its size; a
/// `ForEach` whose rows are themselves groups (a `Section` per element, a block of several
/// views) is opened element by element, which costs a call of its content per element.
struct LazyRowList {
    /// What a row is to a list: a row of content, or a section's header or footer.
    enum Role: Equatable { case row, header, footer }

    /// A run of rows made the same way.
    struct Segment {
        var count: Int
        /// The identity of the segment's `i`-th row, stable across updates.
        var key: (Int) -> AnyHashable
        /// Builds the segment's `i`-th row into the row node's builder.
        var make: (inout NodeBuilder, Int) -> [Node]
        var role: Role
        /// Which section the rows belong to (rows outside any section share a group).
        var section: Int
        /// What row modifiers around the segment set.
        var traits: ListRowTraits
    }

    private(set) var segments: [Segment] = []
    /// The index of each segment's first row.
    private(set) var starts: [Int] = []
    private(set) var count = 0
    private var section = 0
    private var traitStack: [ListRowTraits] = [ListRowTraits()]

    /// Flattens `content` into rows.
    init<Content: View>(_ content: Content) {
        append(content, path: [])
    }

    init() {}

    /// Appends `view`: opened when it groups rows, one row otherwise.
    mutating func append<V: View>(_ view: V, path: [NodeKey]) {
        if let source = view as? any LazyRowSource {
            source.appendRows(to: &self, path: path)
        } else {
            appendRow(view, path: path, role: .row)
        }
    }

    /// One row showing `view`.
    mutating func appendRow<V: View>(_ view: V, path: [NodeKey], role: Role) {
        let key = AnyHashable(path)
        appendSegment(Segment(count: 1, key: { _ in key }, make: { builder, _ in builder.nodes(for: view, key: .content) },
                              role: role, section: section, traits: traitStack[traitStack.count - 1]))
    }

    /// `count` rows: the `i`-th named by `key(i)` and built by `make`.
    mutating func appendRows(count: Int, key: @escaping (Int) -> AnyHashable, make: @escaping (inout NodeBuilder, Int) -> [Node]) {
        guard count > 0 else { return }
        appendSegment(Segment(count: count, key: key, make: make, role: .row, section: section, traits: traitStack[traitStack.count - 1]))
    }

    private mutating func appendSegment(_ segment: Segment) {
        starts.append(count)
        segments.append(segment)
        count += segment.count
    }

    /// Starts a new group of rows (a section, or the rows after one).
    mutating func beginSection() {
        if segments.last?.section == section { section += 1 }
    }

    /// Runs `body` with `traits` applied over what is already set.
    mutating func withTraits(_ change: (inout ListRowTraits) -> Void, _ body: (inout LazyRowList) -> Void) {
        var traits = traitStack[traitStack.count - 1]
        change(&traits)
        traitStack.append(traits)
        body(&self)
        traitStack.removeLast()
    }

    /// The segment holding row `index` and the row's place in it.
    func locate(_ index: Int) -> (segment: Int, offset: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low, index - starts[low])
    }

    func key(of index: Int) -> AnyHashable {
        let (segment, offset) = locate(index)
        return segments[segment].key(offset)
    }

    func segment(of index: Int) -> Segment { segments[locate(index).segment] }
}

/// Views that stand for several rows of a lazy container, or change the rows inside them.
protocol LazyRowSource {
    func appendRows(to list: inout LazyRowList, path: [NodeKey])
}

/// Sources that make several rows of one element of a `ForEach` (a section, a block of views,
/// an inner `ForEach`): such a `ForEach` is opened element by element.
protocol LazyRowGroup: LazyRowSource {}

/// The identity of a `ForEach` element's row: where the `ForEach` is, and the element's id.
struct LazyRowKey: Hashable {
    var path: [NodeKey]
    var id: AnyHashable
}

extension TupleView: LazyRowGroup {
    func appendRows(to list: inout LazyRowList, path: [NodeKey]) {
        var index = 0
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View {
                list.append(view, path: path + [.index(index)])
            }
            index += 1
        }
    }
}

extension ForEach: LazyRowGroup {
    func appendRows(to list: inout LazyRowList, path: [NodeKey]) {
        let data = self.data, id = self.id, content = self.content
        if Content.self is any LazyRowGroup.Type {
            // Each element is a group of rows (a section, a block): opened one by one. An
            // `if` in the content stays one row, so a long list is not opened for it.
            for element in data {
                list.append(content(element), path: path + [.id(AnyHashable(id(element)))])
            }
            return
        }
        let start = data.startIndex
        list.appendRows(count: data.count, key: { offset in
            AnyHashable(LazyRowKey(path: path, id: AnyHashable(id(data[data.index(start, offsetBy: offset)]))))
        }, make: { builder, offset in
            builder.nodes(for: content(data[data.index(start, offsetBy: offset)]), key: .content)
        })
    }
}

extension Group: LazyRowGroup {
    func appendRows(to list: inout LazyRowList, path: [NodeKey]) {
        list.append(content, path: path + [.index(0)])
    }
}

extension _ConditionalContent: LazyRowSource {
    func appendRows(to list: inout LazyRowList, path: [NodeKey]) {
        switch storage {
        case .trueContent(let view): list.append(view, path: path + [.branch(true)])
        case .falseContent(let view): list.append(view, path: path + [.branch(false)])
        }
    }
}

extension Optional: LazyRowSource where Wrapped: View {
    func appendRows(to list: inout LazyRowList, path: [NodeKey]) {
        if let view = self { list.append(view, path: path + [.branch(true)]) }
    }
}

extension EmptyView: LazyRowSource {
    func appendRows(to list: inout LazyRowList, path: [NodeKey]) {}
}
