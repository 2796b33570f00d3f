import Kinetic

struct SpringButton: View {
    @State private var isExpanded = false
    @State private var taps = 0
    @State private var response = 0.4
    @State private var dampingFraction = 0.5

    private let size: CGFloat = 120

    var body: some View {
        VStack(spacing: 32) {
            Spacer()

            ZStack {
                Circle()
                    .fill(isExpanded ? Color.pink : Color.blue)
                    .frame(width: size, height: size)
                    .shadow(color: .black.opacity(0.25), radius: isExpanded ? 20 : 8, y: isExpanded ? 12 : 4)

                Image(systemName: "bolt.fill")
                    .font(.system(size: size * 0.35))
                    .foregroundStyle(.white)
                    .rotationEffect(.degrees(isExpanded ? 20 : 0))
            }
            .scaleEffect(isExpanded ? 1.5 : 1.0)
            .offset(y: isExpanded ? -size * 0.25 : 0)
            .onTapGesture {
                boing()
            }

            Text("Tapped \(taps) times")
                .font(.headline)
                .contentTransition(.numericText())

            VStack(alignment: .leading, spacing: 12) {
                Text("Response: \(String(format: "%.2f", response)) s")
                Slider(value: $response, in: 0.1...1.0)

                Text("Damping fraction: \(String(format: "%.2f", dampingFraction))")
                Slider(value: $dampingFraction, in: 0.1...1.0)
            }
            .font(.subheadline)
            .frame(maxWidth: 320)
            .padding(.horizontal, 24)

            HStack(spacing: 16) {
                Button("Boing") {
                    boing()
                }
                .buttonStyle(.borderedProminent)

                Button("Defaults") {
                    withAnimation(.smooth) {
                        response = 0.4
                        dampingFraction = 0.5
                        isExpanded = false
                        taps = 0
                    }
                }
                .buttonStyle(.bordered)
            }

            Spacer()
        }
        .padding()
        .navigationTitle("Spring Button")
    }

    private func boing() {
        withAnimation(.spring(response: response, dampingFraction: dampingFraction)) {
            isExpanded.toggle()
            taps += 1
        }
    }
}

#Preview {
    NavigationStack {
        SpringButton()
    }
}
