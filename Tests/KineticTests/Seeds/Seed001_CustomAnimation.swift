// Seed 001_713a79963086f024.txt — Apple's CustomAnimation page (elastic ease-in-out example).
//
// One view sample. The CustomAnimation type and the Animation extension it relies on are not
// view samples (they already compile in Tests/MotionTests/SeedSamplesTests.swift); they are
// repeated here, made file-private, only so the view has its `.elasticEaseInEaseOut(duration:)`.
//
// Compilation flags used in this folder (none is defined today):
//   KINETIC_ROADMAP_1  transitions, matched geometry, zoom navigation   (ROADMAP item 1)
//   KINETIC_ROADMAP_5  the @Animatable macro and @MainActor view types    (ROADMAP item 5)
//   canImport(UIKit)   UIKit bridging samples, meaningless on Linux
// Everything outside those blocks is what issue 4 has to accept. `// needs:` names API that
// Kinetic does not have yet (see GAPS.md).

import Foundation
import Kinetic

// MARK: Support — "Overview", the elastic ease-in ease-out animation (not a view sample)

private struct ElasticEaseInEaseOutAnimation: CustomAnimation {
    let duration: TimeInterval


    func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V : VectorArithmetic {
        if time > duration { return nil } // The animation has finished.


        let p = time / duration
        let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
        if p < 0.5 {
            return value.scaled(by: -(pow(2, 20 * p - 10) * s) / 2)
        } else {
            return value.scaled(by: (pow(2, -20 * p + 10) * s) / 2 + 1)
        }
    }
}

fileprivate extension Animation {
    static var elasticEaseInEaseOut: Animation { elasticEaseInEaseOut(duration: 0.35) }
    static func elasticEaseInEaseOut(duration: TimeInterval) -> Animation {
        Animation(ElasticEaseInEaseOutAnimation(duration: duration))
    }
}

enum Seed001 {
    // MARK: Sample 001-1 — "Overview", the Animate button moving a circle edge to edge
    // needs: Button(_:action:)
    struct ElasticEaseInEaseOutView: View {
        @State private var isActive = false


        var body: some View {
            VStack(alignment: isActive ? .trailing : .leading) {
                Circle()
                    .frame(width: 100.0)
                    .foregroundColor(.accentColor)


                Button("Animate") {
                    withAnimation(.elasticEaseInEaseOut(duration: 5.0)) {
                        isActive.toggle()
                    }
                }
                .frame(maxWidth: .infinity)
            }
            .padding()
        }
    }
}
