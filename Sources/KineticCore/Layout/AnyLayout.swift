import Foundation

/// A layout of any type, so that one container switches between layouts while its views keep
/// their identity — and, in an animation, move from the places of one to those of the other:
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Badge(); Badge(); Badge() }
/// ```
public struct AnyLayout: Layout {
    private let measure: (ProposedViewSize, LayoutSubviews) -> CGSize
    private let place: (CGRect, ProposedViewSize, LayoutSubviews) -> Void
    /// The wrapped layout, for comparing one AnyLayout with the next.
    private let base: Any

    public init<L: Layout>(_ layout: L) {
        base = layout
        // Rows a grid laid out keep the grid's rectangles until a grid lays them out again: a
        // switch to another layout lets them go.
        let releasesRows = !(layout is GridLayout)
        measure = { proposal, subviews in
            if releasesRows { GridRowNode.release(subviews.nodes) }
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        place = { bounds, proposal, subviews in
            if releasesRows { GridRowNode.release(subviews.nodes) }
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        measure(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        place(bounds, proposal, subviews)
    }

    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
