// Seed 002_14a45b8239abcbef.txt — a practitioner's guide to SwiftUI animation ("axiom-swiftui-
// animation-ref", markdown with "|" / "||" rows interleaved; those rows are dropped here).
//
// Every ```swift block that defines or uses a view, in the guide's order, marked "002-N" with its
// "## Part / ### section". Fragments (a bare modifier chain) are put on a Rectangle inside a
// small view. Names the guide leaves undefined (ProgressBar, DetailView, Bracelet…) get minimal
// stand-ins, marked `// stand-in`. Not included, as they are not view samples: the Animatable,
// VectorArithmetic and CustomAnimation protocol restatements, LinearAnimation (already compiled
// in Tests/MotionTests/SeedSamplesTests.swift) and the `shouldMerge(...)` pseudo-code.
// Flags: see Seed001_CustomAnimation.swift.

import Foundation
import Kinetic

enum Seed002 {}

// MARK: - Part 1: Understanding Animation

// MARK: 002-1 — "### What Is Interpolation", "#### Example: Opacity animation"
// (the guide writes `.opacity(0) → .opacity(1)`: a before/after pair, not one expression)
extension Seed002 {
    struct S1_OpacityFragment: View {
        var body: some View {
            Rectangle()
                .opacity(0)
            Rectangle()
                .opacity(1)
        }
    }
}

// MARK: 002-2 — "### Why Int Can't Be Animated", the Float solution
extension Seed002 {
    struct S2_FloatCount: View {
        @State private var count: Float = 0
        // ...
        var body: some View {
            Text("\(Int(count))")
                .animation(.spring, value: count)
        }
    }
}

// MARK: 002-3 — "### Model vs Presentation Values", "**Example**"
extension Seed002 {
    struct S3_ModelVsPresentation: View {
        var selected: Bool
        var body: some View {
            Rectangle()
                .scaleEffect(selected ? 1.5 : 1.0)
        }
    }
}

// MARK: - Part 2: Animatable Protocol

// MARK: 002-4 — "### Custom Animatable Conformance", "#### Example: Animated number view"
extension Seed002 {
    enum S4_AnimatedNumberView {
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

// MARK: - Part 3: @Animatable Macro (iOS 26+)

// MARK: 002-5 — "### Overview": @MainActor @Animatable MyView
// needs: @Animatable macro; a @MainActor type conforming to View (Swift 6 isolation)
extension Seed002 {
    enum S5_MacroOverview {
        @MainActor
        @Animatable
        struct MyView: View {
            var scale: CGFloat
            var opacity: Double

            var body: some View {
                // ... (elided in the guide)
                Rectangle().scaleEffect(scale).opacity(opacity)
            }
        }
    }
}

// MARK: 002-6 — "### Before/After Comparison", "#### Before @Animatable macro"
extension Seed002 {
    enum S6_HikingRouteBefore {
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
                // Drawing code (elided in the guide; stand-in)
                Path { path in
                    path.move(to: drawingDirection ? startPoint : endPoint)
                    path.addQuadCurve(to: drawingDirection ? endPoint : startPoint,
                                      control: CGPoint(x: (startPoint.x + endPoint.x) / 2,
                                                       y: min(startPoint.y, endPoint.y) - CGFloat(elevation)))
                }
            }
        }
    }
}

// MARK: 002-7 — "### Before/After Comparison", "#### After @Animatable macro"
// needs: @Animatable, @AnimatableIgnored
extension Seed002 {
    enum S7_HikingRouteAfter {
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

// MARK: 002-8 — "### @AnimatableIgnored", "#### Example"
// needs: @Animatable, @AnimatableIgnored, @MainActor View
extension Seed002 {
    enum S8_AnimatableIgnored {
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

// MARK: 002-9 — "### Real-World Use Case": AnimatedValueView
// needs: @Animatable, @MainActor View; and, for issue 4, Text("\(x, format: …)") interpolation
extension Seed002 {
    enum S9_AnimatedValueView {
        @MainActor
        @Animatable
        struct AnimatedValueView: View {
            var value: Double
            var changePercent: Double

            @AnimatableIgnored
            var label: String

            var body: some View {
                VStack(alignment: .trailing) {
                    Text("\(value, format: .number.precision(.fractionLength(2)))")
                        .font(.title)
                    Text("\(changePercent > 0 ? "+" : "")\(changePercent, format: .percent)")
                        .foregroundStyle(changePercent > 0 ? .green : .red)
                }
            }
        }

        // Usage
        struct Usage: View {
            @State private var currentPrice: Double = 142.5 // stand-in
            var body: some View {
                AnimatedValueView(value: currentPrice, changePercent: 0.025, label: "Price")
                    .animation(.spring(duration: 0.8), value: currentPrice)
            }
        }
    }
}

// MARK: - Part 4: Animation Types
// The fragments use the deprecated `animation(_:)`, as the guide writes them; the struct is marked
// deprecated itself, so they compile without a warning.

// MARK: 002-10 … 002-17 — "### Timing Curve Animations" to "### Higher-Order Animations"
// needs: UnitCurve(startControlPoint: CGPoint, endControlPoint: CGPoint) — not SwiftUI API either
extension Seed002 {
    @available(*, deprecated, message: "the guide's fragments use the deprecated animation(_:)")
    struct S10to17_AnimationTypeFragments: View {
        var body: some View {
            // 002-10 "#### Built-in presets" (timing curves)
            Rectangle().animation(.linear) // Constant speed
            Rectangle().animation(.easeIn) // Starts slow, ends fast
            Rectangle().animation(.easeOut) // Starts fast, ends slow
            Rectangle().animation(.easeInOut) // Slow start and end, fast middle

            // 002-11 "#### Custom timing curves"
            let customCurve = UnitCurve(
                startControlPoint: CGPoint(x: 0.2, y: 0),
                endControlPoint: CGPoint(x: 0.8, y: 1)
            )
            Rectangle().animation(.timingCurve(customCurve, duration: 0.5))

            // 002-12 "#### Duration"
            Rectangle().animation(.easeInOut(duration: 0.3))
            Rectangle().animation(.linear(duration: 1.0))

            // 002-13 "### Spring Animations", "#### Built-in presets"
            Rectangle().animation(.smooth) // No bounce (default since iOS 17)
            Rectangle().animation(.snappy) // Small amount of bounce
            Rectangle().animation(.bouncy) // Larger amount of bounce

            // 002-14 "#### Custom springs"
            Rectangle().animation(.spring(duration: 0.6, bounce: 0.3))

            // 002-15 "#### Delay"
            Rectangle().animation(.spring.delay(0.5))

            // 002-16 "#### Repeat"
            Rectangle().animation(.easeInOut.repeatCount(3, autoreverses: true))
            Rectangle().animation(.linear.repeatForever(autoreverses: false))

            // 002-17 "#### Speed"
            Rectangle().animation(.spring.speed(2.0)) // 2x faster
            Rectangle().animation(.spring.speed(0.5)) // 2x slower
        }
    }
}

// MARK: 002-18 — "### Default Animation Changes (iOS 17+)": withAnimation { } with the default
extension Seed002 {
    struct S18_DefaultWithAnimation: View {
        @State private var flag = false // stand-in
        var body: some View {
            Rectangle().onTapGesture {
                withAnimation {
                    // Uses .smooth spring by default
                    flag.toggle()
                }
            }
        }
    }
}

// MARK: - Part 5: Transaction System

// MARK: 002-19 — "### withAnimation"
// needs: Button(_:action:)
extension Seed002 {
    struct S19_ScaleUpButton: View {
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

// MARK: 002-20, 002-21 — "#### Explicit animation", "#### No animation"
extension Seed002 {
    struct S20_21_ExplicitAndNoAnimation: View {
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

// MARK: 002-22 — "### animation() View Modifier", "#### Basic usage"
extension Seed002 {
    struct S22_AnimationValueBasic: View {
        @State private var isActive = false // stand-in
        var body: some View {
            Circle()
                .fill(isActive ? .blue : .gray)
                .animation(.spring, value: isActive)
        }
    }
}

// MARK: 002-23 — "#### Multiple animations on same view"
extension Seed002 {
    struct S23_MultipleAnimations: View {
        @State private var scale: CGFloat = 1 // stand-in
        @State private var opacity: Double = 1 // stand-in
        var body: some View {
            Circle()
                .scaleEffect(scale)
                .animation(.bouncy, value: scale)
                .opacity(opacity)
                .animation(.easeInOut, value: opacity)
        }
    }
}

// MARK: 002-24 — "### Scoped Animations (iOS 17+)", "#### Problem with old approach"
extension Seed002 {
    enum S24_ScopedProblem {
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

// MARK: 002-25 — "#### Solution: Scoped animation"
// needs: animation(_:value:body:) — the guide's invention: SwiftUI has only animation(_:body:)
extension Seed002 {
    enum S25_ScopedSolution {
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

// MARK: - Part 7: Multi-Step Animations (iOS 17+)

// MARK: 002-26 — "### PhaseAnimator"
extension Seed002 {
    struct S26_PhaseAnimator: View {
        var body: some View {
            PhaseAnimator([false, true]) { phase in
                Image(systemName: "star.fill")
                    .scaleEffect(phase ? 1.5 : 1.0)
                    .opacity(phase ? 1.0 : 0.5)
                    .rotationEffect(.degrees(phase ? 360 : 0))
            } animation: { phase in
                phase ? .spring(duration: 0.8, bounce: 0.3) : .easeInOut(duration: 0.4)
            }
        }
    }
}

// MARK: 002-27 — "### PhaseAnimator": phases from an enum
extension Seed002 {
    enum S27_PulsePhases {
        enum PulsePhase: CaseIterable { case idle, expand, contract }

        struct Pulse: View {
            var body: some View {
                PhaseAnimator(PulsePhase.allCases) { phase in
                    Circle()
                        .scaleEffect(phase == .expand ? 1.3 : phase == .contract ? 0.9 : 1.0)
                }
            }
        }
    }
}

// MARK: 002-28 — "### KeyframeAnimator"
extension Seed002 {
    enum S28_KeyframeAnimator {
        struct AnimationValues {
            var scale: Double = 1.0
            var rotation: Angle = .zero
            var yOffset: Double = 0
        }

        struct Heart: View {
            var body: some View {
                KeyframeAnimator(initialValue: AnimationValues()) { values in
                    Image(systemName: "heart.fill")
                        .scaleEffect(values.scale)
                        .rotationEffect(values.rotation)
                        .offset(y: values.yOffset)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        SpringKeyframe(1.5, duration: 0.3)
                        SpringKeyframe(1.0, duration: 0.3)
                    }
                    KeyframeTrack(\.rotation) {
                        LinearKeyframe(.degrees(15), duration: 0.15)
                        LinearKeyframe(.degrees(-15), duration: 0.3)
                        LinearKeyframe(.zero, duration: 0.15)
                    }
                    KeyframeTrack(\.yOffset) {
                        CubicKeyframe(-20, duration: 0.3)
                        CubicKeyframe(0, duration: 0.3)
                    }
                }
            }
        }
    }
}

// MARK: 002-29 — "### .transition()"
// needs: transition(_:) with .slide, .scale, .opacity, .move(edge:), .asymmetric(insertion:removal:),
//        combined(with:)
extension Seed002 {
    enum S29_Transitions {
        struct DetailView: View { var body: some View { Rectangle() } } // stand-in

        struct Host: View {
            @State private var showDetail = false // stand-in
            var body: some View {
                VStack {
                    if showDetail {
                        DetailView()
                            .transition(.slide) // Slide in/out
                            .transition(.scale.combined(with: .opacity)) // Combine transitions
                            .transition(.move(edge: .bottom)) // Move from edge
                            .transition(.asymmetric( // Different in/out
                                insertion: .scale.combined(with: .opacity),
                                removal: .opacity
                            ))
                    }
                }
            }
        }
    }
}

// MARK: 002-30 — "### matchedGeometryEffect"
// needs: matchedGeometryEffect(id:in:)
extension Seed002 {
    struct S30_MatchedGeometry: View {
        @Namespace private var animation
        @State private var isExpanded = false // stand-in

        var body: some View {
            ZStack {
                // Source
                if !isExpanded {
                    RoundedRectangle(cornerRadius: 10)
                        .matchedGeometryEffect(id: "card", in: animation)
                        .frame(width: 100, height: 100)
                }

                // Destination
                if isExpanded {
                    RoundedRectangle(cornerRadius: 20)
                        .matchedGeometryEffect(id: "card", in: animation)
                        .frame(width: 300, height: 400)
                }
            }
            .onTapGesture { withAnimation { isExpanded.toggle() } }
        }
    }
}

// MARK: 002-31 — "### contentTransition"
// needs: contentTransition(_:), ContentTransition.numericText(countsDown:), Text(_:format:);
//        unscheduled: Image(systemName:), ContentTransition.symbolEffect(.replace)
extension Seed002 {
    struct S31_ContentTransition: View {
        var value: Int = 3 // stand-in
        var previous: Int = 2 // stand-in
        var isFavorite = false // stand-in
        var body: some View {
            Text(value, format: .number)
                .contentTransition(.numericText(countsDown: value < previous))

            #if KINETIC_ROADMAP_1
            Image(systemName: isFavorite ? "heart.fill" : "heart")
                .contentTransition(.symbolEffect(.replace))
            #endif
        }
    }
}

// MARK: - Part 8: Zoom Transitions (iOS 18+)
// needs: NavigationStack, NavigationLink(destination:label:), navigationTransition(.zoom(sourceID:in:)),
//        matchedTransitionSource(id:in:) and (id:in:configuration:), fullScreenCover(item:content:),
//        ScrollView, LazyVGrid(columns:), GridItem(.adaptive(minimum:))
extension Seed002 {
    enum S32to36_Zoom {
        struct Bracelet: Identifiable, Hashable { var id: Int } // stand-in
        struct BraceletEditor: View { // stand-in; the guide calls it both ways
            var bracelet: Bracelet
            init(bracelet: Bracelet) { self.bracelet = bracelet }
            init(_ bracelet: Bracelet) { self.bracelet = bracelet }
            var body: some View { Rectangle().accessibilityIdentifier("editor\(bracelet.id)") }
        }
        struct BraceletPreview: View { // stand-in: 150 points tall where its height is up to it
            var bracelet: Bracelet
            init(bracelet: Bracelet) { self.bracelet = bracelet }
            init(_ bracelet: Bracelet) { self.bracelet = bracelet }
            var body: some View { Circle().frame(idealHeight: 150).accessibilityIdentifier("preview\(bracelet.id)") }
        }

        // 002-32 "#### Step 1: Declare the transition style on the destination"
        // 002-33 "#### Step 2: Mark the source view"
        struct Steps: View {
            @Namespace private var namespace
            let bracelet: Bracelet
            var body: some View {
                NavigationLink {
                    BraceletEditor(bracelet)
                        .navigationTransition(.zoom(sourceID: bracelet.id, in: namespace))
                } label: {
                    BraceletPreview(bracelet)
                }

                BraceletPreview(bracelet)
                    .matchedTransitionSource(id: bracelet.id, in: namespace)
            }
        }

        // 002-34 "#### Complete example"
        struct BraceletListView: View {
            @Namespace private var braceletList
            let bracelets: [Bracelet]

            var body: some View {
                NavigationStack {
                    ScrollView {
                        LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
                            ForEach(bracelets) { bracelet in
                                NavigationLink {
                                    BraceletEditor(bracelet: bracelet)
                                        .navigationTransition(
                                            .zoom(sourceID: bracelet.id, in: braceletList)
                                        )
                                } label: {
                                    BraceletPreview(bracelet: bracelet)
                                }
                                .matchedTransitionSource(id: bracelet.id, in: braceletList)
                            }
                        }
                    }
                }
            }
        }

        // 002-35 "### Presentations"; 002-36 "### Styling the Source View"
        struct Presentations: View {
            @Namespace private var namespace
            @State private var selectedBracelet: Bracelet?
            let bracelet: Bracelet
            var body: some View {
                BraceletPreview(bracelet: bracelet)
                    .matchedTransitionSource(id: bracelet.id, in: namespace) { source in
                        source.cornerRadius(8.0).shadow(radius: 4)
                    }
                    .onTapGesture { selectedBracelet = bracelet }
                    .fullScreenCover(item: $selectedBracelet) { bracelet in
                        BraceletEditor(bracelet: bracelet)
                            .navigationTransition(.zoom(sourceID: bracelet.id, in: namespace))
                    }
            }
        }
    }
}

// MARK: - Part 9 and 10: UIKit / UIViewRepresentable bridging (no meaning on Linux)
#if canImport(UIKit)
import UIKit

extension Seed002 {
    enum S37to40_UIKitBridging {
        final class BeadBox: UIView { let lid = UIView() } // stand-in

        // 002-37 "## Part 9", "### Basic Usage"
        static func basicUsage(bead: UIView, endOfBracelet: CGPoint) {
            // Old way
            UIView.animate(withDuration: 0.5, delay: 0,
                           usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5) {
                bead.center = endOfBracelet
            }

            // New way: Use SwiftUI Animation type
            UIView.animate(.spring(duration: 0.5)) {
                bead.center = endOfBracelet
            }
        }

        // 002-38 "## Part 10", "### The Problem"
        struct BeadBoxWrapperProblem: UIViewRepresentable {
            @Binding var isOpen: Bool
            func makeUIView(context: Context) -> BeadBox { BeadBox() } // stand-in
            func updateUIView(_ box: BeadBox, context: Context) {
                // ❌ Animation on binding doesn't affect UIKit
                box.lid.center.y = isOpen ? -100 : 100
            }
        }

        struct ProblemUsage: View {
            @State private var isOpen = false
            var body: some View {
                BeadBoxWrapperProblem(isOpen: $isOpen)
                    .animation(.spring, value: isOpen) // No effect on UIKit view
            }
        }

        // 002-39 "### The Solution: context.animate()"; 002-40 "### Key Behavior"
        struct BeadBoxWrapper: UIViewRepresentable {
            @Binding var isOpen: Bool
            func makeUIView(context: Context) -> BeadBox {
                BeadBox()
            }
            func updateUIView(_ box: BeadBox, context: Context) {
                // ✅ Bridges animation from Transaction to UIKit
                context.animate {
                    box.lid.center.y = isOpen ? -100 : 100
                } completion: {
                    // Called when animation completes
                }
            }
        }
    }
}
#endif

// MARK: - Part 11: Gesture-Driven Animations (iOS 18+)

// MARK: 002-41 — "### Automatic Velocity Preservation", "// Pure SwiftUI equivalent"
// (the UIKit `handlePan(_:)` half of the block has no Linux meaning and is left out)
extension Seed002 {
    struct S41_DragVelocity: View {
        @State private var position = CGPoint(x: 100, y: 100) // stand-in
        let targetPosition = CGPoint(x: 200, y: 300) // stand-in

        var body: some View {
            Circle()
                .frame(width: 60, height: 60)
                .position(position)
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            withAnimation(.interactiveSpring) { position = value.location }
                        }
                        .onEnded { _ in
                            withAnimation(.spring) { position = targetPosition }
                        }
                )
        }
    }
}
