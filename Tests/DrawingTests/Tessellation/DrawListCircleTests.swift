import Foundation
import Testing
@testable import Drawing

struct DrawListCircleTests {
    @Test(arguments: [(1.0, 8), (10.0, 15), (50.0, 32), (200.0, 63), (10_000.0, 445), (1e9, 512)])
    func segmentCountFollowsTheErrorBound(radius: Double, expected: Int) {
        let count = DrawList.segmentCount(radiusInPixels: radius, maximumError: 0.25)
        #expect(count == expected)
        // The polygon strays no more than the error from the circle (unless clamped at 512).
        if count < 512 && count > 8 { #expect(radius * (1 - cos(Double.pi / Double(count))) <= 0.25 + 1e-12) }
    }

    @Test func circleHasAnInnerRingAtFullAlphaAndAnOuterRingTransparent() {
        var list = DrawList()
        list.fillCircle(center: CGPoint(x: 100, y: 100), radius: 40, color: RGBAColor(red: 1, green: 0, blue: 0))
        let segments = DrawList.segmentCount(radiusInPixels: 40, maximumError: 0.25)
        #expect(list.vertices.count == 2 * segments)
        #expect(list.triangleCount == (segments - 2) + 2 * segments)
        for (i, vertex) in list.vertices.enumerated() {
            let distance = hypot(Double(vertex.x) - 100, Double(vertex.y) - 100)
            if i.isMultiple(of: 2) {
                #expect(vertex.color.a == 255)
                #expect(distance < 40)
            } else {
                #expect(vertex.color.a == 0)
                #expect(vertex.color.r == 255)  // same colour, so no dark seam at the edge
                #expect(distance > 40)
            }
        }
        #expect(list.commands == [.triangles(firstIndex: 0, indexCount: list.indices.count)])
    }

    @Test func hiDPIScalesPositionsButKeepsTheFringeOnePixel() {
        var list = DrawList(pixelsPerPoint: 2)
        list.fillCircle(center: CGPoint(x: 50, y: 50), radius: 10, color: .white)
        let inner = hypot(Double(list.vertices[0].x) - 100, Double(list.vertices[0].y) - 100)
        let outer = hypot(Double(list.vertices[1].x) - 100, Double(list.vertices[1].y) - 100)
        #expect(abs(outer - inner - 1) < 0.05)
        #expect(abs((inner + outer) / 2 - 20) < 0.05)
    }

    @Test(arguments: [0.0, -3, Double.nan, Double.infinity])
    func badRadiiDrawNothing(radius: Double) {
        var list = DrawList()
        list.fillCircle(center: CGPoint(x: 10, y: 10), radius: radius, color: .white)
        #expect(list.vertices.isEmpty && list.commands.isEmpty)
    }

    @Test func degeneratePolygonsDrawNothing() {
        var list = DrawList()
        list.fillConvexPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)], color: .white)
        list.fillConvexPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 2)], color: .white)
        list.fillConvexPolygon([CGPoint(x: 0, y: 0), CGPoint(x: CGFloat.nan, y: 1), CGPoint(x: 2, y: 0)], color: .white)
        #expect(list.vertices.isEmpty)
    }

    @Test func fringeIsOutsideForBothWindings() {
        let square = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]
        for points in [square, square.reversed()] {
            var list = DrawList()
            list.fillConvexPolygon(points, color: .white)
            for vertex in list.vertices where vertex.color.a == 0 {
                #expect(vertex.x < 0 || vertex.x > 10)
                #expect(vertex.y < 0 || vertex.y > 10)
            }
        }
    }

    @Test func removeAllKeepsCapacityAndConsecutiveFillsShareACommand() {
        var list = DrawList()
        list.fillRect(CGRect(x: 0, y: 0, width: 10, height: 10), color: .white)
        list.fillCircle(center: CGPoint(x: 5, y: 5), radius: 3, color: .black)
        #expect(list.commands.count == 1)
        list.addText("hi", at: CGPoint(x: 1, y: 2), size: 12, color: .white)
        list.fillRect(CGRect(x: 0, y: 0, width: 1, height: 1), color: .white)
        #expect(list.commands.count == 3)
        let capacity = list.vertices.capacity
        list.removeAll()
        #expect(list.vertices.isEmpty && list.commands.isEmpty)
        #expect(list.vertices.capacity == capacity)
    }
}

struct DrawListScratchTests {
    @Test func scratchBuffersAreReusedAcrossShapesAndFrames() {
        var list = DrawList()
        list.fillCircle(center: CGPoint(x: 50, y: 50), radius: 40, color: .white)
        let first = list.vertices
        list.removeAll()
        list.fillCircle(center: CGPoint(x: 5, y: 5), radius: 2, color: .black)
        list.removeAll()
        list.fillCircle(center: CGPoint(x: 50, y: 50), radius: 40, color: .white)
        // The same shape tessellates the same way, whatever was drawn before it.
        #expect(list.vertices == first)
        #expect(list.scratchPoints.capacity >= DrawList.segmentCount(radiusInPixels: 40, maximumError: 0.25))
    }
}
