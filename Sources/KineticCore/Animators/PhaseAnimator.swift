import Foundation

/// Steps its content through a sequence of phases, animating each step: round and round for
/// ever, or one full round (back to the first phase) each time a trigger changes.
///
/// ```swift
/// PhaseAnimator([false, true]) { lit in
///     Circle().scaleEffect(lit ? 1.4 : 1).opacity(lit ? 1 : 0.5)
/// } animation: { lit in
///     lit ? .spring(duration: 0.6, bounce: 0.4) : .easeInOut(duration: 0.3)
/// }
/// ```
///
/// It shows the first phase, then animates into the next with the animation `animation`
/// returns for that phase (nil: no animation), and moves on when that animation is logically
/// complete (a spring moves on before it has quite settled), as
/// `withAnimation(_:completionCriteria:_:completion:)` with `.logicallyComplete` does. A step
/// with no animation waits for the next frame. An empty sequence draws a warning in the view's
/// place and reports it. A sequence that changes while running starts again from its first
/// phase.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnimatorTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    @State private var index = 0
    /// Bumped when the phases change or a new round starts: completions of older steps are
    /// ignored.
    @State private var generation = 0

    /// Cycles through `phases` continuously.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Goes once through `phases`, back to the first, each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = AnimatorTrigger(value: trigger)
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        if phases.isEmpty {
            EmptyPhasesWarning(owner: "PhaseAnimator<\(Phase.self), \(Content.self)>")
        } else {
            content(phases[min(index, phases.count - 1)])
                .onAppear { if trigger == nil { step(in: generation) } }
                .onChange(of: trigger) {
                    // A new round from the phase shown now; one in progress is replaced.
                    generation += 1
                    step(in: generation)
                }
                .onChange(of: phases) {
                    generation += 1
                    withAnimation(nil) { index = 0 }
                    if trigger == nil { step(in: generation) }
                }
        }
    }

    /// Animates into the next phase, and when that is logically complete, on to the one after
    /// (a triggered round stops on reaching the first phase again).
    private func step(in round: Int) {
        guard round == generation, !phases.isEmpty else { return }
        let next = (index + 1) % phases.count
        let phases = self.phases, continuous = trigger == nil
        withAnimation(animation(phases[next]), completionCriteria: .logicallyComplete) {
            index = next
        } completion: {
            guard continuous || next != 0 else { return }
            step(in: round)
        }
    }
}

/// What a phase animator with no phases draws instead of its content, and reports once.
struct EmptyPhasesWarning: View {
    let owner: String

    var body: some View {
        Diagnostics.warningOnce("\(owner): the phase sequence is empty; a warning is drawn in its place")
        return Text("⚠ \(owner.prefix(while: { $0 != "<" })): no phases")
            .font(.system(size: 12, weight: .semibold))
            .foregroundColor(Color(red: 0.15, green: 0.1, blue: 0))
            .padding(.horizontal, 6)
            .padding(.vertical, 3)
            .background(RoundedRectangle(cornerRadius: 4).fill(Color(red: 1, green: 0.8, blue: 0.2)))
    }
}

extension View {
    /// Steps this view through `phases` continuously, `content` applying each phase's effects
    /// to it, each step animated with the animation `animation` gives the phase it goes into.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(making: { [self] builder in builder.nodes(for: self, key: .content) })
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Steps this view once through `phases`, back to the first, each time `trigger` changes.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(making: { [self] builder in builder.nodes(for: self, key: .content) })
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
