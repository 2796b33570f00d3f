import Kinetic

/// The values the keyframes animate, each on its own track.
struct JumpValues {
    var scale: CGFloat = 1
    var verticalStretch: CGFloat = 1
    var verticalOffset: CGFloat = 0
    var angle: Angle = .zero
}

struct KeyframeSample: View {
    @State private var jumps = 0
    @State private var isBeating = false

    private let ballSize: CGFloat = 90

    var body: some View {
        VStack(spacing: 40) {
            Spacer()

            Circle()
                .fill(Color.pink)
                .overlay {
                    Image(systemName: "triangle.fill")
                        .font(.system(size: ballSize * 0.35))
                        .foregroundStyle(.white)
                }
                .frame(width: ballSize, height: ballSize)
                .keyframeAnimator(initialValue: JumpValues(), trigger: jumps) { content, value in
                    content
                        .rotationEffect(value.angle)
                        .scaleEffect(value.scale)
                        .scaleEffect(y: value.verticalStretch, anchor: .bottom)
                        .offset(y: value.verticalOffset)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.0, duration: 0.36)
                        SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                        CubicKeyframe(1.0, duration: 0.4)
                    }

                    KeyframeTrack(\.verticalStretch) {
                        CubicKeyframe(1.0, duration: 0.1)
                        CubicKeyframe(0.6, duration: 0.15)
                        CubicKeyframe(1.5, duration: 0.1)
                        CubicKeyframe(1.05, duration: 0.15)
                        CubicKeyframe(1.0, duration: 0.88)
                        CubicKeyframe(0.8, duration: 0.1)
                        CubicKeyframe(1.04, duration: 0.4)
                        CubicKeyframe(1.0, duration: 0.22)
                    }

                    KeyframeTrack(\.verticalOffset) {
                        LinearKeyframe(0.0, duration: 0.1)
                        SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                        SpringKeyframe(-ballSize * 1.5, duration: 1.0, spring: .bouncy)
                        SpringKeyframe(0.0, spring: .bouncy)
                    }

                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.zero, duration: 0.58)
                        CubicKeyframe(.degrees(16), duration: 0.125)
                        CubicKeyframe(.degrees(-16), duration: 0.125)
                        CubicKeyframe(.degrees(16), duration: 0.125)
                        CubicKeyframe(.zero, duration: 0.125)
                    }
                }
                .frame(height: ballSize * 3, alignment: .bottom)

            Button("Jump") {
                jumps += 1
            }
            .buttonStyle(.borderedProminent)

            Divider()
                .frame(maxWidth: 320)

            // A view-shaped keyframe animator that loops while it is on.
            HStack(spacing: 24) {
                KeyframeAnimator(initialValue: 1.0, repeating: isBeating) { scale in
                    Image(systemName: "heart.fill")
                        .font(.system(size: 44))
                        .foregroundStyle(.red)
                        .scaleEffect(scale)
                } keyframes: { _ in
                    KeyframeTrack {
                        CubicKeyframe(1.25, duration: 0.15)
                        SpringKeyframe(1.0, duration: 0.35, spring: .snappy)
                        LinearKeyframe(1.0, duration: 0.5)
                    }
                }
                .frame(width: 80, height: 80)

                Toggle("Heartbeat", isOn: $isBeating)
                    .frame(width: 180)
            }

            Spacer()
        }
        .padding()
        .navigationTitle("Keyframes")
    }
}

#Preview {
    NavigationStack {
        KeyframeSample()
    }
}
