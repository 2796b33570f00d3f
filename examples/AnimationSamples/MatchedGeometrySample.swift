import Kinetic

struct MatchedGeometrySample: View {
    @Namespace private var namespace
    @State private var isExpanded = false
    @State private var selectedTab = "Day"

    private let tabs = ["Day", "Week", "Month"]
    private let avatarSize: CGFloat = 44

    var body: some View {
        VStack(spacing: 32) {
            // A selection capsule that slides between the tabs.
            HStack(spacing: 8) {
                ForEach(tabs, id: \.self) { tab in
                    Text(tab)
                        .font(.subheadline)
                        .foregroundStyle(selectedTab == tab ? .white : .primary)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 8)
                        .background {
                            if selectedTab == tab {
                                Capsule()
                                    .fill(Color.orange)
                                    .matchedGeometryEffect(id: "selection", in: namespace)
                            }
                        }
                        .onTapGesture {
                            withAnimation(.snappy) {
                                selectedTab = tab
                            }
                        }
                }
            }
            .padding(4)
            .background(Capsule().fill(Color.gray.opacity(0.15)))

            // A card whose avatar and title fly between a compact row and a detail layout.
            Group {
                if isExpanded {
                    VStack(spacing: 16) {
                        Circle()
                            .fill(Color.orange)
                            .matchedGeometryEffect(id: "avatar", in: namespace)
                            .frame(width: avatarSize * 3, height: avatarSize * 3)

                        Text("Kinetic")
                            .font(.largeTitle)
                            .matchedGeometryEffect(id: "title", in: namespace)

                        Text("Springs, keyframes and transitions")
                            .foregroundStyle(.secondary)
                    }
                    .padding(24)
                    .frame(maxWidth: .infinity)
                    .background(
                        RoundedRectangle(cornerRadius: 24)
                            .fill(Color.orange.opacity(0.15))
                            .matchedGeometryEffect(id: "card", in: namespace)
                    )
                } else {
                    HStack(spacing: 12) {
                        Circle()
                            .fill(Color.orange)
                            .matchedGeometryEffect(id: "avatar", in: namespace)
                            .frame(width: avatarSize, height: avatarSize)

                        Text("Kinetic")
                            .font(.headline)
                            .matchedGeometryEffect(id: "title", in: namespace)

                        Spacer()

                        Image(systemName: "chevron.down")
                            .foregroundStyle(.secondary)
                    }
                    .padding(12)
                    .background(
                        RoundedRectangle(cornerRadius: 16)
                            .fill(Color.orange.opacity(0.15))
                            .matchedGeometryEffect(id: "card", in: namespace)
                    )
                }
            }
            .padding(.horizontal, 24)
            .onTapGesture {
                toggleCard()
            }

            HStack(spacing: 16) {
                Button("Expand") {
                    toggleCard()
                }
                .buttonStyle(.borderedProminent)

                Button("Next Tab") {
                    let index = tabs.firstIndex(of: selectedTab) ?? 0
                    withAnimation(.snappy) {
                        selectedTab = tabs[(index + 1) % tabs.count]
                    }
                }
                .buttonStyle(.bordered)
            }

            Spacer()
        }
        .padding(.top, 24)
        .navigationTitle("Matched Geometry")
    }

    private func toggleCard() {
        withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) {
            isExpanded.toggle()
        }
    }
}

#Preview {
    NavigationStack {
        MatchedGeometrySample()
    }
}
