import Kinetic

/// One entry in the catalog: the row it shows and the screen it pushes.
struct Sample: Identifiable {
    let title: String
    let symbol: String
    let tint: Color
    let destination: AnyView

    var id: String { title }

    init<Destination: View>(_ title: String, symbol: String, tint: Color,
                            @ViewBuilder destination: () -> Destination) {
        self.title = title
        self.symbol = symbol
        self.tint = tint
        self.destination = AnyView(destination())
    }
}

struct SampleCatalog: View {
    private var springs: [Sample] {
        [
            Sample("Spring Button", symbol: "circle.fill", tint: .blue) { SpringButton() },
            Sample("Card Flip", symbol: "square.fill", tint: .indigo) { CardFlip() },
        ]
    }

    private var transitions: [Sample] {
        [
            Sample("Transitions", symbol: "arrow.right", tint: .green) { TransitionsSample() },
            Sample("Matched Geometry", symbol: "sparkle", tint: .orange) { MatchedGeometrySample() },
        ]
    }

    private var animators: [Sample] {
        [
            Sample("Phase Animator", symbol: "play.fill", tint: .purple) { PhaseAnimatorSample() },
            Sample("Keyframes", symbol: "triangle.fill", tint: .pink) { KeyframeSample() },
        ]
    }

    private var shapesAndSymbols: [Sample] {
        [
            Sample("Loading Ring", symbol: "circle", tint: .teal) { LoadingRing() },
            Sample("Animatable Shape", symbol: "chevron.up", tint: .cyan) { WaveSample() },
            Sample("Symbol Effects", symbol: "heart.fill", tint: .red) { SymbolEffectsSample() },
        ]
    }

    var body: some View {
        NavigationStack {
            List {
                Section("Springs") {
                    ForEach(springs) { sample in
                        NavigationLink {
                            sample.destination
                        } label: {
                            row(for: sample)
                        }
                        .listRowSeparator(.hidden)
                        .listRowInsets(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
                    }
                }

                Section("Transitions") {
                    ForEach(transitions) { sample in
                        NavigationLink {
                            sample.destination
                        } label: {
                            row(for: sample)
                        }
                        .listRowSeparator(.hidden)
                        .listRowBackground(sample.tint.opacity(0.12))
                    }
                }

                Section {
                    ForEach(animators) { sample in
                        NavigationLink {
                            sample.destination
                        } label: {
                            row(for: sample)
                        }
                        .listRowInsets(EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20))
                    }
                } header: {
                    Text("Animators")
                        .font(.headline)
                }

                Section("Shapes & Symbols") {
                    ForEach(shapesAndSymbols) { sample in
                        NavigationLink {
                            sample.destination
                        } label: {
                            row(for: sample)
                        }
                        .listRowBackground(
                            RoundedRectangle(cornerRadius: 12)
                                .fill(sample.tint.opacity(0.1))
                                .padding(.horizontal, 8)
                        )
                    }
                }
            }
            .listStyle(.plain)
            .listRowSpacing(8)
            .navigationTitle("Animations")
        }
    }

    private func row(for sample: Sample) -> some View {
        HStack(spacing: 12) {
            Image(systemName: sample.symbol)
                .font(.title3)
                .foregroundStyle(sample.tint)
                .frame(width: 32)
            Text(sample.title)
                .font(.body)
            Spacer()
        }
        .padding(.vertical, 6)
    }
}

#Preview {
    SampleCatalog()
}
