import Foundation

/// Animatable data of a type known only at run time: lets the engine animate any view's or
/// shape's `animatableData` with one Animator type.
struct AnyAnimatableData: VectorArithmetic {
    /// nil is zero of any type.
    var base: (any VectorArithmetic)?

    init(_ base: any VectorArithmetic) { self.base = base }
    private init(nothing: ()) { base = nil }

    static var zero: AnyAnimatableData { AnyAnimatableData(nothing: ()) }

    private static func combine(_ a: AnyAnimatableData, _ b: AnyAnimatableData, _ op: (any VectorArithmetic, any VectorArithmetic) -> (any VectorArithmetic)?) -> AnyAnimatableData {
        switch (a.base, b.base) {
        case (nil, nil): return .zero
        case (let x?, nil): return AnyAnimatableData(x)
        case (nil, let y?): return op(zeroLike(y), y).map(AnyAnimatableData.init) ?? .zero
        case (let x?, let y?): return op(x, y).map(AnyAnimatableData.init) ?? AnyAnimatableData(x)
        }
    }

    private static func zeroLike(_ value: any VectorArithmetic) -> any VectorArithmetic {
        func zero<T: VectorArithmetic>(_: T) -> any VectorArithmetic { T.zero }
        return zero(value)
    }

    private static func add<T: VectorArithmetic>(_ x: T, _ y: any VectorArithmetic) -> (any VectorArithmetic)? {
        (y as? T).map { x + $0 }
    }

    private static func subtract<T: VectorArithmetic>(_ x: T, _ y: any VectorArithmetic) -> (any VectorArithmetic)? {
        (y as? T).map { x - $0 }
    }

    static func + (lhs: AnyAnimatableData, rhs: AnyAnimatableData) -> AnyAnimatableData {
        combine(lhs, rhs) { x, y in add(x, y) }
    }

    static func - (lhs: AnyAnimatableData, rhs: AnyAnimatableData) -> AnyAnimatableData {
        combine(lhs, rhs) { x, y in subtract(x, y) }
    }

    mutating func scale(by rhs: Double) {
        guard let base else { return }
        func scaled<T: VectorArithmetic>(_ x: T) -> any VectorArithmetic { x.scaled(by: rhs) }
        self.base = scaled(base)
    }

    var magnitudeSquared: Double { base?.magnitudeSquared ?? 0 }

    static func == (lhs: AnyAnimatableData, rhs: AnyAnimatableData) -> Bool {
        switch (lhs.base, rhs.base) {
        case (nil, nil): return true
        case (let x?, nil), (nil, let x?): return x.magnitudeSquared == 0
        case (let x?, let y?):
            func equal<T: VectorArithmetic>(_ a: T, _ b: any VectorArithmetic) -> Bool { (b as? T).map { a == $0 } ?? false }
            return equal(x, y)
        }
    }
}

extension AnyAnimatableData: InspectableComponents {
    var inspectableComponents: [Double] {
        guard let base else { return [] }
        return components(base)
    }

    private func components<V: VectorArithmetic>(_ data: V) -> [Double] { AnimatorInspection.components(of: data) }
}
