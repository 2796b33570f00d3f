import Kinetic

struct CardFlip: View {
    @State private var isFlipped = false
    @State private var isTilted = false

    private let width: CGFloat = 220
    private var height: CGFloat { width * 1.4 }
    private let flipDuration = 0.6

    var body: some View {
        VStack(spacing: 40) {
            Spacer()

            ZStack {
                front
                    .opacity(isFlipped ? 0 : 1)
                    // Swap faces halfway through the turn, when the card is edge-on.
                    .animation(.linear(duration: 0.01).delay(flipDuration / 2), value: isFlipped)

                back
                    .opacity(isFlipped ? 1 : 0)
                    .animation(.linear(duration: 0.01).delay(flipDuration / 2), value: isFlipped)
                    .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
            }
            .frame(width: width, height: height)
            .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0), perspective: 0.6)
            .rotation3DEffect(.degrees(isTilted ? 25 : 0), axis: (x: 1, y: 0, z: 0))
            .shadow(color: .black.opacity(0.3), radius: 12, y: 8)
            .onTapGesture {
                flip()
            }

            HStack(spacing: 16) {
                Button("Flip") {
                    flip()
                }
                .buttonStyle(.borderedProminent)

                Button("Tilt") {
                    withAnimation(.spring(response: 0.5, dampingFraction: 0.6)) {
                        isTilted.toggle()
                    }
                }
                .buttonStyle(.bordered)
            }

            Spacer()
        }
        .padding()
        .navigationTitle("Card Flip")
    }

    private var front: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(Color.indigo)
            .overlay {
                VStack(spacing: 12) {
                    Image(systemName: "star.fill")
                        .font(.system(size: width * 0.3))
                    Text("Front")
                        .font(.title)
                        .bold()
                }
                .foregroundStyle(.white)
            }
    }

    private var back: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(Color.orange)
            .overlay {
                VStack(spacing: 12) {
                    Image(systemName: "checkmark")
                        .font(.system(size: width * 0.3))
                    Text("Back")
                        .font(.title)
                        .bold()
                }
                .foregroundStyle(.white)
            }
    }

    private func flip() {
        withAnimation(.easeInOut(duration: flipDuration)) {
            isFlipped.toggle()
        }
    }
}

struct CardFlip_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            CardFlip()
        }
    }
}

#Preview("Flip") {
    CardFlip()
}
