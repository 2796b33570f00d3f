import Foundation
import Testing
@testable import KineticCore

private func box(_ id: String, _ width: Double, _ height: Double) -> some View {
    Color.red.frame(width: width, height: height).accessibilityIdentifier(id)
}

@MainActor
struct GridTests {
    /// Two rows of fixed boxes, top-leading in a 400 × 300 window.
    private func twoRows<Content: View>(@ViewBuilder _ content: () -> Content) -> HeadlessHost<some View> {
        let content = content()
        return HeadlessHost(size: CGSize(width: 400, height: 300)) {
            content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func columnsTakeTheirWidestCellAndRowsTheirTallest() {
        let host = twoRows {
            Grid(horizontalSpacing: 10, verticalSpacing: 4) {
                GridRow { box("a", 40, 20); box("b", 10, 50) }
                GridRow { box("c", 20, 30); box("d", 60, 10) }
            }
        }
        // Columns 40 and 60 wide, rows 50 and 30 tall; each box centred in its cell.
        #expect(host.frame(of: "a") == CGRect(x: 0, y: 15, width: 40, height: 20))
        #expect(host.frame(of: "b") == CGRect(x: 50 + 25, y: 0, width: 10, height: 50))
        #expect(host.frame(of: "c") == CGRect(x: 10, y: 54, width: 20, height: 30))
        #expect(host.frame(of: "d") == CGRect(x: 50, y: 54 + 10, width: 60, height: 10))
    }

    /// (grid alignment, row alignment, column alignment, anchor) → the small box's origin in a
    /// 40 × 40 cell.
    nonisolated static let alignments: [(String, Alignment, VerticalAlignment?, HorizontalAlignment?, UnitPoint?, CGPoint)] = [
        ("the grid's centre", .center, nil, nil, nil, CGPoint(x: 15, y: 15)),
        ("the grid's top leading", .topLeading, nil, nil, nil, CGPoint(x: 0, y: 0)),
        ("a bottom row", .topLeading, .bottom, nil, nil, CGPoint(x: 0, y: 30)),
        ("a trailing column", .topLeading, nil, .trailing, nil, CGPoint(x: 30, y: 0)),
        ("an anchor over both", .topLeading, .bottom, .trailing, UnitPoint(x: 0.5, y: 0), CGPoint(x: 15, y: 0)),
    ]

    @Test(arguments: alignments.indices)
    func cellsSitByAnchorThenColumnAndRowThenGrid(_ index: Int) {
        let (name, alignment, row, column, anchor, expected) = Self.alignments[index]
        let host = twoRows {
            Grid(alignment: alignment, horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow(alignment: row) {
                    Group {
                        if let anchor { box("small", 10, 10).gridCellAnchor(anchor) } else { box("small", 10, 10) }
                    }
                    box("tall", 5, 40)
                }
                GridRow {
                    Group {
                        if let column { box("wide", 40, 5).gridColumnAlignment(column) } else { box("wide", 40, 5) }
                    }
                }
            }
        }
        #expect(host.frame(of: "small")?.origin == expected, "\(name): \(String(describing: host.frame(of: "small")))")
    }

    @Test func aColumnAlignmentSetInALaterRowAlignsTheWholeColumn() {
        let host = twoRows {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow { box("short", 10, 10); box("x", 10, 10) }
                GridRow { box("long", 50, 10).gridColumnAlignment(.leading); box("y", 30, 10) }
            }
        }
        #expect(host.frame(of: "short")?.minX == 0)
        // The other column keeps the grid's centre.
        #expect(host.frame(of: "x")?.minX == 60)
    }

    @Test func aSpanningCellTakesItsColumnsAndAShortRowLeavesTheLastEmpty() {
        let host = twoRows {
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow { box("a", 30, 10); box("b", 40, 10); box("c", 20, 10) }
                GridRow { box("span", 60, 10).gridCellColumns(2); box("d", 20, 10) }
                GridRow { box("e", 30, 10) }
            }
        }
        // The span is centred in columns one and two and the gap between them (80 points).
        #expect(host.frame(of: "span") == CGRect(x: 10, y: 10, width: 60, height: 10))
        #expect(host.frame(of: "d") == CGRect(x: 90, y: 10, width: 20, height: 10))
        #expect(host.frame(of: "e") == CGRect(x: 0, y: 20, width: 30, height: 10))
    }

    @Test func aFlexibleSpanningCellWidensItsColumnsToTheRoomOffered() {
        let host = twoRows {
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow { box("a", 30, 10); box("b", 40, 10); box("c", 20, 10) }
                GridRow { Color.blue.frame(height: 10).accessibilityIdentifier("span").gridCellColumns(2); box("d", 20, 10) }
            }
        }
        // 400 − 20 of gaps − 90 of columns leaves 290, which the flexible span takes: its two
        // columns grow by 145 each, and the grid fills the width, as a divider widens one.
        #expect(host.frame(of: "span") == CGRect(x: 0, y: 10, width: 370, height: 10))
        #expect(host.frame(of: "d") == CGRect(x: 380, y: 10, width: 20, height: 10))
        #expect(host.frame(of: "a") == CGRect(x: 72.5, y: 0, width: 30, height: 10))
    }

    @Test func aSpanningCellWiderThanItsColumnsWidensThemEvenly() {
        let host = twoRows {
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow { box("a", 20, 10); box("b", 20, 10); box("c", 20, 10) }
                GridRow { box("wide", 90, 10).gridCellColumns(2) }
            }
        }
        // 20 + 10 + 20 = 50 < 90: columns one and two grow by 20 each.
        #expect(host.frame(of: "b") == CGRect(x: 40 + 10 + 10, y: 0, width: 20, height: 10))
        #expect(host.frame(of: "c") == CGRect(x: 100, y: 0, width: 20, height: 10))
        #expect(host.frame(of: "wide") == CGRect(x: 0, y: 10, width: 90, height: 10))
    }

    @Test func aViewOutsideTheRowsSpansTheGridAndAnUnsizedOneDoesNotWidenIt() {
        let unsized = twoRows {
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow { box("a", 30, 10); box("b", 40, 10) }
                Color.green.frame(height: 2).accessibilityIdentifier("rule").gridCellUnsizedAxes(.horizontal)
                GridRow { box("c", 30, 10) }
            }
        }
        #expect(unsized.frame(of: "rule") == CGRect(x: 0, y: 10, width: 80, height: 2))
        #expect(unsized.frame(of: "c")?.minY == 12)
        // A flexible view that sizes the grid widens it to the room offered, its columns evenly.
        let sized = twoRows {
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow { box("a", 30, 10); box("b", 40, 10) }
                Color.green.frame(height: 2).accessibilityIdentifier("rule")
            }
        }
        #expect(sized.frame(of: "rule") == CGRect(x: 0, y: 10, width: 400, height: 2))
        // Columns 30 + 160 and 40 + 160: b is centred in the second.
        #expect(sized.frame(of: "b") == CGRect(x: 200 + (200 - 40) / 2, y: 0, width: 40, height: 10))
    }

    @Test func flexibleCellsShareTheWidthLeftByTheFixedOnes() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) {
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    box("fixed", 80, 20)
                    Color.blue.accessibilityIdentifier("flex1")
                    Color.blue.accessibilityIdentifier("flex2")
                }
            }
        }
        // 300 − 80 − 20 of gaps = 200, shared by the two flexible columns; the one row takes
        // the height offered.
        #expect(host.frame(of: "flex1") == CGRect(x: 90, y: 0, width: 100, height: 100))
        #expect(host.frame(of: "flex2") == CGRect(x: 200, y: 0, width: 100, height: 100))
    }

    @Test func aRowOutsideAGridIsAnHStack() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            GridRow(alignment: .top) { box("a", 20, 10); box("b", 30, 40) }
        }
        let a = host.frame(of: "a"), b = host.frame(of: "b")
        #expect(a?.maxX.distance(to: b?.minX ?? 0) == 8)
        #expect(a?.minY == b?.minY)
    }

    private struct Growing: View {
        @State var wide = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Grow") { withAnimation(.linear(duration: 1)) { wide.toggle() } }.accessibilityIdentifier("grow")
                Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                    GridRow { box("a", wide ? 100 : 20, 10); box("b", 20, 10) }
                    GridRow { box("c", 10, 10).gridColumnAlignment(.leading); box("d", 10, 10) }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func aCellThatGrowsMovesItsColumnNeighboursInTheTransaction() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Growing() }
        let b0 = try #require(host.frame(of: "b")), d0 = try #require(host.frame(of: "d"))
        #expect(b0.minX == 20 && d0.minX == 25)
        host.tap("grow")
        host.advance(by: 0.5)
        let b = try #require(host.frame(of: "b")), d = try #require(host.frame(of: "d"))
        #expect(abs(Double(b.minX) - 60) < 1 && abs(Double(d.minX) - 65) < 1, "\(b) \(d)")
        host.advance(by: 1)
        #expect(host.frame(of: "b")?.minX == 100 && host.frame(of: "d")?.minX == 105)
    }

    @Test func gridLayoutWorksThroughAnyLayout() {
        let host = twoRows {
            AnyLayout(GridLayout(horizontalSpacing: 0, verticalSpacing: 0)) {
                GridRow { box("a", 40, 10); box("b", 10, 10) }
                GridRow { box("c", 10, 10); box("d", 10, 10) }
            }
        }
        #expect(host.frame(of: "c") == CGRect(x: 15, y: 10, width: 10, height: 10))
        #expect(host.frame(of: "d") == CGRect(x: 40, y: 10, width: 10, height: 10))
    }

    @Test func aNestedGridsCellSettingsStayInside() {
        let host = twoRows {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                        GridRow { box("inner", 30, 10).gridCellColumns(2).gridColumnAlignment(.trailing) }
                    }
                    box("b", 20, 10)
                }
                GridRow { box("c", 10, 10); box("d", 10, 10); box("e", 10, 10) }
            }
        }
        // The inner grid is one cell of the outer one, in column 0 (30 wide): b is in column 1.
        #expect(host.frame(of: "b") == CGRect(x: 30, y: 0, width: 20, height: 10))
        // Column 0 keeps the grid's centre.
        #expect(host.frame(of: "c") == CGRect(x: 10, y: 10, width: 10, height: 10))
    }

    private struct Switching: View {
        @State var grid = true
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Switch") { grid.toggle() }.accessibilityIdentifier("switch")
                let layout = grid ? AnyLayout(GridLayout(horizontalSpacing: 0, verticalSpacing: 0)) : AnyLayout(VStackLayout(alignment: .leading, spacing: 0))
                layout {
                    GridRow { box("a", 40, 10); box("b", 10, 10) }
                    GridRow { box("c", 10, 10); box("d", 10, 10) }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func rowsLeftByAGridLayOutAsStacks() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Switching() }
        let a = try #require(host.frame(of: "a"))
        // In the grid, d sits in the 10-wide column after a's 40.
        #expect(host.frame(of: "d")?.minX == a.minX + 40)
        host.tap("switch")
        // In a stack, each row is an HStack: d follows c with the default spacing.
        let c = try #require(host.frame(of: "c"))
        #expect(host.frame(of: "d")?.minX == c.maxX + 8)
        #expect(host.frame(of: "b")?.minX == a.maxX + 8)
    }

    @Test func badNumbersWarnAndLayOut() {
        let warnings = Diagnostics.collectingWarnings {
            let host = twoRows {
                Grid(horizontalSpacing: .nan, verticalSpacing: -4) {
                    GridRow { box("a", 10, 10).gridCellColumns(0); box("b", 10, 10).gridCellAnchor(UnitPoint(x: .nan, y: 0)) }
                }
            }
            #expect(host.frame(of: "b") == CGRect(x: 18, y: 0, width: 10, height: 10))
        }
        #expect(warnings.contains { $0.contains("horizontalSpacing nan") })
        #expect(warnings.contains { $0.contains("verticalSpacing -4") })
        #expect(warnings.contains { $0.contains("gridCellColumns(0)") })
        #expect(warnings.contains { $0.contains("gridCellAnchor") })
    }
}
