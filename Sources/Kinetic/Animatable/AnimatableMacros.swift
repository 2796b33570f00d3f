import KineticCore

/// Makes a struct animatable: adds `Animatable` conformance and an `animatableData` that
/// gathers, in declaration order, every stored `var` of an animatable type, nested through
/// `AnimatablePair`.
///
/// ```swift
/// @Animatable
/// struct Gauge: Shape {
///     var level: Double          // animated
///     var needle: Angle          // animated, through its own animatableData
///     var ticks: Int             // left out: an Int is not animatable
///     @AnimatableIgnored
///     var label: String          // left out by request
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
///
/// `let`s, computed, static and `lazy` properties, property wrappers (`@State`…) and
/// properties written with types that do not animate (`Int`, `String`, `Bool`, `Date`, optionals,
/// collections, closures) are left out. Any other written type is taken as `Animatable`; if it
/// is not, the compiler says so at the generated `animatableData`, and `@AnimatableIgnored`
/// leaves it out. On a class or an enum the macro is an error; with nothing to animate, a
/// warning.
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "KineticMacros", type: "AnimatableMacro")

/// Leaves a stored `var` of an ``Animatable()`` struct out of its `animatableData`.
@attached(peer)
public macro AnimatableIgnored() = #externalMacro(module: "KineticMacros", type: "AnimatableIgnoredMacro")
