// Hosted Drawing scene — drawing code of your own inside the DSL, animated by the same
// transactions as the views around it.
//
// What it shows: a panel drawn by hand by a `HostedDrawing` (a `DrawingRepresentable`, Kinetic's
// `UIViewRepresentable`): a grid, a bead with a trail, and an arrow for the bead's velocity. A
// DSL view, a ring, sits around the bead. Click in the panel and both spring there in one
// `withAnimation(.bouncy)`: the hosted bead moves through `context.animate { … }`, the ring
// through `.offset`, and they stay in step on every frame. Drag: each move retargets an
// `interactiveSpring`, and on release a spring takes over with the drag's velocity (watch the
// arrow: it never jumps).
//
// Use: click or drag in the panel · escape or q quits.

import Foundation
import Kinetic

struct HostedScene: View {
    static let panel = CGSize(width: 720, height: 560)
    @State private var target = CGPoint(x: 360, y: 280)

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Hosted Drawing").font(.system(size: 22)).foregroundColor(Color(white: 0.85))
            ZStack(alignment: .topLeading) {
                BeadPanel(target: target)
                    .frame(width: Self.panel.width, height: Self.panel.height)
                Circle().stroke(Color(white: 0.95), lineWidth: 2)
                    .frame(width: 44, height: 44)
                    .offset(x: target.x - 22, y: target.y - 22)
                    .allowsHitTesting(false)
            }
            .frame(width: Self.panel.width, height: Self.panel.height)
            .clipped()
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { drag in withAnimation(.interactiveSpring) { target = drag.location } }
                .onEnded { drag in withAnimation(.bouncy) { target = drag.location } })
            Text("The bead, its trail and its velocity arrow are drawn by a HostedDrawing; the ring is a DSL view. One transaction moves both.")
                .font(.system(size: 14)).foregroundColor(Color(white: 0.55))
            Text("click to send the bead · drag it: interactive springs while you move, a spring with your velocity when you let go")
                .font(.system(size: 14)).foregroundColor(Color(white: 0.55))
        }
        .padding(28)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(rgb: 0x14161C))
    }
}

/// The panel's drawing, hosted in the DSL.
struct BeadPanel: DrawingRepresentable {
    var target: CGPoint

    func makeDrawing(context: Context) -> BeadDrawing {
        BeadDrawing(bead: target)
    }

    func updateDrawing(_ drawing: BeadDrawing, context: Context) {
        // With the update's animation: the bouncy click, or the drag's interactive spring.
        context.animate { drawing.bead = target }
    }
}

/// A grid, a bead with a trail of where it has been, and an arrow for its velocity.
final class BeadDrawing: HostedDrawing {
    @Animated var bead: CGPoint
    private var trail: [CGPoint] = []

    init(bead: CGPoint) {
        self._bead = Animated(wrappedValue: bead)
        super.init()
    }

    override func draw(in canvas: inout DrawingCanvas) {
        let size = canvas.size
        canvas.fill(Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 16), with: Color(rgb: 0x1B1F27))
        var grid = Path()
        for x in stride(from: 40.0, to: Double(size.width), by: 40) {
            grid.move(to: CGPoint(x: x, y: 0))
            grid.addLine(to: CGPoint(x: x, y: Double(size.height)))
        }
        for y in stride(from: 40.0, to: Double(size.height), by: 40) {
            grid.move(to: CGPoint(x: 0, y: y))
            grid.addLine(to: CGPoint(x: Double(size.width), y: y))
        }
        canvas.stroke(grid, with: Color(white: 1, opacity: 0.06), lineWidth: 1)

        let position = bead
        if trail.last != position { trail.append(position) }
        if trail.count > 40 { trail.removeFirst(trail.count - 40) }
        for (index, point) in trail.enumerated() {
            let fraction = Double(index + 1) / Double(trail.count)
            let radius = 3 + 5 * fraction
            canvas.fill(Circle(), in: CGRect(x: point.x - radius, y: point.y - radius, width: radius * 2, height: radius * 2),
                        with: Color(rgb: 0x4DABF7).opacity(0.35 * fraction))
        }
        canvas.fill(Circle(), in: CGRect(x: position.x - 14, y: position.y - 14, width: 28, height: 28), with: Color(rgb: 0xFFA94D))

        // The velocity, a tenth of a second's travel long.
        let velocity = $bead.velocity(at: canvas.time)
        let tip = CGPoint(x: position.x + velocity.first * 0.1, y: position.y + velocity.second * 0.1)
        var arrow = Path()
        arrow.move(to: position)
        arrow.addLine(to: tip)
        canvas.stroke(arrow, with: Color(rgb: 0x69DB7C), lineWidth: 3)
    }
}

#Preview("Hosted Drawing") {
    HostedScene()
}
