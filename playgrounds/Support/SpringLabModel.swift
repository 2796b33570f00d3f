// What the Spring Lab computes, apart from how it looks: the spring the sliders describe, the
// ball's motion as a chain of flights, and the spring written as code for four toolkits.

import Foundation
import Kinetic

/// A spring as the lab's three slider groups describe it, with the form it was last set in.
struct SpringSetting: Equatable {
    /// How the spring was last set: it decides the Swift code line.
    enum Form: Equatable {
        case durationBounce
        case responseDamping
        case physical
        case preset(String)
    }

    private(set) var spring: Spring
    private(set) var form: Form
    /// Whether the physical group may make the spring overdamped (damping ratio above 1).
    var allowsOverDamping = false

    init(_ spring: Spring = .bouncy, form: Form = .preset("bouncy")) {
        self.spring = spring
        self.form = form
    }

    /// The presets, as their buttons name them.
    static let presets: [(name: String, spring: Spring)] = [
        ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy),
        // Animation.interactiveSpring and Animation.default, as springs.
        ("interactive", Spring(response: 0.15, dampingRatio: 0.86)),
        ("default", Spring(response: 0.55, dampingRatio: 1)),
    ]

    mutating func choose(preset name: String) {
        guard let preset = Self.presets.first(where: { $0.name == name }) else { return }
        spring = preset.spring
        form = .preset(name)
    }

    // The duration and bounce group.
    var duration: Double {
        get { spring.duration }
        set { set(Spring(duration: newValue, bounce: spring.bounce), form: .durationBounce) }
    }
    var bounce: Double {
        get { spring.bounce }
        set { set(Spring(duration: spring.duration, bounce: newValue), form: .durationBounce) }
    }

    // The response and damping fraction group.
    var response: Double {
        get { spring.response }
        set { set(Spring(response: newValue, dampingRatio: spring.dampingRatio), form: .responseDamping) }
    }
    var dampingRatio: Double {
        get { spring.dampingRatio }
        set { set(Spring(response: spring.response, dampingRatio: newValue), form: .responseDamping) }
    }

    // The physical group.
    var mass: Double {
        get { spring.mass }
        set { setPhysical(mass: newValue, stiffness: spring.stiffness, damping: spring.damping) }
    }
    var stiffness: Double {
        get { spring.stiffness }
        set { setPhysical(mass: spring.mass, stiffness: newValue, damping: spring.damping) }
    }
    var damping: Double {
        get { spring.damping }
        set { setPhysical(mass: spring.mass, stiffness: spring.stiffness, damping: newValue) }
    }

    private mutating func setPhysical(mass: Double, stiffness: Double, damping: Double) {
        set(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowsOverDamping), form: .physical)
    }

    private mutating func set(_ newSpring: Spring, form newForm: Form) {
        spring = newSpring
        form = newForm
    }

    // MARK: Code

    /// The spring as Swift, in the form it was set in.
    var swift: String {
        switch form {
        case .preset("interactive"): ".interactiveSpring"
        case .preset("default"): ".default"
        case .preset(let name): ".\(name)"
        case .durationBounce: ".spring(duration: \(Self.number(spring.duration, 2)), bounce: \(Self.number(spring.bounce, 2)))"
        case .responseDamping:
            ".spring(response: \(Self.number(spring.response, 2)), dampingFraction: \(Self.number(spring.dampingRatio, 2)))"
        case .physical:
            ".spring(Spring(mass: \(Self.number(spring.mass, 2)), stiffness: \(Self.number(spring.stiffness, 1)), damping: \(Self.number(spring.damping, 2))))"
        }
    }

    /// The same physical spring in Jetpack Compose: its stiffness is per unit mass.
    var compose: String {
        "spring(dampingRatio = \(Self.number(spring.dampingRatio, 3))f, stiffness = \(Self.number(spring.stiffness / spring.mass, 1))f)"
    }

    /// The same physical spring in Flutter.
    var flutter: String {
        "SpringDescription(mass: \(Self.number(spring.mass, 2)), stiffness: \(Self.number(spring.stiffness, 1)), damping: \(Self.number(spring.damping, 2)))"
    }

    /// The same physical spring in CSS animation libraries (Motion, formerly Framer Motion).
    var motion: String {
        "{ type: \"spring\", stiffness: \(Self.number(spring.stiffness, 1)), damping: \(Self.number(spring.damping, 2)), mass: \(Self.number(spring.mass, 2)) }"
    }

    /// `value` with at most `places` decimals and no trailing zeros ("0.5", "157.9", "1").
    static func number(_ value: Double, _ places: Int) -> String {
        DecimalText.trimmed(value, places: places)
    }
}

/// One leg of the ball's motion: from where it was, with the velocity it had, to a target, on
/// one spring. A click or a slider moved mid-flight ends it and starts the next from its value
/// and velocity at that instant, so the motion never jumps.
struct Flight: Equatable {
    var start: Date
    var from: CGPoint
    var to: CGPoint
    var initialVelocity: CGPoint
    var spring: Spring
    /// Why it started: a click, or a slider changing the spring.
    var cause: Cause
    /// Where the leg the click started began: a new spring carries the leg on, so progress is
    /// measured from there.
    var origin: CGPoint

    enum Cause: Equatable { case start, click, spring }

    func position(at date: Date) -> CGPoint {
        let time = max(0, date.timeIntervalSince(start))
        return spring.value(fromValue: from, toValue: to, initialVelocity: initialVelocity, time: time)
    }

    func velocity(at date: Date) -> CGPoint {
        let time = max(0, date.timeIntervalSince(start))
        return spring.velocity(fromValue: from, toValue: to, initialVelocity: initialVelocity, time: time)
    }

    /// When the ball is within a hundredth of a point of its target and nearly still.
    var restDate: Date {
        let travel = spring.settlingDuration(fromValue: from, toValue: to, initialVelocity: initialVelocity, epsilon: 0.01)
        return start.addingTimeInterval(travel.isFinite ? travel : 10)
    }

    /// Progress along the leg: 0 where the click sent the ball off, 1 at its target, past 1
    /// when it overshoots.
    func progress(at date: Date) -> Double {
        let dx = Double(to.x - origin.x), dy = Double(to.y - origin.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1e-9 else { return 1 }
        let p = position(at: date)
        return (Double(p.x - origin.x) * dx + Double(p.y - origin.y) * dy) / (length * length)
    }

    /// Speed in points per second.
    func speed(at date: Date) -> Double {
        let v = velocity(at: date)
        return (Double(v.x) * Double(v.x) + Double(v.y) * Double(v.y)).squareRoot()
    }
}

/// The ball's motion: the flights so far (the recent ones, for the plot).
struct BallMotion: Equatable {
    private(set) var flights: [Flight]
    /// The spring the next click sends the ball off with: the last one chosen.
    private(set) var spring: Spring
    /// How much of the past the plot shows.
    static let window = 4.0

    init(at point: CGPoint, date: Date, spring: Spring) {
        self.spring = spring
        flights = [Flight(start: date, from: point, to: point, initialVelocity: .zero, spring: spring, cause: .start, origin: point)]
    }

    var current: Flight { flights[flights.count - 1] }

    func position(at date: Date) -> CGPoint { current.position(at: date) }
    func velocity(at date: Date) -> CGPoint { current.velocity(at: date) }
    func isMoving(at date: Date) -> Bool { date < current.restDate }

    /// Sends the ball to `target` from wherever it is at `date`, velocity kept.
    mutating func retarget(to target: CGPoint, spring: Spring, at date: Date, cause: Flight.Cause) {
        let date = max(date, current.start)
        let here = position(at: date)
        let flight = Flight(start: date, from: here, to: target, initialVelocity: velocity(at: date), spring: spring, cause: cause,
                            origin: cause == .spring ? current.origin : here)
        flights.append(flight)
        // Forget legs that ended before the plot's window.
        while flights.count > 2, date.timeIntervalSince(flights[1].start) > Self.window { flights.removeFirst() }
    }

    /// A new spring for the running motion: the ball keeps going from where it is, with its
    /// velocity, to the same target. At rest nothing moves, so nothing starts; the next click
    /// uses it.
    mutating func change(spring: Spring, at date: Date) {
        self.spring = spring
        guard isMoving(at: date) else { return }
        retarget(to: current.to, spring: spring, at: date, cause: .spring)
    }
}
