// Materials scene — translucent materials over a moving, colourful backdrop.
//
// What it shows: coloured blobs drifting for ever behind five cards, one of each material
// from ultraThin to ultraThick: each blurs what is behind it, makes it more vivid and tints it
// darker as it thickens. Across the bottom, a bar in `.bar` material with a title, as a
// toolbar would be; a click anywhere springs the cards apart and back.
//
// Use: click · escape or q quits.

import Foundation
import Kinetic

struct MaterialsScene: View {
    @State private var drift = false
    @State private var spread = false

    static let materials: [(String, Material)] = [
        ("ultraThin", .ultraThin), ("thin", .thin), ("regular", .regular), ("thick", .thick), ("ultraThick", .ultraThick),
    ]

    var body: some View {
        ScenePage(title: "Materials") {
            ZStack {
                // The backdrop: blobs that drift and a stripe of text.
                ZStack {
                    Circle().fill(Color(red: 1, green: 0.3, blue: 0.4)).frame(width: 220, height: 220)
                        .offset(x: drift ? -260 : -120, y: drift ? -60 : 40)
                    Circle().fill(Color(red: 0.2, green: 0.6, blue: 1)).frame(width: 260, height: 260)
                        .offset(x: drift ? 200 : 40, y: drift ? 50 : -70)
                    RoundedRectangle(cornerRadius: 30).fill(Color(red: 1, green: 0.8, blue: 0.2)).frame(width: 180, height: 120)
                        .offset(x: drift ? 60 : 300, y: drift ? 90 : 120)
                    Text("KINETIC").font(.system(size: 90, weight: .bold)).foregroundColor(Color(white: 0.95))
                        .offset(y: -150)
                }
                .frame(width: 980, height: 480)
                .clipped()
                HStack(spacing: spread ? 28 : 12) {
                    ForEach(Self.materials, id: \.0) { name, material in
                        VStack(spacing: 6) {
                            Text(name).font(.system(size: 16, weight: .semibold))
                            Text("Material").font(.system(size: 12)).foregroundStyle(.secondary)
                        }
                        .foregroundStyle(Color(white: 0.95))
                        .frame(width: 150, height: 200)
                        .background(material, in: RoundedRectangle(cornerRadius: 18))
                    }
                }
                VStack {
                    Spacer()
                    HStack {
                        Text("A bar in .bar material").font(.system(size: 15, weight: .semibold)).foregroundColor(Color(white: 0.95))
                        Spacer()
                    }
                    .padding(.horizontal, 20)
                    .frame(height: 52)
                    .background(.bar)
                }
                .frame(width: 980, height: 480)
            }
            .frame(width: 980, height: 480)
            .clipShape(RoundedRectangle(cornerRadius: 16))
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(.spring(response: 0.5, dampingFraction: 0.6)) { spread.toggle() } }
            .accessibilityIdentifier("materials")
        }
        .onAppear { withAnimation(.easeInOut(duration: 4).repeatForever(autoreverses: true)) { drift = true } }
    }
}
