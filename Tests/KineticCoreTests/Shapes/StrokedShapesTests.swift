import Foundation
import Testing
@testable import KineticCore

fileprivate struct MarchingAnts: View {
    @State private var phase: CGFloat = 0
    @State private var width: CGFloat = 2
    var body: some View {
        Rectangle()
            .stroke(.white, style: StrokeStyle(lineWidth: width, lineCap: .round, dash: [8, 6], dashPhase: phase))
            .frame(width: 100, height: 60)
            .onTapGesture {
                withAnimation(.linear(duration: 1)) {
                    phase = -28
                    width = 6
                }
            }
            .accessibilityIdentifier("ants")
    }
}

@MainActor
struct StrokedShapesTests {
    fileprivate func style(_ host: HeadlessHost<MarchingAnts>) throws -> StrokeStyle {
        let item = try #require(host.displayList.items.first { $0.identifier == "ants" })
        guard case .styledStroke(.rectangle, _, let style) = item.content else {
            Issue.record("not a styled stroke of a rectangle: \(item)")
            return StrokeStyle()
        }
        return style
    }

    @Test func theDashPhaseAndWidthAnimateTheCapsAndDashesDoNot() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 60)) { MarchingAnts() }
        #expect(try style(host) == StrokeStyle(lineWidth: 2, lineCap: .round, dash: [8, 6]))
        #expect(host.tap("ants"))
        host.advance(by: 0.25)
        let quarter = try style(host)
        #expect(abs(Double(quarter.dashPhase) + 7) < 0.01 && abs(Double(quarter.lineWidth) - 3) < 0.01)
        #expect(quarter.lineCap == .round && quarter.dash == [8, 6])
        host.advance(by: 1)
        #expect(try style(host) == StrokeStyle(lineWidth: 6, lineCap: .round, dash: [8, 6], dashPhase: -28))
    }

    @Test func theAnimatableDataIsWidthMiterLimitAndPhase() {
        var style = StrokeStyle(lineWidth: 3, lineCap: .square, miterLimit: 4, dash: [1, 2], dashPhase: 5)
        #expect(style.animatableData == AnimatablePair(3, AnimatablePair(4, 5)))
        style.animatableData = AnimatablePair(1, AnimatablePair(2, 3))
        #expect(style == StrokeStyle(lineWidth: 1, lineCap: .square, miterLimit: 2, dash: [1, 2], dashPhase: 3))
    }

    @Test func aPlainStyleIsAPlainStroke() {
        let host = HeadlessHost(size: CGSize(width: 50, height: 50)) {
            Circle().stroke(style: StrokeStyle(lineWidth: 3)).foregroundColor(.red).frame(width: 50, height: 50)
        }
        let strokes = host.displayList.items.filter { if case .stroke(.ellipse, _, 3) = $0.content { true } else { false } }
        #expect(strokes.count == 1)
    }

    /// strokeBorder keeps the line inside the frame: the shape is inset by half its width.
    @Test func strokeBorderInsetsByHalfTheWidth() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            VStack(spacing: 0) {
                Circle().strokeBorder(.red, lineWidth: 10).frame(width: 100, height: 50)
                RoundedRectangle(cornerRadius: 12).strokeBorder(style: StrokeStyle(lineWidth: 4, dash: [3])).frame(width: 100, height: 50)
            }
        }
        let paths: [Path] = host.displayList.items.compactMap {
            switch $0.content {
            case .stroke(.path(let path), _, _), .styledStroke(.path(let path), _, _): path
            default: nil
            }
        }
        try #require(paths.count == 2)
        let circle = paths[0].boundingRect, box = paths[1].boundingRect
        #expect(abs(Double(circle.minY) - 5) < 0.01 && abs(Double(circle.height) - 40) < 0.01 && abs(Double(circle.midX) - 50) < 0.01)
        #expect(abs(Double(box.minX) - 2) < 0.01 && abs(Double(box.width) - 96) < 0.01 && abs(Double(box.height) - 46) < 0.01)
    }

    @Test func insetsAddUpAndRoundedCornersShrink() {
        let inset = RoundedRectangle(cornerRadius: 10, style: .circular).inset(by: 3).inset(by: 2)
        #expect(inset.amount == 5)
        // The inset outline's corner radius is 5: its top edge runs straight from x = 10 to 90.
        let path = inset.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(path.contains(CGPoint(x: 10.5, y: 5.2)) && !path.contains(CGPoint(x: 5.4, y: 5.4)))
        #expect(Capsule().inset(by: 4).path(in: CGRect(x: 0, y: 0, width: 100, height: 20)).boundingRect == CGRect(x: 4, y: 4, width: 92, height: 12))
    }

    @Test func aPathIsAShapeDrawnWhereItIs() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            Path { path in
                path.move(to: CGPoint(x: 10, y: 10))
                path.addLine(to: CGPoint(x: 90, y: 40))
            }
            .stroke(.green, style: StrokeStyle(lineWidth: 4, lineCap: .round))
        }
        let item = host.displayList.items.first { if case .styledStroke(.path, _, _) = $0.content { true } else { false } }
        guard case .styledStroke(.path(let path), _, let style)? = item?.content else {
            Issue.record("no stroked path in \(host.displayList.dump)")
            return
        }
        #expect(path.boundingRect == CGRect(x: 10, y: 10, width: 80, height: 30) && style.lineCap == .round)
        #expect(item?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }
}
