import Kinetic

/// The steps of a little hop: each phase says where the star is and how it is turned.
enum HopPhase: CaseIterable {
    case rest, crouch, leap, land

    var scale: CGFloat {
        switch self {
        case .rest: 1
        case .crouch: 0.8
        case .leap: 1.3
        case .land: 1.05
        }
    }

    var verticalOffset: CGFloat {
        switch self {
        case .rest: 0
        case .crouch: 12
        case .leap: -90
        case .land: 0
        }
    }

    var rotation: Angle {
        switch self {
        case .rest: .zero
        case .crouch: .degrees(-10)
        case .leap: .degrees(180)
        case .land: .degrees(360)
        }
    }
}

struct PhaseAnimatorSample: View {
    @State private var hops = 0

    private let starSize: CGFloat = 72

    var body: some View {
        VStack(spacing: 48) {
            Spacer()

            // Runs through the phases once each time `hops` changes.
            Image(systemName: "star.fill")
                .font(.system(size: starSize))
                .foregroundStyle(.yellow)
                .phaseAnimator(HopPhase.allCases, trigger: hops) { content, phase in
                    content
                        .scaleEffect(phase.scale)
                        .rotationEffect(phase.rotation)
                        .offset(y: phase.verticalOffset)
                } animation: { phase in
                    switch phase {
                    case .rest: .smooth
                    case .crouch: .easeOut(duration: 0.15)
                    case .leap: .spring(response: 0.35, dampingFraction: 0.7)
                    case .land: .bouncy
                    }
                }
                .frame(height: starSize * 2.5, alignment: .bottom)

            // Cycles forever: a "live" indicator.
            PhaseAnimator([false, true]) { glowing in
                HStack(spacing: 10) {
                    Circle()
                        .fill(glowing ? Color.green : Color.green.opacity(0.3))
                        .frame(width: 14, height: 14)
                        .scaleEffect(glowing ? 1.3 : 0.8)
                    Text("Live")
                        .font(.headline)
                        .opacity(glowing ? 1 : 0.6)
                }
            } animation: { _ in
                .easeInOut(duration: 0.8)
            }

            Button("Play") {
                hops += 1
            }
            .buttonStyle(.borderedProminent)

            Text("Hops: \(hops)")
                .font(.subheadline)
                .foregroundStyle(.secondary)

            Spacer()
        }
        .padding()
        .navigationTitle("Phase Animator")
    }
}

#Preview("Phases") {
    NavigationStack {
        PhaseAnimatorSample()
    }
}
