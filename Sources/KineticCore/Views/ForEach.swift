import Foundation

/// One view per element of a collection, each identified by the element's id, so inserting,
/// removing or moving elements keeps each view's state with its element.
///
/// ```swift
/// ForEach(items) { item in Text(item.name) }
/// ForEach(0..<5, id: \.self) { i in Circle().frame(width: 10, height: 10) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    public var data: Data
    let id: (Data.Element) -> ID
    public var content: (Data.Element) -> Content

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        var result: [Node] = []
        for element in data {
            result += builder.nodes(for: content(element), key: .id(AnyHashable(id(element))))
        }
        return result
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0.id }
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}
