import Kinetic

struct LoadingRing: View {
    @State private var isSpinning = false
    @State private var isBreathing = false
    @State private var progress: CGFloat = 0

    private let size: CGFloat = 120
    private let lineWidth: CGFloat = 12

    var body: some View {
        VStack(spacing: 40) {
            Spacer()

            HStack(spacing: 40) {
                // An indeterminate spinner: a 70 % arc turning forever.
                Circle()
                    .trim(from: 0, to: 0.7)
                    .stroke(.teal, lineWidth: lineWidth)
                    .frame(width: size, height: size)
                    .rotationEffect(.degrees(isSpinning ? 360 : 0))
                    .animation(
                        isSpinning ? .linear(duration: 1).repeatForever(autoreverses: false) : .default,
                        value: isSpinning
                    )

                // An arc that grows and shrinks while it turns.
                Circle()
                    .trim(from: isBreathing ? 0.05 : 0.35, to: isBreathing ? 0.95 : 0.65)
                    .stroke(.purple, lineWidth: lineWidth / 2)
                    .frame(width: size * 0.75, height: size * 0.75)
                    .rotationEffect(.degrees(isBreathing ? 180 : -90))
                    .animation(
                        isBreathing ? .easeInOut(duration: 0.9).repeatForever(autoreverses: true) : .smooth,
                        value: isBreathing
                    )
            }

            // A determinate ring that fills as the "download" progresses.
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.25), lineWidth: lineWidth)

                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(progress >= 1 ? Color.green : Color.blue, lineWidth: lineWidth)
                    .rotationEffect(.degrees(-90))

                Text("\(Int(progress * 100))%")
                    .font(.title2)
                    .contentTransition(.numericText(value: Double(progress)))
            }
            .frame(width: size + lineWidth * 2, height: size + lineWidth * 2)

            HStack(spacing: 16) {
                Button("Spin") {
                    isSpinning.toggle()
                    isBreathing.toggle()
                }
                .buttonStyle(.bordered)

                Button("Load") {
                    withAnimation(.easeInOut(duration: 2)) {
                        progress = 1
                    }
                }
                .buttonStyle(.borderedProminent)

                Button("Clear") {
                    withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) {
                        progress = 0
                    }
                }
                .buttonStyle(.bordered)
            }

            Spacer()
        }
        .padding()
        .navigationTitle("Loading Ring")
        .onAppear {
            isSpinning = true
            isBreathing = true
        }
    }
}

#Preview("Loading") {
    NavigationStack {
        LoadingRing()
    }
}
