// Bodies written the way SwiftUI code is: long chains of modifiers with CGFloat arithmetic and
// ternaries in their arguments. They only have to compile: SwiftUI's compiler accepts them in
// reasonable time, and so must Kinetic's overload sets (issue 20). Each is built and drawn once
// on the headless host by the test below.

import Foundation
import Kinetic
import Testing

private struct HeavyCard: View {
    var progress: CGFloat
    var isSelected: Bool
    var index: Int
    let size: CGFloat = 120

    var body: some View {
        RoundedRectangle(cornerRadius: isSelected ? size * 0.2 : size / 8)
            .fill(isSelected ? Color.blue.opacity(0.4 + progress * 0.6) : Color.gray.opacity(0.3))
            .frame(width: size * (isSelected ? 1.5 : 1) + progress * 20, height: size / 2 + CGFloat(index) * 4)
            .scaleEffect(isSelected ? 1 + progress / 4 : 1 - progress / 10, anchor: isSelected ? .center : .top)
            .rotationEffect(.degrees(isSelected ? Double(progress) * 15 - 7.5 : -Double(index % 3) * 2))
            .offset(x: isSelected ? progress * size / 3 : -CGFloat(index) * 2.5, y: isSelected ? -progress * 12 : progress * 4)
            .opacity(isSelected ? 1 : 0.6 + Double(progress) * 0.4)
            .shadow(color: .black.opacity(isSelected ? 0.35 : 0.1), radius: isSelected ? 12 * progress + 4 : 2, x: 0, y: isSelected ? 6 : 1)
            .padding(.horizontal, isSelected ? 16 + progress * 8 : 8)
            .blur(radius: isSelected ? 0 : (1 - progress) * 1.5)
            .animation(.spring(duration: 0.4 + Double(progress) * 0.2, bounce: isSelected ? 0.3 : 0.1), value: isSelected)
    }
}

private struct HeavyRing: View {
    var progress: CGFloat
    var lineWidth: CGFloat = 10
    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.white.opacity(0.15), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: min(max(progress, 0), 1))
                .stroke(progress > 0.75 ? Color.green : progress > 0.4 ? Color.orange : Color.red, lineWidth: lineWidth * (1 + progress / 2))
                .rotationEffect(.degrees(-90 + Double(progress) * 10))
                .scaleEffect(1 + (progress > 0.99 ? 0.08 : 0), anchor: .center)
                .animation(.easeInOut(duration: 0.3 + Double(progress) / 5), value: progress)
            Text("\(Int(progress * 100))%")
                .font(.system(size: 14 + progress * 10, weight: progress > 0.5 ? .bold : .regular))
                .foregroundColor(progress > 0.5 ? .white : .gray)
                .offset(y: progress > 0.9 ? -2 : 0)
                .opacity(0.5 + Double(progress) / 2)
        }
        .frame(width: 80 + progress * 40, height: 80 + progress * 40)
        .padding(lineWidth / 2 + 4)
    }
}

@MainActor
struct HeavyBodyTests {
    @Test func heavyBodiesBuildAndDraw() {
        let host = HeadlessHost(size: CGSize(width: 600, height: 400)) {
            HStack {
                HeavyCard(progress: 0.5, isSelected: true, index: 2)
                HeavyCard(progress: 0.2, isSelected: false, index: 5)
                HeavyRing(progress: 0.66)
            }
        }
        host.advance(by: 0.1)
        #expect(host.displayList.items.count >= 6)
    }
}
