// The smallest Kinetic app: a window with a ball that springs across when clicked.
// Run it with `swift run` in this folder (KINETIC_RECORD=run.csv records its frame timing).

import Kinetic

@main
struct HelloKinetic: App {
    var body: some Scene {
        WindowGroup("Hello, Kinetic") { Ball() }
            .defaultSize(width: 480, height: 320)
    }
}

struct Ball: View {
    @State private var right = false

    var body: some View {
        Circle()
            .fill(right ? Color.orange : Color.blue)
            .frame(width: 80, height: 80)
            .offset(x: right ? 120 : -120)
            .onTapGesture { withAnimation(.bouncy) { right.toggle() } }
    }
}
