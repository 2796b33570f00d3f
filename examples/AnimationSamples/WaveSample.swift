import Kinetic

struct WaveSample: View {
    @State private var phase: CGFloat = 0
    @State private var isFlowing = false

    private let height: CGFloat = 220

    var body: some View {
        VStack(spacing: 32) {
            Spacer()

            ZStack {
                Rectangle()
                    .fill(Color.cyan.opacity(0.12))

                Wave(phase: phase, amplitude: height * 0.08, frequency: 1.2)
                    .fill(Color.blue.opacity(0.35))
                    .offset(y: height * 0.1)

                Wave(phase: phase * 2 + .pi / 2, amplitude: height * 0.05, frequency: 2)
                    .fill(Color.blue.opacity(0.6))
                    .offset(y: height * 0.2)
            }
            .frame(height: height)
            .clipShape(RoundedRectangle(cornerRadius: 24))
            .padding(.horizontal, 24)

            Text(isFlowing ? "Flowing" : "Still")
                .font(.headline)
                .foregroundStyle(.secondary)

            HStack(spacing: 16) {
                Button("Ripple") {
                    withAnimation(.easeInOut(duration: 1.5)) {
                        phase += .pi * 2
                    }
                }
                .buttonStyle(.borderedProminent)

                Button("Flow") {
                    isFlowing.toggle()
                    if isFlowing {
                        withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                            phase += .pi * 2
                        }
                    } else {
                        withAnimation(.smooth) {
                            phase = 0
                        }
                    }
                }
                .buttonStyle(.bordered)
            }

            Spacer()
        }
        .padding()
        .navigationTitle("Animatable Shape")
    }
}

#Preview {
    NavigationStack {
        WaveSample()
    }
}
