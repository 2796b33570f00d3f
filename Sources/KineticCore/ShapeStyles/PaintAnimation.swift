import Foundation

/// The numbers of a paint that animate, in a fixed order for its kind and number of stops:
/// each stop's red, green, blue, opacity and location, then the kind's points, radii or angles.
/// Vectors of different lengths add as if the shorter were padded with zeros (zero is empty).
public struct _PaintVector: VectorArithmetic, Sendable {
    var values: [Double]

    init(_ values: [Double]) { self.values = values }

    public static var zero: _PaintVector { _PaintVector([]) }

    private static func combine(_ lhs: _PaintVector, _ rhs: _PaintVector, _ op: (Double, Double) -> Double) -> _PaintVector {
        let count = max(lhs.values.count, rhs.values.count)
        var out = [Double](repeating: 0, count: count)
        for i in 0..<count {
            out[i] = op(i < lhs.values.count ? lhs.values[i] : 0, i < rhs.values.count ? rhs.values[i] : 0)
        }
        return _PaintVector(out)
    }

    public static func + (lhs: _PaintVector, rhs: _PaintVector) -> _PaintVector { combine(lhs, rhs, +) }
    public static func - (lhs: _PaintVector, rhs: _PaintVector) -> _PaintVector { combine(lhs, rhs, -) }
    public mutating func scale(by rhs: Double) { for i in values.indices { values[i] *= rhs } }
    public var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }

    public static func == (lhs: _PaintVector, rhs: _PaintVector) -> Bool {
        let count = max(lhs.values.count, rhs.values.count)
        for i in 0..<count where (i < lhs.values.count ? lhs.values[i] : 0) != (i < rhs.values.count ? rhs.values[i] : 0) { return false }
        return true
    }
}

extension _Paint: Animatable {
    public var animatableData: _PaintVector {
        get {
            var values: [Double] = []
            func add(_ gradient: Gradient) {
                for stop in gradient.stops {
                    values += [stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha, Double(stop.location)]
                }
            }
            func add(_ point: UnitPoint) { values += [Double(point.x), Double(point.y)] }
            switch kind {
            case .color(let color): values = [color.red, color.green, color.blue, color.alpha]
            case .material: values = []
            case .linear(let g, let start, let end): add(g); add(start); add(end)
            case .radial(let g, let center, let r0, let r1): add(g); add(center); values += [r0, r1]
            case .elliptical(let g, let center, let f0, let f1): add(g); add(center); values += [f0, f1]
            case .angular(let g, let center, let a0, let a1): add(g); add(center); values += [a0, a1]
            }
            return _PaintVector(values)
        }
        set {
            var index = 0
            func next() -> Double {
                defer { index += 1 }
                return index < newValue.values.count ? newValue.values[index] : 0
            }
            func read(_ gradient: Gradient) -> Gradient {
                Gradient(stops: gradient.stops.map { _ in
                    let color = Color(red: next(), green: next(), blue: next(), opacity: next())
                    return Gradient.Stop(color: color, location: CGFloat(next()))
                })
            }
            func point() -> UnitPoint { UnitPoint(x: CGFloat(next()), y: CGFloat(next())) }
            switch kind {
            case .color: kind = .color(Color(red: next(), green: next(), blue: next(), opacity: next()))
            case .material: break
            case .linear(let g, _, _):
                let gradient = read(g)
                kind = .linear(gradient, start: point(), end: point())
            case .radial(let g, _, _, _):
                let gradient = read(g), center = point()
                kind = .radial(gradient, center: center, startRadius: next(), endRadius: next())
            case .elliptical(let g, _, _, _):
                let gradient = read(g), center = point()
                kind = .elliptical(gradient, center: center, startFraction: next(), endFraction: next())
            case .angular(let g, _, _, _):
                let gradient = read(g), center = point()
                kind = .angular(gradient, center: center, startAngle: next(), endAngle: next())
            }
        }
    }
}
