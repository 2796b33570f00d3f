// Hero & Zoom scene — a grid of photo-like cards that zoom into a detail screen, and a card
// that expands in place with matched geometry.
//
// What it shows: on the left, a NavigationStack with a scrolling grid of eighteen cards
// (`ScrollView` around a `LazyVGrid` of adaptive columns, as in the guide's bracelet example),
// each marked `matchedTransitionSource`; a click pushes its detail screen with
// `navigationTransition(.zoom(sourceID:in:))`, which grows out of the card, wherever the grid is
// scrolled to, while the grid dims. Drag the detail screen down: it follows the pointer and
// shrinks; let go past 120 pt (or flick) and it shrinks back into its card, otherwise it springs
// back. Click the detail while it is still zooming in and it turns around, velocity kept. On
// the right, a card with `matchedGeometryEffect`: click it to expand it into a large panel and
// again to collapse it, also mid-flight. The stack's toolbar has a Shuffle button (the cards
// spring to their new places), and each detail screen a Like button beside its Back button.
//
// Use: scroll the grid with the wheel or drag it · click a card · drag the detail down to
// dismiss (or press backspace) · Shuffle reorders the grid · click the right card to expand ·
// escape or q quits.

import Foundation
import Kinetic

struct HeroScene: View {
    struct Photo: Identifiable, Hashable {
        let id: Int
        var title: String
        var sky: UInt32
        var ground: UInt32
        var sun: UInt32
    }

    static let photos: [Photo] = [
        Photo(id: 0, title: "Dune", sky: 0xF4A261, ground: 0xE76F51, sun: 0xFFE8A3),
        Photo(id: 1, title: "Fjord", sky: 0x8ECAE6, ground: 0x219EBC, sun: 0xFFFFFF),
        Photo(id: 2, title: "Meadow", sky: 0xA8DADC, ground: 0x52B788, sun: 0xFFD166),
        Photo(id: 3, title: "Dusk", sky: 0x6D597A, ground: 0x355070, sun: 0xEAAC8B),
        Photo(id: 4, title: "Glacier", sky: 0xCAF0F8, ground: 0x90E0EF, sun: 0xFFFFFF),
        Photo(id: 5, title: "Canyon", sky: 0xFFB703, ground: 0xBC6C25, sun: 0xFFF3B0),
        Photo(id: 6, title: "Forest", sky: 0x95D5B2, ground: 0x1B4332, sun: 0xD8F3DC),
        Photo(id: 7, title: "Lagoon", sky: 0x48CAE4, ground: 0x0077B6, sun: 0xF1FAEE),
        Photo(id: 8, title: "Night", sky: 0x14213D, ground: 0x000814, sun: 0xE5E5E5),
        Photo(id: 9, title: "Steppe", sky: 0xE9EDC9, ground: 0xCCD5AE, sun: 0xFEFAE0),
        Photo(id: 10, title: "Reef", sky: 0x90E0EF, ground: 0xF28482, sun: 0xFFFFFF),
        Photo(id: 11, title: "Harbour", sky: 0xB8C0FF, ground: 0x3D5A80, sun: 0xFFD6A5),
        Photo(id: 12, title: "Tundra", sky: 0xDEE2E6, ground: 0x6C757D, sun: 0xF8F9FA),
        Photo(id: 13, title: "Savanna", sky: 0xFFCB69, ground: 0xB08968, sun: 0xFFF1E6),
        Photo(id: 14, title: "Aurora", sky: 0x0B132B, ground: 0x1C2541, sun: 0x6FFFE9),
        Photo(id: 15, title: "Orchard", sky: 0xD8F3DC, ground: 0x74C69D, sun: 0xFFB4A2),
        Photo(id: 16, title: "Volcano", sky: 0x403D39, ground: 0x9D0208, sun: 0xFFBA08),
        Photo(id: 17, title: "Shore", sky: 0xCDB4DB, ground: 0xFFC8DD, sun: 0xFFFFFF),
    ]

    @Namespace private var zoom
    @Namespace private var panel
    @State private var expanded = false
    @State private var photos = HeroScene.photos

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            NavigationStack {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Hero & Zoom").font(.system(size: 22)).foregroundColor(Color(white: 0.85))
                    ScrollView {
                        LazyVGrid(columns: [GridItem(.adaptive(minimum: 220), spacing: 14)], spacing: 14) {
                            ForEach(photos) { photo in
                                NavigationLink(value: photo) {
                                    PhotoView(photo: photo).frame(height: 190)
                                }
                                .matchedTransitionSource(id: photo.id, in: zoom) { source in
                                    source.cornerRadius(14)
                                }
                            }
                        }
                    }
                    Text("scroll · click a card · drag its screen down to dismiss · click it mid-flight to send it back")
                        .font(.system(size: 14)).foregroundColor(Color(white: 0.55))
                }
                .padding(28)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .background(Color(rgb: 0x14161C))
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Shuffle") {
                            withAnimation(.spring(duration: 0.5, bounce: 0.2)) { photos.shuffle() }
                        }
                        .accessibilityIdentifier("hero.shuffle")
                    }
                }
                .navigationDestination(for: Photo.self) { photo in
                    PhotoDetail(photo: photo)
                        .navigationTransition(.zoom(sourceID: photo.id, in: zoom))
                }
            }
            .frame(maxWidth: .infinity)
            expandingCard
                .frame(width: 450)
                .frame(maxHeight: .infinity)
                .background(Color(rgb: 0x101217))
        }
    }

    /// A small card that becomes a large panel, one view in two places.
    private var expandingCard: some View {
        ZStack(alignment: .topLeading) {
            Color.clear
            if expanded {
                VStack(alignment: .leading, spacing: 12) {
                    PhotoView(photo: Self.photos[7])
                        .matchedGeometryEffect(id: "photo", in: panel)
                        .frame(height: 260)
                    Text("Lagoon").font(.system(size: 26, weight: .bold)).foregroundColor(.white)
                    Text("matchedGeometryEffect: the panel grows out of the small card; click again to send it back, even mid-flight.")
                        .font(.system(size: 15)).foregroundColor(Color(white: 0.75))
                }
                .padding(20)
                .frame(width: 410, height: 520)
                .background(RoundedRectangle(cornerRadius: 18).fill(Color(rgb: 0x1F2430)))
                .padding(EdgeInsets(top: 120, leading: 20))
            } else {
                VStack(alignment: .leading, spacing: 8) {
                    PhotoView(photo: Self.photos[7])
                        .matchedGeometryEffect(id: "photo", in: panel)
                        .frame(width: 180, height: 120)
                    Text("Lagoon — click to expand").font(.system(size: 14)).foregroundColor(Color(white: 0.75))
                }
                .padding(EdgeInsets(top: 120, leading: 40))
            }
        }
        .contentShape(Rectangle())
        .onTapGesture {
            withAnimation(.spring(duration: 0.6, bounce: 0.2)) { expanded.toggle() }
        }
    }
}

/// An abstract landscape: sky, sun, two hills.
struct PhotoView: View {
    let photo: HeroScene.Photo
    var body: some View {
        GeometryReader { proxy in
            let w = Double(proxy.size.width), h = Double(proxy.size.height)
            ZStack(alignment: .topLeading) {
                Color(rgb: photo.sky)
                Circle().fill(Color(rgb: photo.sun)).frame(width: h * 0.28, height: h * 0.28)
                    .offset(x: w * 0.68, y: h * 0.14)
                Ellipse().fill(Color(rgb: photo.ground).opacity(0.75)).frame(width: w * 1.1, height: h * 0.7)
                    .offset(x: -w * 0.35, y: h * 0.55)
                Ellipse().fill(Color(rgb: photo.ground)).frame(width: w * 1.2, height: h * 0.6)
                    .offset(x: w * 0.1, y: h * 0.68)
            }
        }
        .clipShape(Rectangle())
    }
}

/// A photo's own screen: the photo large, its title, and a note; a click while it zooms in
/// sends it back.
struct PhotoDetail: View {
    let photo: HeroScene.Photo
    @Environment(\.dismiss) private var dismiss
    @State private var liked = false
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            PhotoView(photo: photo).frame(height: 520)
            Text(photo.title).font(.system(size: 30, weight: .bold)).foregroundColor(.white).padding(EdgeInsets(leading: 24))
            Text("Drag down to dismiss · backspace goes back · a click sends it back")
                .font(.system(size: 15)).foregroundColor(Color(white: 0.7)).padding(EdgeInsets(leading: 24))
            Spacer()
        }
        .onTapGesture { dismiss() }
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button(liked ? "Liked \u{2665}" : "Like \u{2661}") { liked.toggle() }
            }
        }
    }
}

#Preview("Hero & Zoom") {
    HeroScene()
}
