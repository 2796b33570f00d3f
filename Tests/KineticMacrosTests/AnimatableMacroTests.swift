import KineticMacros
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

/// Expands `source` with both macros and records any mismatch as an issue at the call.
/// `alreadyConforms` plays the compiler's part of reporting that the type conforms to Animatable
/// already (through Shape, say), in which case it passes no protocol to the extension role.
func assertExpansion(
    _ source: String,
    expandedSource: String,
    diagnostics: [ExpectedDiagnostic] = [],
    alreadyConforms: Bool = false,
    fixedSource: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let animatable = TypeSyntax(IdentifierTypeSyntax(name: .identifier("Animatable")))
    let specs: [String: MacroSpec] = [
        "Animatable": MacroSpec(type: AnimatableMacro.self, conformances: alreadyConforms ? [] : [animatable]),
        "AnimatableIgnored": MacroSpec(type: AnimatableIgnoredMacro.self),
    ]
    assertMacroExpansion(source, expandedSource: expandedSource, diagnostics: diagnostics, macroSpecs: specs,
                         fixedSource: fixedSource, sourceLocation: sourceLocation)
}

@Suite("@Animatable expansion")
struct AnimatableExpansionTests {
    @Test func oneProperty() {
        assertExpansion(
            """
            @Animatable
            struct Pulse {
                var radius: CGFloat
            }
            """,
            expandedSource: """
            struct Pulse {
                var radius: CGFloat

                nonisolated var animatableData: CGFloat.AnimatableData {
                    get {
                        self.radius.animatableData
                    }
                    set {
                        self.radius.animatableData = newValue
                    }
                }
            }

            extension Pulse: Animatable {
            }
            """
        )
    }

    @Test func twoProperties() {
        assertExpansion(
            """
            @Animatable
            struct Ring {
                var progress: Double
                var thickness: CGFloat
            }
            """,
            expandedSource: """
            struct Ring {
                var progress: Double
                var thickness: CGFloat

                nonisolated var animatableData: AnimatablePair<Double.AnimatableData, CGFloat.AnimatableData> {
                    get {
                        AnimatablePair(self.progress.animatableData, self.thickness.animatableData)
                    }
                    set {
                        self.progress.animatableData = newValue.first
                        self.thickness.animatableData = newValue.second
                    }
                }
            }

            extension Ring: Animatable {
            }
            """
        )
    }

    @Test func threeProperties() {
        assertExpansion(
            """
            @Animatable
            struct Blob {
                var center: CGPoint
                var radius: CGFloat
                var wobble: Float
            }
            """,
            expandedSource: """
            struct Blob {
                var center: CGPoint
                var radius: CGFloat
                var wobble: Float

                nonisolated var animatableData: AnimatablePair<CGPoint.AnimatableData, AnimatablePair<CGFloat.AnimatableData, Float.AnimatableData>> {
                    get {
                        AnimatablePair(self.center.animatableData, AnimatablePair(self.radius.animatableData, self.wobble.animatableData))
                    }
                    set {
                        self.center.animatableData = newValue.first
                        self.radius.animatableData = newValue.second.first
                        self.wobble.animatableData = newValue.second.second
                    }
                }
            }

            extension Blob: Animatable {
            }
            """
        )
    }

    @Test func fiveProperties() {
        assertExpansion(
            """
            @Animatable
            struct Dial {
                var angle: Double
                var inset: CGFloat
                var glow: Float
                var pivot: CGPoint
                var range: AnimatablePair<Double, Double>
            }
            """,
            expandedSource: """
            struct Dial {
                var angle: Double
                var inset: CGFloat
                var glow: Float
                var pivot: CGPoint
                var range: AnimatablePair<Double, Double>

                nonisolated var animatableData: AnimatablePair<Double.AnimatableData, AnimatablePair<CGFloat.AnimatableData, AnimatablePair<Float.AnimatableData, AnimatablePair<CGPoint.AnimatableData, AnimatablePair<Double, Double>.AnimatableData>>>> {
                    get {
                        AnimatablePair(self.angle.animatableData, AnimatablePair(self.inset.animatableData, AnimatablePair(self.glow.animatableData, AnimatablePair(self.pivot.animatableData, self.range.animatableData))))
                    }
                    set {
                        self.angle.animatableData = newValue.first
                        self.inset.animatableData = newValue.second.first
                        self.glow.animatableData = newValue.second.second.first
                        self.pivot.animatableData = newValue.second.second.second.first
                        self.range.animatableData = newValue.second.second.second.second
                    }
                }
            }

            extension Dial: Animatable {
            }
            """
        )
    }

    @Test func mixedTypesKeepOnlyAnimatableOnes() {
        assertExpansion(
            """
            @Animatable
            struct Tally {
                var scale: CGFloat
                var count: Int
                var weight: Float
                var title: String
            }
            """,
            expandedSource: """
            struct Tally {
                var scale: CGFloat
                var count: Int
                var weight: Float
                var title: String

                nonisolated var animatableData: AnimatablePair<CGFloat.AnimatableData, Float.AnimatableData> {
                    get {
                        AnimatablePair(self.scale.animatableData, self.weight.animatableData)
                    }
                    set {
                        self.scale.animatableData = newValue.first
                        self.weight.animatableData = newValue.second
                    }
                }
            }

            extension Tally: Animatable {
            }
            """
        )
    }

    @Test func ignoredPropertyIsLeftOut() {
        assertExpansion(
            """
            @Animatable
            struct Meter {
                var level: Double
                @AnimatableIgnored
                var peak: Double
                @AnimatableIgnored var floor: CGFloat
            }
            """,
            expandedSource: """
            struct Meter {
                var level: Double
                var peak: Double
                var floor: CGFloat

                nonisolated var animatableData: Double.AnimatableData {
                    get {
                        self.level.animatableData
                    }
                    set {
                        self.level.animatableData = newValue
                    }
                }
            }

            extension Meter: Animatable {
            }
            """
        )
    }

    @Test func letsStaticsComputedLazyAndWrappersAreLeftOut() {
        assertExpansion(
            """
            @Animatable
            struct Knob {
                let detents: Double
                static var defaultTurn: Double = 0
                class var unused: Double { 0 }
                var doubled: Double { turn * 2 }
                var clamped: Double {
                    get { min(turn, 1) }
                    set { turn = newValue }
                }
                lazy var cache: Double = 0
                @State var pressed: Double = 0
                @Environment(\\.scale) var displayScale
                @Binding var external: CGFloat
                var turn: Double
            }
            """,
            expandedSource: """
            struct Knob {
                let detents: Double
                static var defaultTurn: Double = 0
                class var unused: Double { 0 }
                var doubled: Double { turn * 2 }
                var clamped: Double {
                    get { min(turn, 1) }
                    set { turn = newValue }
                }
                lazy var cache: Double = 0
                @State var pressed: Double = 0
                @Environment(\\.scale) var displayScale
                @Binding var external: CGFloat
                var turn: Double

                nonisolated var animatableData: Double.AnimatableData {
                    get {
                        self.turn.animatableData
                    }
                    set {
                        self.turn.animatableData = newValue
                    }
                }
            }

            extension Knob: Animatable {
            }
            """
        )
    }

    @Test func observedVarIsIncluded() {
        assertExpansion(
            """
            @Animatable
            struct Slider {
                var value: Double {
                    didSet { changes += 1 }
                }
                var changes = 0
            }
            """,
            expandedSource: """
            struct Slider {
                var value: Double {
                    didSet { changes += 1 }
                }
                var changes = 0

                nonisolated var animatableData: Double.AnimatableData {
                    get {
                        self.value.animatableData
                    }
                    set {
                        self.value.animatableData = newValue
                    }
                }
            }

            extension Slider: Animatable {
            }
            """
        )
    }

    @Test func existingAnimatableDataIsKept() {
        assertExpansion(
            """
            @Animatable
            struct Wave {
                var phase: Double
                var amplitude: Double
                var animatableData: Double {
                    get { phase }
                    set { phase = newValue }
                }
            }
            """,
            expandedSource: """
            struct Wave {
                var phase: Double
                var amplitude: Double
                var animatableData: Double {
                    get { phase }
                    set { phase = newValue }
                }
            }

            extension Wave: Animatable {
            }
            """
        )
    }

    @Test func aMainActorStructsOwnAnimatableDataConformsWithPreconcurrency() {
        assertExpansion(
            """
            @MainActor
            @Animatable
            struct Meter {
                var value: Double
                var animatableData: Double {
                    get { value }
                    set { value = newValue }
                }
            }
            """,
            expandedSource: """
            @MainActor
            struct Meter {
                var value: Double
                var animatableData: Double {
                    get { value }
                    set { value = newValue }
                }
            }

            extension Meter: @preconcurrency Animatable {
            }
            """
        )
    }

    @Test func publicStructGetsPublicMember() {
        assertExpansion(
            """
            @Animatable
            public struct Gauge {
                public var level: CGFloat
                var needle: Double
            }
            """,
            expandedSource: """
            public struct Gauge {
                public var level: CGFloat
                var needle: Double

                public nonisolated var animatableData: AnimatablePair<CGFloat.AnimatableData, Double.AnimatableData> {
                    get {
                        AnimatablePair(self.level.animatableData, self.needle.animatableData)
                    }
                    set {
                        self.level.animatableData = newValue.first
                        self.needle.animatableData = newValue.second
                    }
                }
            }

            extension Gauge: Animatable {
            }
            """
        )
    }

    @Test func packageStructGetsPackageMember() {
        assertExpansion(
            """
            @Animatable
            package struct Fader {
                var gain: Double
            }
            """,
            expandedSource: """
            package struct Fader {
                var gain: Double

                package nonisolated var animatableData: Double.AnimatableData {
                    get {
                        self.gain.animatableData
                    }
                    set {
                        self.gain.animatableData = newValue
                    }
                }
            }

            extension Fader: Animatable {
            }
            """
        )
    }

    @Test func alreadyConformingStructGetsNoExtension() {
        assertExpansion(
            """
            @Animatable
            struct Arc: Shape {
                var sweep: Double
            }
            """,
            expandedSource: """
            struct Arc: Shape {
                var sweep: Double

                nonisolated var animatableData: Double.AnimatableData {
                    get {
                        self.sweep.animatableData
                    }
                    set {
                        self.sweep.animatableData = newValue
                    }
                }
            }
            """,
            alreadyConforms: true
        )
    }

    @Test func genericStructUsesItsParameter() {
        assertExpansion(
            """
            @Animatable
            struct G<V: Animatable> {
                var v: V
            }
            """,
            expandedSource: """
            struct G<V: Animatable> {
                var v: V

                nonisolated var animatableData: V.AnimatableData {
                    get {
                        self.v.animatableData
                    }
                    set {
                        self.v.animatableData = newValue
                    }
                }
            }

            extension G: Animatable {
            }
            """
        )
    }

    @Test func nonAnimatableWrittenTypesAreLeftOut() {
        assertExpansion(
            """
            @Animatable
            struct Catalogue {
                var maybe: Double?
                var forced: CGFloat!
                var wrapped: Optional<Double>
                var list: [Double]
                var table: [String: Double]
                var unique: Set<Int>
                var pair: (Double, Double)
                var action: () -> Void
                var sendableAction: @Sendable () -> Void
                var kind: Double.Type
                var label: some View
                var shape: any Shape
                var link: Binding<Double>
                var state: State<Double>
                var path: KeyPath<Catalogue, Double>
                var selection: Item.ID
                var stamp: Foundation.Date
                var big: Swift.Int64
                var tint: Color
                var curve: Animation
                var offset: Double
            }
            """,
            expandedSource: """
            struct Catalogue {
                var maybe: Double?
                var forced: CGFloat!
                var wrapped: Optional<Double>
                var list: [Double]
                var table: [String: Double]
                var unique: Set<Int>
                var pair: (Double, Double)
                var action: () -> Void
                var sendableAction: @Sendable () -> Void
                var kind: Double.Type
                var label: some View
                var shape: any Shape
                var link: Binding<Double>
                var state: State<Double>
                var path: KeyPath<Catalogue, Double>
                var selection: Item.ID
                var stamp: Foundation.Date
                var big: Swift.Int64
                var tint: Color
                var curve: Animation
                var offset: Double

                nonisolated var animatableData: Double.AnimatableData {
                    get {
                        self.offset.animatableData
                    }
                    set {
                        self.offset.animatableData = newValue
                    }
                }
            }

            extension Catalogue: Animatable {
            }
            """
        )
    }

    @Test func typesAreInferredFromLiteralsAndTypeCalls() {
        assertExpansion(
            """
            @Animatable
            struct Sprite {
                var opacity = 0.5
                var tilt = -0.25
                var frames = 12
                var name = "hero"
                var visible = true
                var trail = [1.0, 2.0]
                var tags = ["a": 1]
                var lastHit = nil
                var corner = CGFloat(8)
                var origin = CGPoint(x: 0, y: 0)
                var depth = Motion.Depth(1)
                var stamp = Date()
                var lift = 1 as Float
            }
            """,
            expandedSource: """
            struct Sprite {
                var opacity = 0.5
                var tilt = -0.25
                var frames = 12
                var name = "hero"
                var visible = true
                var trail = [1.0, 2.0]
                var tags = ["a": 1]
                var lastHit = nil
                var corner = CGFloat(8)
                var origin = CGPoint(x: 0, y: 0)
                var depth = Motion.Depth(1)
                var stamp = Date()
                var lift = 1 as Float

                nonisolated var animatableData: AnimatablePair<Double.AnimatableData, AnimatablePair<Double.AnimatableData, AnimatablePair<CGFloat.AnimatableData, AnimatablePair<CGPoint.AnimatableData, AnimatablePair<Motion.Depth.AnimatableData, Float.AnimatableData>>>>> {
                    get {
                        AnimatablePair(self.opacity.animatableData, AnimatablePair(self.tilt.animatableData, AnimatablePair(self.corner.animatableData, AnimatablePair(self.origin.animatableData, AnimatablePair(self.depth.animatableData, self.lift.animatableData)))))
                    }
                    set {
                        self.opacity.animatableData = newValue.first
                        self.tilt.animatableData = newValue.second.first
                        self.corner.animatableData = newValue.second.second.first
                        self.origin.animatableData = newValue.second.second.second.first
                        self.depth.animatableData = newValue.second.second.second.second.first
                        self.lift.animatableData = newValue.second.second.second.second.second
                    }
                }
            }

            extension Sprite: Animatable {
            }
            """
        )
    }

    @Test func severalBindingsInOneDeclaration() {
        assertExpansion(
            """
            @Animatable
            struct Frame {
                var width, height: CGFloat
                var x = 1.0, count = 2
            }
            """,
            expandedSource: """
            struct Frame {
                var width, height: CGFloat
                var x = 1.0, count = 2

                nonisolated var animatableData: AnimatablePair<CGFloat.AnimatableData, AnimatablePair<CGFloat.AnimatableData, Double.AnimatableData>> {
                    get {
                        AnimatablePair(self.width.animatableData, AnimatablePair(self.height.animatableData, self.x.animatableData))
                    }
                    set {
                        self.width.animatableData = newValue.first
                        self.height.animatableData = newValue.second.first
                        self.x.animatableData = newValue.second.second
                    }
                }
            }

            extension Frame: Animatable {
            }
            """
        )
    }

    @Test func neutralAttributesAndAwkwardNamesAreKept() {
        assertExpansion(
            """
            @Animatable
            struct Odd {
                @usableFromInline var `default`: Double
                @available(*, deprecated) var newValue: Double
            }
            """,
            expandedSource: """
            struct Odd {
                @usableFromInline var `default`: Double
                @available(*, deprecated) var newValue: Double

                nonisolated var animatableData: AnimatablePair<Double.AnimatableData, Double.AnimatableData> {
                    get {
                        AnimatablePair(self.`default`.animatableData, self.newValue.animatableData)
                    }
                    set {
                        self.`default`.animatableData = newValue.first
                        self.newValue.animatableData = newValue.second
                    }
                }
            }

            extension Odd: Animatable {
            }
            """
        )
    }
}

@Suite("Seed examples")
struct SeedExampleTests {
    @Test func hikingRouteShape() {
        // Shape refines Animatable, so the compiler asks for no extension.
        assertExpansion(
            """
            import Motion

            @Animatable
            struct HikingRouteShape: Shape {
                var startPoint: CGPoint
                var endPoint: CGPoint
                var elevation: Double
                @AnimatableIgnored
                var drawingDirection: Bool
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: drawingDirection ? startPoint : endPoint)
                    path.addLine(to: drawingDirection ? endPoint : startPoint)
                    return path
                }
            }
            """,
            expandedSource: """
            import Motion
            struct HikingRouteShape: Shape {
                var startPoint: CGPoint
                var endPoint: CGPoint
                var elevation: Double
                var drawingDirection: Bool
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: drawingDirection ? startPoint : endPoint)
                    path.addLine(to: drawingDirection ? endPoint : startPoint)
                    return path
                }

                nonisolated var animatableData: AnimatablePair<CGPoint.AnimatableData, AnimatablePair<CGPoint.AnimatableData, Double.AnimatableData>> {
                    get {
                        AnimatablePair(self.startPoint.animatableData, AnimatablePair(self.endPoint.animatableData, self.elevation.animatableData))
                    }
                    set {
                        self.startPoint.animatableData = newValue.first
                        self.endPoint.animatableData = newValue.second.first
                        self.elevation.animatableData = newValue.second.second
                    }
                }
            }
            """,
            alreadyConforms: true
        )
    }

    @Test func animatedValueView() {
        assertExpansion(
            """
            import Motion

            @MainActor
            @Animatable
            struct AnimatedValueView: View {
                var value: Double
                var changePercent: Double
                @AnimatableIgnored
                var label: String
                var body: some View {
                    HStack {
                        Text(label)
                        Text(value, format: .number.precision(.fractionLength(2)))
                        Text(changePercent, format: .percent)
                    }
                }
            }
            """,
            expandedSource: """
            import Motion

            @MainActor
            struct AnimatedValueView: View {
                var value: Double
                var changePercent: Double
                var label: String
                var body: some View {
                    HStack {
                        Text(label)
                        Text(value, format: .number.precision(.fractionLength(2)))
                        Text(changePercent, format: .percent)
                    }
                }

                nonisolated var animatableData: AnimatablePair<Double.AnimatableData, Double.AnimatableData> {
                    get {
                        AnimatablePair(self.value.animatableData, self.changePercent.animatableData)
                    }
                    set {
                        self.value.animatableData = newValue.first
                        self.changePercent.animatableData = newValue.second
                    }
                }
            }

            extension AnimatedValueView: Animatable {
            }
            """
        )
    }
}

@Suite("@Animatable and @AnimatableIgnored diagnostics")
struct AnimatableDiagnosticTests {
    static let notAStructTail =
        ": animation works on copies of a value, reading and writing the stored properties of its animatableData on every frame"

    @Test func classIsRejected() {
        assertExpansion(
            """
            @Animatable
            final class Spinner {
                var angle: Double = 0
            }
            """,
            expandedSource: """
            final class Spinner {
                var angle: Double = 0
            }
            """,
            diagnostics: [
                ExpectedDiagnostic(
                    message: "@Animatable applies to a struct only, and this is class 'Spinner'" + Self.notAStructTail,
                    line: 1,
                    column: 1,
                    severity: .error,
                    fixIts: [ExpectedFixIt(message: "Remove '@Animatable'")]
                )
            ],
            fixedSource: """
            final class Spinner {
                var angle: Double = 0
            }
            """
        )
    }

    @Test func enumIsRejected() {
        assertExpansion(
            """
            /// Phases of a blink.
            @MainActor @Animatable enum Blink {
                case open, closed
            }
            """,
            expandedSource: """
            /// Phases of a blink.
            @MainActor enum Blink {
                case open, closed
            }
            """,
            diagnostics: [
                ExpectedDiagnostic(
                    message: "@Animatable applies to a struct only, and this is enum 'Blink'" + Self.notAStructTail,
                    line: 2,
                    column: 12,
                    severity: .error,
                    fixIts: [ExpectedFixIt(message: "Remove '@Animatable'")]
                )
            ],
            fixedSource: """
            /// Phases of a blink.
            @MainActor enum Blink {
                case open, closed
            }
            """
        )
    }

    @Test(arguments: [
        ("actor Clock {}", "actor 'Clock'"),
        ("protocol Drawable {}", "protocol 'Drawable'"),
        ("extension Path {}", "an extension of 'Path'"),
    ])
    func otherDeclarationsAreRejected(declaration: String, description: String) {
        assertExpansion(
            """
            @Animatable
            \(declaration)
            """,
            expandedSource: declaration,
            diagnostics: [
                ExpectedDiagnostic(
                    message: "@Animatable applies to a struct only, and this is \(description)" + Self.notAStructTail,
                    line: 1,
                    column: 1,
                    severity: .error,
                    fixIts: [ExpectedFixIt(message: "Remove '@Animatable'")]
                )
            ],
            fixedSource: declaration
        )
    }

    @Test func nothingToAnimateWarnsAndUsesEmptyData() {
        assertExpansion(
            """
            @Animatable
            struct Caption {
                var text: String
                let size: Double
            }
            """,
            expandedSource: """
            struct Caption {
                var text: String
                let size: Double

                nonisolated var animatableData: EmptyAnimatableData {
                    get {
                        EmptyAnimatableData()
                    }
                    set {
                    }
                }
            }

            extension Caption: Animatable {
            }
            """,
            diagnostics: [
                ExpectedDiagnostic(
                    message: "@Animatable: 'Caption' has no stored var of an animatable type, so its animatableData "
                        + "is EmptyAnimatableData and nothing in it will animate",
                    line: 1,
                    column: 1,
                    severity: .warning
                )
            ]
        )
    }

    @Test func untypedNonLiteralPropertyIsAnError() {
        assertExpansion(
            """
            @Animatable
            struct Badge {
                var size: Double
                var tint = Palette.accent
                private var glow = makeGlow()
            }
            """,
            expandedSource: """
            struct Badge {
                var size: Double
                var tint = Palette.accent
                private var glow = makeGlow()

                nonisolated var animatableData: Double.AnimatableData {
                    get {
                        self.size.animatableData
                    }
                    set {
                        self.size.animatableData = newValue
                    }
                }
            }

            extension Badge: Animatable {
            }
            """,
            diagnostics: [
                ExpectedDiagnostic(
                    message: "@Animatable cannot tell the type of 'tint' from its initial value; write its type "
                        + "(for example ': Double') or mark it @AnimatableIgnored",
                    line: 4,
                    column: 9,
                    severity: .error,
                    fixIts: [ExpectedFixIt(message: "Add '@AnimatableIgnored'")]
                ),
                ExpectedDiagnostic(
                    message: "@Animatable cannot tell the type of 'glow' from its initial value; write its type "
                        + "(for example ': Double') or mark it @AnimatableIgnored",
                    line: 5,
                    column: 17,
                    severity: .error,
                    fixIts: [ExpectedFixIt(message: "Add '@AnimatableIgnored'")]
                ),
            ],
            fixedSource: """
            @Animatable
            struct Badge {
                var size: Double
                @AnimatableIgnored var tint = Palette.accent
                @AnimatableIgnored private var glow = makeGlow()
            }
            """
        )
    }

    @Test func tuplePatternIsAnError() {
        assertExpansion(
            """
            @Animatable
            struct Span {
                var (low, high) = bounds()
            }
            """,
            expandedSource: """
            struct Span {
                var (low, high) = bounds()

                nonisolated var animatableData: EmptyAnimatableData {
                    get {
                        EmptyAnimatableData()
                    }
                    set {
                    }
                }
            }

            extension Span: Animatable {
            }
            """,
            diagnostics: [
                ExpectedDiagnostic(
                    message: "@Animatable cannot see into a tuple pattern; declare each property on its own with its "
                        + "type, or mark the declaration @AnimatableIgnored",
                    line: 3,
                    column: 9,
                    severity: .error,
                    fixIts: [ExpectedFixIt(message: "Add '@AnimatableIgnored'")]
                )
            ],
            fixedSource: """
            @Animatable
            struct Span {
                @AnimatableIgnored var (low, high) = bounds()
            }
            """
        )
    }

    @Test func ignoredOutsideAnimatableStructWarns() {
        assertExpansion(
            """
            struct Plain {
                @AnimatableIgnored
                var level: Double
            }
            """,
            expandedSource: """
            struct Plain {
                var level: Double
            }
            """,
            diagnostics: [
                ExpectedDiagnostic(
                    message: "@AnimatableIgnored has no effect here: it only leaves a stored var of an @Animatable "
                        + "struct out of its animatableData",
                    line: 2,
                    column: 5,
                    severity: .warning,
                    fixIts: [ExpectedFixIt(message: "Remove '@AnimatableIgnored'")]
                )
            ],
            fixedSource: """
            struct Plain {
                var level: Double
            }
            """
        )
    }

    @Test func ignoredOnLetWarns() {
        assertExpansion(
            """
            @Animatable
            struct Dot {
                var radius: Double
                @AnimatableIgnored let id: Int
            }
            """,
            expandedSource: """
            struct Dot {
                var radius: Double
                let id: Int

                nonisolated var animatableData: Double.AnimatableData {
                    get {
                        self.radius.animatableData
                    }
                    set {
                        self.radius.animatableData = newValue
                    }
                }
            }

            extension Dot: Animatable {
            }
            """,
            diagnostics: [
                ExpectedDiagnostic(
                    message: "@AnimatableIgnored has no effect on a 'let': constants are never animated",
                    line: 4,
                    column: 5,
                    severity: .warning,
                    fixIts: [ExpectedFixIt(message: "Remove '@AnimatableIgnored'")]
                )
            ],
            fixedSource: """
            @Animatable
            struct Dot {
                var radius: Double
                let id: Int
            }
            """
        )
    }

    @Test func ignoredOnComputedPropertyWarns() {
        assertExpansion(
            """
            @Animatable
            struct Dot {
                var radius: Double
                @AnimatableIgnored
                var diameter: Double { radius * 2 }
            }
            """,
            expandedSource: """
            struct Dot {
                var radius: Double
                var diameter: Double { radius * 2 }

                nonisolated var animatableData: Double.AnimatableData {
                    get {
                        self.radius.animatableData
                    }
                    set {
                        self.radius.animatableData = newValue
                    }
                }
            }

            extension Dot: Animatable {
            }
            """,
            diagnostics: [
                ExpectedDiagnostic(
                    message: "@AnimatableIgnored has no effect on a computed property: only stored vars are animated",
                    line: 4,
                    column: 5,
                    severity: .warning,
                    fixIts: [ExpectedFixIt(message: "Remove '@AnimatableIgnored'")]
                )
            ],
            fixedSource: """
            @Animatable
            struct Dot {
                var radius: Double
                var diameter: Double { radius * 2 }
            }
            """
        )
    }
}
