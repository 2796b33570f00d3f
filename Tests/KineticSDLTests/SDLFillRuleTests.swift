import Foundation
import Testing
import KineticCore
@testable import KineticSDL

/// Paths of several subpaths, and self-crossing ones, filled by the non-zero and even-odd rules.
@MainActor
struct SDLFillRuleTests {
    func render(_ path: Path, rule: FillRule) throws -> SDLHeadlessHost {
        let host = try SDLHeadlessHost(size: CGSize(width: 100, height: 100), pixelsPerPoint: 1, fontPath: nil)
        var list = DrawList(pixelsPerPoint: 1, clearColor: .black)
        list.removeAll(vertexSampleOffset: host.vertexSampleOffset)
        var item = DisplayItem(.fill(.path(path), color: .white), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        item.fillRule = rule
        list.append(DisplayList(items: [item]))
        host.submit(list)
        return host
    }

    static func square(_ path: inout Path, _ rect: CGRect, clockwise: Bool) {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        let ordered = clockwise ? corners : corners.reversed()
        path.move(to: ordered[0])
        for corner in ordered.dropFirst() { path.addLine(to: corner) }
        path.closeSubpath()
    }

    static func nested(innerClockwise: Bool) -> Path {
        var path = Path()
        square(&path, CGRect(x: 10, y: 10, width: 80, height: 80), clockwise: true)
        square(&path, CGRect(x: 30.5, y: 30.5, width: 40, height: 40), clockwise: innerClockwise)
        return path
    }

    static let star: Path = Path { path in
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let point = CGPoint(x: 50 + 45 * cos(angle), y: 52 + 45 * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
    }

    @Test(arguments: [(true, FillRule.nonZero, true), (true, .evenOdd, false), (false, .nonZero, false), (false, .evenOdd, false)])
    func aSquareInsideASquare(innerClockwise: Bool, rule: FillRule, centreFilled: Bool) throws {
        let host = try render(Self.nested(innerClockwise: innerClockwise), rule: rule)
        defer { host.shutdown() }
        #expect(host.pixel(x: 50, y: 50)?.r == (centreFilled ? 255 : 0))
        #expect(host.pixel(x: 20, y: 50)?.r == 255)   // the frame between the squares
        #expect(host.pixel(x: 5, y: 50)?.r == 0)
        if !centreFilled {
            // The hole's edge runs through the middle of column 30: anti-aliased, about half.
            let edge = Int(host.pixel(x: 30, y: 50)?.r ?? 0)
            #expect(edge > 60 && edge < 200, "edge \(edge)")
        }
        // The outer edge, on a pixel boundary, is anti-aliased like any other fill's.
        #expect((100...160).contains(Int(host.pixel(x: 10, y: 50)?.r ?? 0)))
        #expect(host.pixel(x: 11, y: 50)?.r == 255)
    }

    @Test(arguments: [(FillRule.nonZero, true), (.evenOdd, false)])
    func aPentagramsMiddle(rule: FillRule, centreFilled: Bool) throws {
        let host = try render(Self.star, rule: rule)
        defer { host.shutdown() }
        #expect(host.pixel(x: 50, y: 55)?.r == (centreFilled ? 255 : 0))
        // A point of the star is filled either way.
        #expect(host.pixel(x: 50, y: 15)?.r == 255)
    }

    @Test func twoSeparateSubpathsAreBothFilled() throws {
        var path = Path()
        Self.square(&path, CGRect(x: 10, y: 10, width: 30, height: 30), clockwise: true)
        Self.square(&path, CGRect(x: 60, y: 60, width: 30, height: 30), clockwise: false)
        for rule in [FillRule.nonZero, .evenOdd] {
            let host = try render(path, rule: rule)
            #expect(host.pixel(x: 25, y: 25)?.r == 255 && host.pixel(x: 75, y: 75)?.r == 255)
            #expect(host.pixel(x: 50, y: 50)?.r == 0)
            host.shutdown()
        }
    }
}
