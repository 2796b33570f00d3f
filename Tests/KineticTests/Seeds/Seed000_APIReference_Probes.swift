// Seed 000_0000ef48416ff796.txt — Apple's SwiftUI animation API reference pages.
//
// This seed has NO code samples left: every "The following code …" example (Animation,
// animation(_:body:), Keyframes, AnimationContext/State/StateKey, TimelineView, transition(_:),
// Transition, contentTransition, transaction(_:), transaction(value:_:), transaction(_:body:))
// was lost when the pages were turned into text; only "Play" placeholders and the prose remain.
// What it does have are the declarations. This file calls each view-facing declaration the way
// SwiftUI code would, with the labels and defaults the reference gives, so a signature mismatch
// shows up as a compile error. These are probes written for this check, not samples.
// Flags: see Seed001_CustomAnimation.swift.

import Foundation
import Kinetic

enum Seed000 {}

// MARK: P1 — withAnimation(_:_:), withAnimation(_:completionCriteria:_:completion:),
//            withTransaction(_:_:), withTransaction(_:_:_:), Transaction members
extension Seed000 {
    struct P1_GlobalFunctions: View {
        @State private var on = false
        var body: some View {
            Rectangle()
                .onTapGesture {
                    withAnimation { on.toggle() }                       // default = .default
                    withAnimation(.smooth) { on.toggle() }
                    withAnimation(.smooth, completionCriteria: .removed) {
                        on.toggle()
                    } completion: {
                        on = false
                    }
                    withAnimation(.bouncy) { on.toggle() } completion: { } // criteria defaulted

                    var transaction = Transaction(animation: .linear)
                    transaction.disablesAnimations = true
                    transaction.isContinuous = false
                    transaction.tracksVelocity = true
                    transaction.addAnimationCompletion(criteria: .logicallyComplete) { }
                    transaction.addAnimationCompletion { }               // criteria defaulted
                    withTransaction(transaction) { on.toggle() }
                    withTransaction(\.disablesAnimations, true) { on.toggle() }
                    _ = Transaction()
                }
        }
    }
}

// MARK: P2 — animation(_:value:), animation(_:body:), animation(_:) (Self: Equatable),
//            transaction(_:), transaction(value:_:), transaction(_:body:)
// mismatch: the reference's non-deprecated `animation(_:)` exists only where Self: Equatable;
//           Kinetic has the deprecated unconstrained one, so this compiles with a warning.
extension Seed000 {
    struct P2_ViewModifiers: View {
        var flag: Bool
        var body: some View {
            Rectangle()
                .animation(.easeIn, value: flag)
                .animation(.easeInOut) { content in
                    content.opacity(flag ? 1 : 0.5)
                }
                .transaction { $0.disablesAnimations = true }
                .transaction(value: flag) { $0.animation = .snappy }
                .transaction { $0.animation = .easeInOut.speed(2) } body: { content in
                    content.rotationEffect(.degrees(flag ? 90 : 0))
                }
            Text("Equatable view").animation(.linear)
        }
    }
}

// MARK: P3 — GeometryEffect (Animatable, ViewModifier, Body == Never), ignoredByLayout(),
//            AnimatableModifier (deprecated: Animatable, ViewModifier), Namespace
// needs: ViewModifier; GeometryEffect refining ViewModifier; ignoredByLayout(); AnimatableModifier
extension Seed000 {
    struct Skew: GeometryEffect {
        var amount: Double
        var animatableData: Double {
            get { amount }
            set { amount = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: 0, ty: 0))
        }
    }

    struct Pulse: AnimatableModifier {
        var level: Double
        var animatableData: Double {
            get { level }
            set { level = newValue }
        }
        func body(content: Content) -> some View {
            content.opacity(level)
        }
    }

    struct P3_Effects: View {
        @Namespace private var namespace
        var skew: Double
        var body: some View {
            Rectangle()
                .modifier(Skew(amount: skew))
                .modifier(Skew(amount: skew).ignoredByLayout())
                .modifier(Pulse(level: skew))
                .id(namespace)   // Namespace.ID is Hashable
        }
    }
}

// MARK: P4 — phaseAnimator ×2, PhaseAnimator ×2, keyframeAnimator ×2, KeyframeAnimator ×2,
//            KeyframeTrack and the keyframe kinds, KeyframeTimeline, TimelineView and schedules
extension Seed000 {
    struct Values {
        var scale = 1.0
        var angle = Angle.zero
    }

    struct P4_PhasesKeyframesTimelines: View {
        @State private var trigger = 0
        var body: some View {
            Circle()
                .phaseAnimator([0.0, 1.0]) { content, phase in
                    content.opacity(phase)
                } animation: { _ in .smooth }
            Circle()
                .phaseAnimator([false, true], trigger: trigger) { content, phase in
                    content.scaleEffect(phase ? 1.2 : 1)
                }
            PhaseAnimator([1, 2, 3]) { phase in Text("\(phase)") } animation: { _ in .snappy }
            PhaseAnimator([1, 2, 3], trigger: trigger) { phase in Text("\(phase)") }

            Circle()
                .keyframeAnimator(initialValue: Values(), repeating: true) { content, value in
                    content.scaleEffect(value.scale).rotationEffect(value.angle)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.2, duration: 0.2)
                        SpringKeyframe(1.0, duration: 0.4, spring: .bouncy)
                        CubicKeyframe(1.1, duration: 0.2)
                        MoveKeyframe(1.0)
                    }
                }
            Circle()
                .keyframeAnimator(initialValue: Values(), trigger: trigger) { content, value in
                    content.scaleEffect(value.scale)
                } keyframes: { _ in
                    KeyframeTrack(\.angle) { LinearKeyframe(.degrees(30), duration: 0.3) }
                }
            KeyframeAnimator(initialValue: 1.0, repeating: false) { value in
                Circle().scaleEffect(value)
            } keyframes: { _ in
                LinearKeyframe(2.0, duration: 1)
            }
            KeyframeAnimator(initialValue: 1.0, trigger: trigger) { value in
                Circle().scaleEffect(value)
            } keyframes: { _ in
                SpringKeyframe(2.0)
            }

            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text("\(context.date)")
            }
            TimelineView(.animation) { context in Text("\(context.date)") }
            TimelineView(.animation(minimumInterval: 1.0 / 30, paused: false)) { _ in EmptyView() }
            TimelineView(.everyMinute) { _ in EmptyView() }
            TimelineView(.explicit([Date.now])) { _ in EmptyView() }
        }
    }

    static let timeline = KeyframeTimeline(initialValue: 0.0) {
        CubicKeyframe(1.0, duration: 0.5)
    }
}

// MARK: P5 — matchedGeometryEffect(id:in:properties:anchor:isSource:), geometryGroup(),
//            transition(_:) for Transition and AnyTransition, custom Transition, TransitionPhase,
//            AnyTransition statics, contentTransition(_:), ContentTransition
extension Seed000 {
    struct RotatingFadeTransition: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
                .opacity(phase.isIdentity ? 1.0 : 0.0)
                .rotationEffect(phase == .willAppear ? .degrees(30) : phase == .didDisappear ? .degrees(-30) : .zero)
        }
    }

    struct P5_TransitionsAndMatchedGeometry: View {
        @Namespace private var namespace
        @State private var shown = false
        var body: some View {
            VStack {
                if shown {
                    Rectangle().transition(RotatingFadeTransition())
                    Rectangle().transition(.slide)
                    Rectangle().transition(.opacity.combined(with: .scale(0.5, anchor: .center)).animation(.smooth))
                    Rectangle().transition(AnyTransition.move(edge: .leading))
                    Rectangle().transition(AnyTransition.asymmetric(insertion: .opacity, removal: .scale))
                    Rectangle().transition(.push(from: .trailing))
                    Rectangle().transition(.offset(x: 10, y: 0))
                    Rectangle().transition(.blurReplace)
                    Rectangle().transition(.identity)
                    Rectangle().transition(AnyTransition.modifier(active: Seed000.Skew(amount: 1), identity: Seed000.Skew(amount: 0)))
                }
                Circle()
                    .matchedGeometryEffect(id: 1, in: namespace, properties: .frame, anchor: .center, isSource: true)
                    .geometryGroup()
                Text("42")
                    .contentTransition(.numericText(value: 42))
                    .contentTransition(.interpolate)
                    .contentTransition(.opacity)
                    .contentTransition(.identity)
            }
        }
    }
}
