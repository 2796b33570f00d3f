import Foundation
import Testing
@testable import KineticCore

private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
private func near(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return near(a.minX, b.minX) && near(a.minY, b.minY) && near(a.width, b.width) && near(a.height, b.height)
}

@MainActor
@Suite(.serialized)
struct LazyGridTests {
    /// (items, available width, expected track starts and lengths)
    nonisolated static let tracks: [(String, [GridItem], Double?, [(Double, Double)])] = [
        ("adaptive 150 in 640: four columns of 154", [GridItem(.adaptive(minimum: 150))], 640,
         [(0, 154), (162, 154), (324, 154), (486, 154)]),
        ("adaptive 150 in 149: one column at its minimum", [GridItem(.adaptive(minimum: 150))], 149, [(0, 150)]),
        ("adaptive 100…120 in 700: as many as fit at 100, sharing the rest", [GridItem(.adaptive(minimum: 100, maximum: 120))], 700,
         [(0, 110), (118, 110), (236, 110), (354, 110), (472, 110), (590, 110)]),
        ("adaptive 100…105 in 700: six columns capped at 105", [GridItem(.adaptive(minimum: 100, maximum: 105))], 700,
         [(0, 105), (113, 105), (226, 105), (339, 105), (452, 105), (565, 105)]),
        ("fixed 80 and flexible in 300", [GridItem(.fixed(80)), GridItem(.flexible())], 300, [(0, 80), (88, 212)]),
        ("three flexible in 300", [GridItem(), GridItem(), GridItem()], 300,
         [(0, 284.0 / 3), (284.0 / 3 + 8, 284.0 / 3), (2 * 284.0 / 3 + 16, 284.0 / 3)]),
        ("a capped flexible leaves the rest to the other", [GridItem(.flexible(maximum: 50)), GridItem()], 300, [(0, 50), (58, 242)]),
        ("custom spacing after the first column", [GridItem(.fixed(40), spacing: 20), GridItem(.fixed(40))], 300, [(0, 40), (60, 40)]),
        ("no width offered: every column at its minimum", [GridItem(.flexible(minimum: 30)), GridItem(.adaptive(minimum: 60))], nil,
         [(0, 30), (38, 60)]),
    ]

    @Test(arguments: tracks.indices)
    func columnsResolveAsSwiftUIs(_ index: Int) {
        let (name, items, available, expected) = Self.tracks[index]
        let resolved = GridTracks.resolve(items, available: available).tracks
        #expect(resolved.count == expected.count, "\(name): \(resolved)")
        for (track, (start, length)) in zip(resolved, expected) {
            #expect(near(track.start, start) && near(track.length, length), "\(name): \(resolved)")
        }
    }

    @Test func cellsFillRowsInOrderWithTheRowSpacing() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) {
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 10) {
                ForEach(0..<5) { index in
                    Color.red.frame(width: 40, height: index == 4 ? 60 : 40).accessibilityIdentifier("cell\(index)")
                }
            }
            .frame(width: 300, height: 400, alignment: .top)
        }
        let column = 284.0 / 3
        // Row one: three cells centred in their columns; row two starts 40 + 10 below.
        for index in 0..<3 {
            let frame = host.frame(of: "cell\(index)")
            #expect(near(frame, CGRect(x: Double(index) * (column + 8) + (column - 40) / 2, y: 0, width: 40, height: 40)), "\(String(describing: frame))")
        }
        #expect(near(host.frame(of: "cell3"), CGRect(x: (column - 40) / 2, y: 60, width: 40, height: 40)))
        // The taller cell makes its row 60 tall; its neighbour is centred in it.
        #expect(near(host.frame(of: "cell4"), CGRect(x: column + 8 + (column - 40) / 2, y: 50, width: 40, height: 60)))
        #expect(host.frame(of: "cell3")?.minY == 60)
    }

    @Test func aHorizontalGridFillsColumnsTopToBottom() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 100)) {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 5) {
                ForEach(0..<3) { index in Color.red.frame(width: 30, height: 40).accessibilityIdentifier("cell\(index)") }
            }
            .frame(width: 400, height: 100, alignment: .leading)
        }
        // The rows span 88 of the 100 points and are centred: they start at 6.
        #expect(host.frame(of: "cell0") == CGRect(x: 0, y: 6, width: 30, height: 40))
        #expect(host.frame(of: "cell1") == CGRect(x: 0, y: 54, width: 30, height: 40))
        #expect(host.frame(of: "cell2") == CGRect(x: 35, y: 6, width: 30, height: 40))
    }

    @Test func badItemsWarnAndStillLayOut() {
        var warnings: [String] = []
        let host = HeadlessHost(size: CGSize(width: 300, height: 300), warnings: { warnings.append($0) }) {
            LazyVGrid(columns: [GridItem(.fixed(.nan)), GridItem(.adaptive(minimum: 0)), GridItem(.flexible(minimum: 50, maximum: 10))],
                      spacing: -.infinity) {
                ForEach(0..<4) { index in Color.red.frame(height: 20).accessibilityIdentifier("cell\(index)") }
            }
        }
        #expect(warnings.contains { $0.contains("fixed size nan") })
        #expect(warnings.contains { $0.contains("adaptive(minimum: 0)") })
        #expect(warnings.contains { $0.contains("below the minimum") })
        #expect(warnings.contains { $0.contains("grid spacing") })
        for index in 0..<4 {
            let frame = host.frame(of: "cell\(index)")
            #expect(frame.map { $0.minX.isFinite && $0.minY.isFinite && $0.width >= 0 } == true, "\(String(describing: frame))")
        }
    }

    @Test func aGridWithNoColumnsWarnsAndShowsNothing() {
        var warnings: [String] = []
        let host = HeadlessHost(size: CGSize(width: 300, height: 300), warnings: { warnings.append($0) }) {
            LazyVGrid(columns: []) { Color.red.accessibilityIdentifier("cell") }.accessibilityIdentifier("grid")
        }
        #expect(warnings.contains { $0.contains("no columns") })
        #expect(host.frame(of: "grid")?.width == 0)
        #expect(host.frame(of: "cell")?.size == .zero)
    }
}
