import Foundation

/// An animator the inspector can read: any ``Animator``.
public protocol InspectableAnimator: AnyObject {
    var isAnimating: Bool { get }
    func inspection(at time: Double) -> AnimatorInspection
}

extension Animator: InspectableAnimator {}

/// One animated property of one view at one frame, as the inspector lists it and a recording
/// folder's `values.csv` writes it.
public struct AnimationSample: Sendable, Equatable {
    /// The view: its accessibility identifier, or the type of the view whose body made it.
    public var view: String
    /// The property: "frame", "offset", "opacity", "color", "animatableData"…
    public var property: String
    /// What runs on it, its value and velocity.
    public var inspection: AnimatorInspection
    /// What the discontinuity detector found at this frame: "velocity jump", "snap".
    public var flags: [String] = []
    /// The node and property, to follow the value from frame to frame.
    let key: AnimationKey
}

/// A property of a node, followed from frame to frame.
struct AnimationKey: Hashable, Sendable {
    let node: ObjectIdentifier
    let property: String
}

extension ViewGraph {
    /// Every property animating at `time`, in the order the views are drawn. Read after the
    /// frame at `time` is rendered.
    public func animationSamples(at time: Double) -> [AnimationSample] {
        var samples: [AnimationSample] = []
        func visit(_ node: Node, label: String) {
            // A view is named by the innermost identifier around it within the view that made
            // it, or else by that view's type.
            var label = label
            if let identified = node as? IdentifierNode, !identified.identifier.isEmpty {
                label = identified.identifier
            } else if node is StateOwner {
                label = Self.shortTypeName(node.typeName)
            }
            for (property, animator) in node.inspectableAnimators where animator.isAnimating {
                samples.append(AnimationSample(view: label, property: property, inspection: animator.inspection(at: time),
                                               key: AnimationKey(node: ObjectIdentifier(node), property: property)))
            }
            for child in node.children { visit(child, label: label) }
        }
        visit(root, label: "root")
        return samples
    }

    /// "SpringLabStage" for "SpringLabStage", "WhileMoving" for "WhileMoving<VStack<…>>".
    static func shortTypeName(_ name: String) -> String {
        String(name.prefix { $0 != "<" })
    }
}

/// The animation inspector's memory: every animated property's recent values, the
/// discontinuities found, and the one selected for its plot.
///
/// A discontinuity is a **velocity jump** at a retarget (a new animation joined a moving value
/// and its velocity changed at that instant by more than 1 % of the speed, as a `.linear`
/// started mid-flight does; springs that merge keep it), or a **snap** (a moving value was
/// changed with no animation, so the value shown jumped by the change).
public final class AnimationInspector {
    /// A value and velocity at one frame; `marker` when a retarget or merge happened there.
    public struct Point: Sendable, Equatable {
        public var time: Double
        public var value: [Double]
        public var velocity: [Double]
        public var marker: Bool
    }

    /// A discontinuity found, with the frame it was found in.
    public struct Finding: Sendable, Equatable {
        public var frame: Int
        public var time: Double
        public var view: String
        public var property: String
        public var kind: String
    }

    /// How many seconds of history each property keeps.
    public static let historySeconds = 10.0
    /// How many findings are kept (the newest).
    public static let findingCapacity = 200

    /// The properties animating at the last frame recorded, with their flags.
    public private(set) var latest: [AnimationSample] = []
    /// The index and animation time of the last frame recorded.
    public private(set) var latestFrame = -1
    public private(set) var latestTime = 0.0
    /// The discontinuities found so far, oldest first (at most ``findingCapacity``).
    public private(set) var findings: [Finding] = []
    /// Whether each property's recent values are kept (for the panel's plot); a recording
    /// that only writes the values keeps none.
    public var keepsHistories = true
    /// The property whose history is plotted.
    var selected: AnimationKey?
    private var histories: [AnimationKey: [Point]] = [:]
    private var names: [AnimationKey: (view: String, property: String)] = [:]
    private var seenChanges: [AnimationKey: Double] = [:]
    /// When each property was last seen, while no histories are kept.
    private var lastSeen: [AnimationKey: Double] = [:]

    public init() {}

    /// Takes the samples of frame `frame` at `time`: extends the histories, flags
    /// discontinuities, forgets properties unseen for ``historySeconds``.
    public func record(_ samples: [AnimationSample], frame: Int, time: Double) {
        var flagged = samples
        for index in flagged.indices {
            let sample = flagged[index]
            var marker = false
            if let change = sample.inspection.lastChange, seenChanges[sample.key] != change.time {
                // A change the inspector has not seen yet (each is reported once).
                seenChanges[sample.key] = change.time
                marker = change.kind == .retarget
                if let kind = Self.discontinuity(change) {
                    flagged[index].flags.append(kind)
                    findings.append(Finding(frame: frame, time: time, view: sample.view, property: sample.property, kind: kind))
                    if findings.count > Self.findingCapacity { findings.removeFirst(findings.count - Self.findingCapacity) }
                }
            }
            names[sample.key] = (sample.view, sample.property)
            if keepsHistories {
                histories[sample.key, default: []].append(Point(time: time, value: sample.inspection.value, velocity: sample.inspection.velocity, marker: marker))
            } else {
                lastSeen[sample.key] = time
            }
        }
        // Forget what is older than the history's reach (oldest first, so usually nothing).
        let cutoff = time - Self.historySeconds
        for key in Array(histories.keys) where histories[key]?.first.map({ $0.time < cutoff }) ?? true {
            let stale = histories[key]?.prefix { $0.time < cutoff }.count ?? 0
            histories[key]?.removeFirst(stale)
            if histories[key]?.isEmpty ?? true { forget(key) }
        }
        for (key, seen) in lastSeen where seen < cutoff { forget(key) }
        latest = flagged
        latestFrame = frame
        latestTime = time
    }

    private func forget(_ key: AnimationKey) {
        histories[key] = nil
        lastSeen[key] = nil
        names[key] = nil
        seenChanges[key] = nil
        if selected == key { selected = nil }
    }

    /// The kind of discontinuity a change is, if it is one.
    static func discontinuity(_ change: AnimatorChange) -> String? {
        switch change.kind {
        case .unanimated:
            return change.jump > 0 ? "snap" : nil
        case .retarget:
            // Relative to the speed, with a floor so a value barely moving is not flagged
            // for rounding.
            return change.jump > max(0.01 * change.speed, 1e-6) ? "velocity jump" : nil
        }
    }

    /// The recorded history of the selected property (oldest first), and its names.
    public var selectedHistory: (view: String, property: String, points: [Point])? {
        guard let selected, let name = names[selected], let points = histories[selected] else { return nil }
        return (name.view, name.property, points)
    }

    /// Selects the property at `index` of ``latest`` (nil clears the selection).
    public func select(_ index: Int?) {
        selected = index.flatMap { latest.indices.contains($0) ? latest[$0].key : nil }
    }
}
