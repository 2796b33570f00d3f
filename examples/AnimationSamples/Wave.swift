import Kinetic

/// A filled sine wave. `phase` is its animatable data, so animating a change of phase slides
/// the crests along instead of jumping to the new shape.
struct Wave: Shape {
    var phase: CGFloat
    var amplitude: CGFloat = 12
    var frequency: CGFloat = 1.5

    var animatableData: CGFloat {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let midY = rect.midY
        let wavelength = rect.width / frequency

        path.move(to: CGPoint(x: rect.minX, y: midY))
        for x in stride(from: rect.minX, through: rect.maxX, by: 2) {
            let relativeX = x / wavelength
            let y = midY + sin(relativeX * 2 * .pi + phase) * amplitude
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

#Preview("Wave") {
    Wave(phase: 0, amplitude: 20)
        .fill(.blue)
        .frame(width: 300, height: 200)
}
