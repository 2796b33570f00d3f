import Kinetic

/// Rotates the view about a corner: with `.clipped()`, a view that swings in like a page.
struct CornerRotateModifier: ViewModifier {
    let amount: Double
    let anchor: UnitPoint

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(amount), anchor: anchor)
            .clipped()
    }
}

extension AnyTransition {
    static var pivot: AnyTransition {
        .modifier(
            active: CornerRotateModifier(amount: -90, anchor: .topLeading),
            identity: CornerRotateModifier(amount: 0, anchor: .topLeading)
        )
    }
}

struct TransitionsSample: View {
    @State private var showBanner = false
    @State private var showPivot = false
    @State private var showBadge = false

    private let tileSize: CGFloat = 160

    var body: some View {
        VStack(spacing: 28) {
            // A banner that slides down from the top edge and fades.
            ZStack(alignment: .top) {
                RoundedRectangle(cornerRadius: 16)
                    .fill(Color.gray.opacity(0.15))

                if showBanner {
                    HStack(spacing: 8) {
                        Image(systemName: "checkmark")
                        Text("Saved to your library")
                            .font(.headline)
                    }
                    .foregroundStyle(.white)
                    .padding(.horizontal, 20)
                    .padding(.vertical, 12)
                    .background(Capsule().fill(Color.green))
                    .padding(.top, 12)
                    .transition(.move(edge: .top).combined(with: .opacity))
                }
            }
            .frame(height: 80)
            .clipped()

            HStack(spacing: 24) {
                // A custom transition built from a ViewModifier.
                ZStack {
                    Rectangle()
                        .fill(Color.blue)
                        .frame(width: tileSize, height: tileSize)

                    if showPivot {
                        Rectangle()
                            .fill(Color.red)
                            .frame(width: tileSize, height: tileSize)
                            .transition(.pivot)
                    }
                }

                // Different transitions in and out.
                ZStack {
                    RoundedRectangle(cornerRadius: 24)
                        .stroke(Color.gray.opacity(0.4), lineWidth: 2)
                        .frame(width: tileSize, height: tileSize)

                    if showBadge {
                        Image(systemName: "star.fill")
                            .font(.system(size: tileSize * 0.4))
                            .foregroundStyle(.yellow)
                            .transition(
                                .asymmetric(
                                    insertion: .scale.combined(with: .opacity),
                                    removal: .move(edge: .trailing).combined(with: .opacity)
                                )
                            )
                    }
                }
                .clipped()
            }

            HStack(spacing: 16) {
                Button("Banner") {
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.75)) {
                        showBanner.toggle()
                    }
                }
                .buttonStyle(.borderedProminent)

                Button("Pivot") {
                    withAnimation(.easeInOut(duration: 0.6)) {
                        showPivot.toggle()
                    }
                }
                .buttonStyle(.bordered)

                Button("Badge") {
                    withAnimation(.bouncy) {
                        showBadge.toggle()
                    }
                }
                .buttonStyle(.bordered)
            }

            Spacer()
        }
        .padding()
        .navigationTitle("Transitions")
    }
}

#Preview {
    NavigationStack {
        TransitionsSample()
    }
}
