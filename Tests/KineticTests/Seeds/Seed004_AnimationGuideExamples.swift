// Seed 004_70c30cced16f1aaf.txt — a second copy of the practitioner's guide, flattened to text
// (no markdown headings survive), with more worked examples: ScaleEffectModifier, RadialLayout,
// the @Animatable numeric displays, troubleshooting cases.
//
// Samples are marked "004-N" with the seed's line number and the nearest prose. Samples that are
// word-for-word those of Seed002 are still repeated (the seed repeats them). Fragments go on a
// Rectangle inside a small view; undefined names get minimal stand-ins marked `// stand-in`. Not
// included (not view samples): the VectorArithmetic/Animatable/CustomAnimation protocol
// restatements, LinearAnimation, the `shouldMerge(...)` and "❌ WRONG" pseudo-code.
// Flags: see Seed001_CustomAnimation.swift.

import Foundation
import Kinetic

enum Seed004 {}

// MARK: 004-1 — line 8, "Animation is the process of generating intermediate values"
extension Seed004 {
    struct S1_OpacityFragment: View {
        var body: some View {
            Rectangle().opacity(0)
            Rectangle().opacity(1)
        }
    }
}

// MARK: 004-2, 004-3 — lines 26–40, "Int does not conform to VectorArithmetic"
extension Seed004 {
    struct CounterView: View {
        @State private var count: Int = 0
        var body: some View {
            Text("\(count)")
                .animation(.spring, value: count)
        }
    }

    struct AnimatedCounterView: View {
        @State private var count: Float = 0
        var body: some View {
            Text("\(Int(count))")
                .animation(.spring, value: count)
        }
    }
}

// MARK: 004-4 — line 44, "Animatable attributes conceptually have two values"
extension Seed004 {
    struct S4_ScaleFragment: View {
        var selected: Bool
        var body: some View {
            Rectangle().scaleEffect(selected ? 1.5 : 1.0)
        }
    }
}

// MARK: 004-5 — line 54, "use AnimatablePair to combine vectors": ScaleEffectModifier
// needs: ViewModifier (body(content:), Content), View.modifier(_:) for any ViewModifier, and an
//        Animatable modifier's body re-run per frame with interpolated animatableData
extension Seed004 {
    enum S5_ScaleEffectModifier {
        struct ScaleEffectModifier: ViewModifier, Animatable {
            var scale: CGSize
            var anchor: UnitPoint

            // Combine two 2D vectors into one 4D vector
            var animatableData: AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData> {
                get {
                    AnimatablePair(scale.animatableData, anchor.animatableData)
                }
                set {
                    scale.animatableData = newValue.first
                    anchor.animatableData = newValue.second
                }
            }

            func body(content: Content) -> some View {
                content.scaleEffect(scale, anchor: anchor)
            }
        }

        struct Usage: View { // stand-in: the seed shows no use
            @State private var big = false
            var body: some View {
                Rectangle()
                    .modifier(ScaleEffectModifier(scale: big ? CGSize(width: 2, height: 2) : CGSize(width: 1, height: 1),
                                                  anchor: .center))
                    .onTapGesture { withAnimation { big.toggle() } }
            }
        }
    }
}

// MARK: 004-6 — line 72, AnimatableNumberView and its usage
extension Seed004 {
    enum S6_AnimatableNumberView {
        struct AnimatableNumberView: View, Animatable {
            var number: Double
            var animatableData: Double {
                get { number }
                set { number = newValue }
            }
            var body: some View {
                Text("\(Int(number))")
                    .font(.largeTitle)
            }
        }

        // Usage
        struct Usage: View {
            @State private var value: Double = 0 // stand-in
            var body: some View {
                AnimatableNumberView(number: value)
                    .animation(.spring, value: value)
            }
        }
    }
}

// MARK: 004-7 — line 91, "This is expensive but necessary for animating along a circular path"
// The seed puts `@Animatable` on a type that also writes animatableData by hand; the attribute
// is left out here (it needs ROADMAP item 5 and adds nothing) so issue 4's radial layout is
// checked now.
// Tests/KineticTests/Seeds/SeedBehaviourTests.swift checks that the children travel along the circle.
extension Seed004 {
    enum S7_RadialLayout {
        // This is expensive but necessary for animating along a circular path
        // @Animatable
        struct RadialLayout: Layout {
            var offsetAngle: Angle
            var animatableData: Angle.AnimatableData {
                get { offsetAngle.animatableData }
                set { offsetAngle.animatableData = newValue }
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let radius = min(bounds.width, bounds.height) / 2
                let center = CGPoint(x: bounds.midX, y: bounds.midY)
                let angleStep = Angle.degrees(360.0 / Double(subviews.count))
                for (index, subview) in subviews.enumerated() {
                    let angle = offsetAngle + angleStep * Double(index)
                    let x = center.x + radius * cos(angle.radians)
                    let y = center.y + radius * sin(angle.radians)
                    subview.place(at: CGPoint(x: x, y: y), anchor: .center, proposal: .unspecified)
                }
            }
        }

        struct Usage: View { // stand-in: the seed shows no use
            @State private var angle = Angle.zero
            var body: some View {
                RadialLayout(offsetAngle: angle) {
                    Image("pet-1")
                    Image("pet-2")
                    Image("pet-3")
                }
                .onTapGesture { withAnimation(.smooth) { angle += .degrees(120) } }
            }
        }
    }
}

// MARK: 004-8 — line 118, "iOS 26+, you just add @Animatable"
// needs: @Animatable; @MainActor View
extension Seed004 {
    enum S8_MacroOverview {
        @MainActor
        @Animatable
        struct MyView: View {
            var scale: CGFloat
            var opacity: Double
            var body: some View {
                // ... (elided in the seed)
                Rectangle().scaleEffect(scale).opacity(opacity)
            }
        }
    }
}

// MARK: 004-9 — line 128, HikingRouteShape before the macro
extension Seed004 {
    enum S9_HikingRouteBefore {
        struct HikingRouteShape: Shape {
            var startPoint: CGPoint
            var endPoint: CGPoint
            var elevation: Double
            var drawingDirection: Bool // Don't want to animate this
            // Tedious manual animatableData declaration
            var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>,
                                               AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>> {
                get {
                    AnimatablePair(
                        AnimatablePair(startPoint.x, startPoint.y),
                        AnimatablePair(elevation, AnimatablePair(endPoint.x, endPoint.y))
                    )
                }
                set {
                    startPoint = CGPoint(x: newValue.first.first, y: newValue.first.second)
                    elevation = newValue.second.first
                    endPoint = CGPoint(x: newValue.second.second.first, y: newValue.second.second.second)
                }
            }
            func path(in rect: CGRect) -> Path {
                // Drawing code (elided in the seed; stand-in)
                Path { path in
                    path.move(to: startPoint)
                    path.addLine(to: endPoint)
                }
            }
        }
    }
}

// MARK: 004-10 — line 152, HikingRouteShape after the macro
// needs: @Animatable, @AnimatableIgnored
extension Seed004 {
    enum S10_HikingRouteAfter {
        @Animatable
        struct HikingRouteShape: Shape {
            var startPoint: CGPoint
            var endPoint: CGPoint
            var elevation: Double
            @AnimatableIgnored
            var drawingDirection: Bool // Excluded from animation
            func path(in rect: CGRect) -> Path {
                // Drawing code (stand-in)
                Path { path in
                    path.move(to: startPoint)
                    path.addLine(to: endPoint)
                }
            }
        }
    }
}

// MARK: 004-11 — line 165, "Use @AnimatableIgnored to exclude properties from animation"
// needs: @Animatable, @AnimatableIgnored; @MainActor View
extension Seed004 {
    enum S11_AnimatableIgnored {
        struct ProgressBar: View { // stand-in
            var value: Double
            var body: some View { Capsule().frame(width: 200 * value, height: 6) }
        }

        @MainActor
        @Animatable
        struct ProgressView: View {
            var progress: Double // Animated
            var totalItems: Int // Animated (if Float, not if Int)
            @AnimatableIgnored
            var title: String // Not animated
            @AnimatableIgnored
            var startTime: Date // Not animated
            @AnimatableIgnored
            var debugEnabled: Bool // Not animated
            var body: some View {
                VStack {
                    Text(title)
                    ProgressBar(value: progress)
                    if debugEnabled {
                        Text("Started: \(startTime.formatted())")
                    }
                }
            }
        }
    }
}

// MARK: 004-12 — line 187, "Numeric animations are extremely common": StockPriceView
// needs: @Animatable; @MainActor View; Text("\(x, format: …)") interpolation
extension Seed004 {
    enum S12_StockPrice {
        @MainActor
        @Animatable
        struct StockPriceView: View {
            var price: Double
            var changePercent: Double
            var body: some View {
                VStack(alignment: .trailing) {
                    Text("$\(price, format: .number.precision(.fractionLength(2)))")
                        .font(.title)
                    Text("\(changePercent > 0 ? "+" : "")\(changePercent, format: .percent)")
                        .foregroundColor(changePercent > 0 ? .green : .red)
                }
            }
        }
    }
}

// MARK: 004-13 — line 202, HeartRateView
// needs: @Animatable, @AnimatableIgnored; @MainActor View
extension Seed004 {
    enum S13_HeartRate {
        @MainActor
        @Animatable
        struct HeartRateView: View {
            var bpm: Double
            @AnimatableIgnored
            var timestamp: Date
            var body: some View {
                VStack {
                    Text("\(Int(bpm))")
                        .font(.system(size: 60, weight: .bold))
                    Text("BPM")
                        .font(.caption)
                        .foregroundColor(.secondary)
                }
            }
        }
    }
}

// MARK: 004-14 — line 219, ScoreView
// needs: @Animatable; @MainActor View; Text("\(x, format: …)") interpolation
extension Seed004 {
    enum S14_Score {
        @MainActor
        @Animatable
        struct ScoreView: View {
            var score: Float
            var multiplier: Float
            var body: some View {
                HStack {
                    Text("\(Int(score))")
                        .font(.largeTitle)
                    Text("×\(multiplier, format: .number.precision(.fractionLength(1)))")
                        .font(.title2)
                        .foregroundColor(.orange)
                }
            }
        }
    }
}

// MARK: 004-15 — line 235, TimerView
// needs: @Animatable; @MainActor View; Font.system(_:design:) with Font.TextStyle and Font.Design
extension Seed004 {
    enum S15_Timer {
        @MainActor
        @Animatable
        struct TimerView: View {
            var remainingSeconds: Double
            var body: some View {
                let minutes = Int(remainingSeconds) / 60
                let seconds = Int(remainingSeconds) % 60
                Text(String(format: "%02d:%02d", minutes, seconds))
                    .font(.system(.largeTitle, design: .monospaced))
            }
        }
    }
}

// MARK: 004-16, 004-17 — lines 247–276, the complete example: ContentView and StockPriceView
// needs: @Animatable; @MainActor View; Text("\(x, format: …)"); Text.fontWeight(_:);
//        Button(_:action:); buttonStyle(.borderedProminent)
extension Seed004 {
    enum S16_17_StockPriceExample {
        struct ContentView: View {
            @State private var stockPrice: Double = 142.50
            var body: some View {
                VStack(spacing: 20) {
                    StockPriceView(price: stockPrice, changePercent: 0.025)
                        .animation(.spring(duration: 0.8), value: stockPrice)
                    Button("Simulate Price Change") {
                        stockPrice = Double.random(in: 130...160)
                    }
                    .buttonStyle(.borderedProminent)
                }
                .padding()
            }
        }

        @MainActor
        @Animatable
        struct StockPriceView: View {
            var price: Double
            var changePercent: Double
            var body: some View {
                VStack(alignment: .trailing) {
                    Text("$\(price, format: .number.precision(.fractionLength(2)))")
                        .font(.title)
                        .fontWeight(.semibold)
                    Text("\(changePercent > 0 ? "+" : "")\(changePercent, format: .percent.precision(.fractionLength(2)))")
                        .font(.subheadline)
                        .foregroundColor(changePercent > 0 ? .green : .red)
                }
            }
        }
    }
}

// MARK: 004-18 … 004-25 — lines 279–315, timing curves, springs, higher-order, default animation
// The fragments use the deprecated `animation(_:)`, as the seed writes them; the struct is marked
// deprecated itself, so they compile without a warning.
// needs: UnitCurve(startControlPoint: CGPoint, endControlPoint: CGPoint) — not SwiftUI API either
extension Seed004 {
    @available(*, deprecated, message: "the seed's fragments use the deprecated animation(_:)")
    struct S18to25_AnimationTypeFragments: View {
        @State private var flag = false // stand-in
        var body: some View {
            Rectangle().animation(.linear) // Constant speed
            Rectangle().animation(.easeIn) // Starts slow, ends fast
            Rectangle().animation(.easeOut) // Starts fast, ends slow
            Rectangle().animation(.easeInOut) // Slow start and end, fast middle
            let customCurve = UnitCurve(
                startControlPoint: CGPoint(x: 0.2, y: 0),
                endControlPoint: CGPoint(x: 0.8, y: 1)
            )
            Rectangle().animation(.timingCurve(customCurve, duration: 0.5))
            Rectangle().animation(.easeInOut(duration: 0.3))
            Rectangle().animation(.linear(duration: 1.0))
            Rectangle().animation(.smooth) // No bounce (default since iOS 17)
            Rectangle().animation(.snappy) // Small amount of bounce
            Rectangle().animation(.bouncy) // Larger amount of bounce
            Rectangle().animation(.spring(duration: 0.6, bounce: 0.3))
            Rectangle().animation(.spring.delay(0.5))
            Rectangle().animation(.easeInOut.repeatCount(3, autoreverses: true))
            Rectangle().animation(.linear.repeatForever(autoreverses: false))
            Rectangle().animation(.spring.speed(2.0)) // 2x faster
            Rectangle().animation(.spring.speed(0.5)) // 2x slower
                .onTapGesture {
                    withAnimation {
                        // Uses .smooth spring by default
                        flag.toggle()
                    }
                }
        }
    }
}

// MARK: 004-26 — line 319, "The most common way to trigger an animation"
// needs: Button(_:action:)
extension Seed004 {
    struct S26_ScaleUpButton: View {
        @State private var scale: CGFloat = 1.0 // stand-in
        var body: some View {
            Button("Scale Up") {
                withAnimation(.spring) {
                    scale = 1.5
                }
            }
            .scaleEffect(scale)
        }
    }
}

// MARK: 004-27, 004-28 — lines 325–331, explicit animation and withAnimation(nil)
extension Seed004 {
    struct S27_28_ExplicitAndNoAnimation: View {
        @State private var isExpanded = false // stand-in
        @State private var shift: Double = 0 // stand-in
        func resetState() { shift = 0 } // stand-in
        var body: some View {
            Rectangle()
                .frame(height: isExpanded ? 200 : 100)
                .offset(x: shift)
                .onTapGesture {
                    withAnimation(.spring(duration: 0.6, bounce: 0.4)) {
                        isExpanded.toggle()
                    }
                }
                .onAppear {
                    withAnimation(nil) {
                        // Changes happen immediately, no animation
                        resetState()
                    }
                }
        }
    }
}

// MARK: 004-29, 004-30 — lines 333–341, "Apply animations to specific values within a view"
extension Seed004 {
    struct S29_30_AnimationValue: View {
        @State private var isActive = false // stand-in
        @State private var scale: CGFloat = 1 // stand-in
        @State private var opacity: Double = 1 // stand-in
        var body: some View {
            Circle()
                .fill(isActive ? .blue : .gray)
                .animation(.spring, value: isActive)
            Circle()
                .scaleEffect(scale)
                .animation(.bouncy, value: scale)
                .opacity(opacity)
                .animation(.easeInOut, value: opacity)
        }
    }
}

// MARK: 004-31 — line 344, "Narrowly scope animations": the problem
extension Seed004 {
    enum S31_ScopedProblem {
        struct AvatarView: View {
            var selected: Bool
            var body: some View {
                Image("avatar")
                    .scaleEffect(selected ? 1.5 : 1.0)
                    .animation(.spring, value: selected)
                // ⚠️ If image also changes when selected changes,
                // image transition gets animated too (accidental)
            }
        }
    }
}

// MARK: 004-32 — line 354, the scoped solution
// needs: animation(_:value:body:) — the guide's invention: SwiftUI has only animation(_:body:)
extension Seed004 {
    enum S32_ScopedSolution {
        struct AvatarView: View {
            var selected: Bool
            var body: some View {
                Image("avatar")
                    .animation(.spring, value: selected) {
                        $0.scaleEffect(selected ? 1.5 : 1.0)
                    }
                // ✅ Only scaleEffect animates, image transition doesn't
            }
        }
    }
}

// MARK: 004-33 — lines 366–386, "Define your own transaction values to propagate custom context"

// `private` / `fileprivate` added so Seed003's copy of this key can sit in the same target.
private struct AvatarTappedKey: TransactionKey {
    static let defaultValue: Bool = false
}
fileprivate extension Transaction {
    var avatarTapped: Bool {
        get { self[AvatarTappedKey.self] }
        set { self[AvatarTappedKey.self] = newValue }
    }
}

extension Seed004 {
    struct S33_TransactionKey: View {
        @State private var isSelected = false // stand-in
        var body: some View {
            Image("avatar")
                .scaleEffect(isSelected ? 1.5 : 1.0)
                .transaction { transaction in
                    if transaction.avatarTapped {
                        transaction.animation = .bouncy
                    } else {
                        transaction.animation = .smooth
                    }
                }
                .onTapGesture {
                    var transaction = Transaction()
                    transaction.avatarTapped = true
                    withTransaction(transaction) {
                        isSelected.toggle()
                    }
                }
        }
    }
}

// MARK: 004-34 — line 447, "Built-in animatable attributes run efficiently"
extension Seed004 {
    struct S34_BuiltInEffects: View {
        var scale: CGFloat = 1 // stand-in
        var opacity: Double = 1 // stand-in
        var angle: Angle = .zero // stand-in
        var body: some View {
            Rectangle()
                .scaleEffect(scale)
                .opacity(opacity)
                .rotationEffect(angle)
        }
    }
}

// MARK: 004-35 — line 453, "Custom Animatable conformance runs on main thread"
// needs: @Animatable; @MainActor View
extension Seed004 {
    enum S35_MainThreadBody {
        @MainActor
        @Animatable
        struct MyView: View {
            var value: Double
            var animatableData: Double {
                get { value }
                set { value = newValue }
            }
            var body: some View {
                // Called every frame! (main thread)
                Text("\(value)") // stand-in for the elided body
            }
        }
    }
}

// MARK: 004-36 — line 468, "SwiftUI animates the difference between values"
extension Seed004 {
    struct S36_Difference: View {
        var isSelected: Bool
        var body: some View {
            // User taps, scale changes from 1.0 to 1.5
            Rectangle().scaleEffect(isSelected ? 1.5 : 1.0)
        }
    }
}

// MARK: 004-37 … 004-39 — lines 472–480, "Symptom: Property changes but doesn't animate"
extension Seed004 {
    struct S37_IntCount: View {
        @State private var count: Int = 0 // ❌ Int doesn't animate
        var body: some View { Text("\(count)").animation(.spring, value: count) }
    }

    struct S38_DoubleCount: View {
        // Solution
        @State private var count: Double = 0 // ✅ Double animates
        var body: some View {
            Text("\(Int(count))") // Display as Int
        }
    }

    struct S39_MissingAnimation: View {
        var value: Double = 0 // stand-in
        var body: some View {
            // ❌ No animation specified
            Text("\(value)")
            // ✅ Add animation
            Text("\(value)")
                .animation(.spring, value: value)
        }
    }
}

// MARK: 004-40 — lines 481–493, "Animates when title changes, not progress"
extension Seed004 {
    enum S40_WrongValue {
        struct ProgressBar: View { // stand-in
            var value: Double
            var body: some View { Capsule().frame(width: 200 * value, height: 6) }
        }

        struct ProgressView: View {
            @State private var progress: Double = 0
            @State private var title: String = "Loading"
            var body: some View {
                VStack {
                    Text(title)
                    ProgressBar(value: progress)
                }
                .animation(.spring, value: title) // ❌ Animates when title changes, not progress
            }
        }

        struct ProgressViewFixed: View { // the seed's "// Solution" line, applied
            @State private var progress: Double = 0
            @State private var title: String = "Loading"
            var body: some View {
                VStack {
                    Text(title)
                    ProgressBar(value: progress)
                }
                .animation(.spring, value: progress) // ✅
            }
        }
    }
}

// MARK: 004-41 … 004-43 — lines 494–515, "If you have a custom view with animatable properties"
extension Seed004 {
    enum S41_MissingConformance {
        // ❌ Missing Animatable conformance
        struct MyView: View {
            var value: Double
            var body: some View { Text("\(value)") } // `{ ... }` in the seed
        }
    }

    enum S43_ManualConformance {
        // ✅ OR manual conformance (iOS 13+)
        struct MyView: View, Animatable {
            var value: Double
            var animatableData: Double {
                get { value }
                set { value = newValue }
            }
            var body: some View { Text("\(value)") } // `{ ... }` in the seed
        }
    }
}

private func performExpensiveWork(_ value: Double) -> Double { value } // stand-in (004-44)
private func computeOnce(_ value: Double) -> String { "\(value)" } // stand-in (004-45)

extension Seed004 {
    enum S42_MacroConformance {
        // ✅ Add @Animatable macro (iOS 26+)
        @MainActor
        @Animatable
        struct MyView: View {
            var value: Double
            var body: some View { Text("\(value)") } // `{ ... }` in the seed
        }
    }

    // MARK: 004-44 — line 517, "Symptom: Animation is choppy or drops frames"
    enum S44_ExpensiveView {
        @MainActor
        @Animatable
        struct ExpensiveView: View {
            var value: Double
            var animatableData: Double {
                get { value }
                set { value = newValue }
            }
            var body: some View {
                // ❌ Called every frame!
                let heavyComputation = performExpensiveWork(value)
                return Text("\(heavyComputation)")
            }
        }
    }
}

// MARK: 004-45 — line 532, "Solution: Use built-in effects instead"
extension Seed004 {
    enum S45_Optimized {
        struct OptimizedView: View {
            @State private var value: Double = 0
            var body: some View {
                Text("\(computeOnce(value))")
                    .opacity(value) // ✅ Built-in effect, off-main-thread
            }
        }
    }
}

// MARK: 004-46 — lines 543–550, "Spring animations merge by default" (two alternatives)
extension Seed004 {
    struct S46_MergeVsAdditive: View {
        @State private var scale: CGFloat = 1.5 // stand-in

        func springVersion() {
            // ❌ Spring merges with previous animation
            withAnimation(.spring) {
                scale = 1.0
            }
        }

        func timingCurveVersion() {
            // ✅ Timing curve starts fresh (additive, no merge)
            withAnimation(.easeInOut(duration: 0.5)) {
                scale = 1.0
            }
        }

        var body: some View {
            Rectangle()
                .scaleEffect(scale)
                .onTapGesture(count: 1) { springVersion() }
                .onTapGesture(count: 2) { timingCurveVersion() }
        }
    }
}
