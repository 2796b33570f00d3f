import Foundation

/// How a view with an aspect ratio meets the space offered: inside it, or covering it.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The largest size of the ratio that fits the space.
    case fit
    /// The smallest size of the ratio that covers the space.
    case fill
}

extension View {
    /// Offers the content the size of `aspectRatio` (width over height) that fits or fills
    /// the space offered, as SwiftUI does; nil (or a ratio that is not a positive number)
    /// keeps the ratio of the content's ideal size. Where one dimension is offered, the other
    /// follows from the ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        AspectRatioView(content: self, ratio: aspectRatio.map(Double.init), mode: contentMode)
    }

    /// The ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// The content at its own ratio, as large as fits the space.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// The content at its own ratio, as small as covers the space.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

struct AspectRatioView<Content: View>: PrimitiveView {
    var content: Content
    var ratio: Double?
    var mode: ContentMode

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.modifier(AspectRatioNode.self, content: content, make: { AspectRatioNode(graph: graph) }) { node in
            node.keepsLayout(if: node.ratio == ratio && node.mode == mode)
            node.ratio = ratio
            node.mode = mode
        }
    }
}

final class AspectRatioNode: ModifierNode {
    var ratio: Double?
    var mode = ContentMode.fit

    /// What the content is offered for `proposal`: the ratio's size fitted to it or filling it.
    private func offered(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var r = ratio ?? 0
        if !(r.isFinite && r > 0) {
            // The ratio of what the content would be on its own.
            let ideal = super.sizeThatFits(.unspecified)
            guard ideal.width > 0, ideal.height > 0 else { return proposal }
            r = Double(ideal.width) / Double(ideal.height)
        }
        func finite(_ value: Double?) -> Double? { value.flatMap { $0.isFinite ? $0 : nil } }
        switch (finite(proposal.width), finite(proposal.height)) {
        case let (width?, height?):
            let wider = height > 0 && width / height > r
            // Fit: limited by the tighter side; fill: reaching the looser one.
            if wider == (mode == .fit) { return ProposedViewSize(width: height * r, height: height) }
            return ProposedViewSize(width: width, height: width / r)
        case let (width?, nil): return ProposedViewSize(width: width, height: width / r)
        case let (nil, height?): return ProposedViewSize(width: height * r, height: height)
        case (nil, nil):
            let ideal = super.sizeThatFits(.unspecified)
            return ProposedViewSize(width: Double(ideal.width), height: Double(ideal.width) / r)
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { super.sizeThatFits(offered(proposal)) }

    override func placeChildren(in size: CGSize) {
        for child in layoutChildren { child.place(in: CGRect(origin: .zero, size: size), proposal: offered(ProposedViewSize(size))) }
    }
}
