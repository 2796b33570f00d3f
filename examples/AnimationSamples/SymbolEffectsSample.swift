import Kinetic

struct SymbolEffectsSample: View {
    @State private var likes = 0
    @State private var favourites = 0
    @State private var isCharging = false

    private let iconSize: CGFloat = 44

    var body: some View {
        VStack(spacing: 36) {
            Spacer()

            // Discrete: bounces once each time `likes` changes.
            VStack(spacing: 12) {
                Image(systemName: "heart.fill")
                    .font(.system(size: iconSize * 1.5))
                    .foregroundStyle(.pink)
                    .symbolEffect(.bounce, value: likes)

                Text("\(likes) likes")
                    .font(.headline)
                    .contentTransition(.numericText())

                Button("Like") {
                    withAnimation(.snappy) {
                        likes += 1
                    }
                }
                .buttonStyle(.borderedProminent)
            }

            // Indefinite: these run for as long as `isCharging` is on.
            HStack(spacing: 32) {
                Image(systemName: "bolt.fill")
                    .font(.system(size: iconSize))
                    .foregroundStyle(.yellow)
                    .symbolEffect(.pulse, isActive: isCharging)

                Image(systemName: "sparkle")
                    .font(.system(size: iconSize))
                    .foregroundStyle(.cyan)
                    .symbolEffect(.variableColor.iterative, options: .repeating, isActive: isCharging)

                Image(systemName: "circle.fill")
                    .font(.system(size: iconSize))
                    .foregroundStyle(.green)
                    .symbolEffect(.scale.up, isActive: isCharging)
            }

            // Indefinite too: a turn, a shake and a slow breath a round.
            HStack(spacing: 32) {
                Image(systemName: "star.fill")
                    .font(.system(size: iconSize))
                    .foregroundStyle(.mint)
                    .symbolEffect(.rotate, isActive: isCharging)

                Image(systemName: "bolt.fill")
                    .font(.system(size: iconSize))
                    .foregroundStyle(.orange)
                    .symbolEffect(.wiggle.left, isActive: isCharging)

                Image(systemName: "heart.fill")
                    .font(.system(size: iconSize))
                    .foregroundStyle(.red)
                    .symbolEffect(.breathe, isActive: isCharging)
            }

            Toggle("Charging", isOn: $isCharging)
                .frame(width: 220)

            // Discrete with options: three downward bounces per tap.
            HStack(spacing: 16) {
                Image(systemName: "star.fill")
                    .font(.system(size: iconSize))
                    .foregroundStyle(.orange)
                    .symbolEffect(.bounce.down, options: .repeat(3), value: favourites)

                Button("Favourite") {
                    favourites += 1
                }
                .buttonStyle(.bordered)
            }

            Spacer()
        }
        .padding()
        .navigationTitle("Symbol Effects")
    }
}

#Preview("Symbols") {
    NavigationStack {
        SymbolEffectsSample()
    }
}
