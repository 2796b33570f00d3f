import Foundation

// `Image(systemName:)`: a small library of the most common symbols, drawn as paths in the
// foreground colour and sized by the font, as SF Symbols are. A name the library lacks is
// reported once and drawn as a visible placeholder.

extension Image {
    /// A symbol by its SF Symbols name ("heart.fill", "star", "checkmark"), sized by the font
    /// and drawn in the foreground colour. See ``Image/availableSymbolNames`` for what Kinetic
    /// draws; any other name shows a placeholder and a warning.
    public init(systemName: String) {
        self.init(symbol: systemName)
    }

    /// The symbol names `Image(systemName:)` draws.
    public static var availableSymbolNames: [String] { SymbolLibrary.symbols.keys.sorted() }
}

/// A symbol: its outline in a unit square (x and y from 0 to 1, y down), its width over its
/// height, and whether it is filled or stroked.
struct Symbol: Sendable {
    var aspect = 1.0
    /// Stroked with this fraction of the height as the line width; nil: filled.
    var stroke: Double?
    var outline: @Sendable (inout Path) -> Void

    /// The outline scaled into `size`.
    func path(in size: CGSize) -> Path {
        var unit = Path()
        outline(&unit)
        var path = Path()
        path.addPath(unit, transform: CGAffineTransform(scaleX: Double(size.width), y: Double(size.height)))
        return path
    }
}

enum SymbolLibrary {
    static func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

    /// A star of `points` points, filled or not, in the unit square.
    static func star(_ path: inout Path, points: Int = 5, inner: Double = 0.4) {
        for i in 0..<(2 * points) {
            let angle = -Double.pi / 2 + Double(i) * Double.pi / Double(points)
            let radius = i % 2 == 0 ? 0.5 : 0.5 * inner
            let p = point(0.5 + radius * cos(angle), 0.53 + radius * sin(angle))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
    }

    static func heart(_ path: inout Path) {
        path.move(to: point(0.5, 0.95))
        path.addCurve(to: point(0.02, 0.35), control1: point(0.25, 0.78), control2: point(0.02, 0.6))
        path.addCurve(to: point(0.5, 0.2), control1: point(0.02, 0.02), control2: point(0.42, 0.0))
        path.addCurve(to: point(0.98, 0.35), control1: point(0.58, 0.0), control2: point(0.98, 0.02))
        path.addCurve(to: point(0.5, 0.95), control1: point(0.98, 0.6), control2: point(0.75, 0.78))
        path.closeSubpath()
    }

    static func polygon(_ path: inout Path, _ points: [(Double, Double)]) {
        for (i, p) in points.enumerated() {
            if i == 0 { path.move(to: point(p.0, p.1)) } else { path.addLine(to: point(p.0, p.1)) }
        }
        path.closeSubpath()
    }

    static func polyline(_ path: inout Path, _ points: [(Double, Double)]) {
        for (i, p) in points.enumerated() {
            if i == 0 { path.move(to: point(p.0, p.1)) } else { path.addLine(to: point(p.0, p.1)) }
        }
    }

    static let symbols: [String: Symbol] = [
        "star.fill": Symbol(aspect: 1.05) { star(&$0) },
        "star": Symbol(aspect: 1.05, stroke: 0.08) { star(&$0) },
        "heart.fill": Symbol(aspect: 1.1) { heart(&$0) },
        "heart": Symbol(aspect: 1.1, stroke: 0.08) { heart(&$0) },
        "circle.fill": Symbol { $0.addEllipse(in: CGRect(x: 0, y: 0, width: 1, height: 1)) },
        "circle": Symbol(stroke: 0.08) { $0.addEllipse(in: CGRect(x: 0.04, y: 0.04, width: 0.92, height: 0.92)) },
        "square.fill": Symbol { $0.addRoundedRect(in: CGRect(x: 0.05, y: 0.05, width: 0.9, height: 0.9), cornerSize: CGSize(width: 0.15, height: 0.15)) },
        "square": Symbol(stroke: 0.08) { $0.addRoundedRect(in: CGRect(x: 0.06, y: 0.06, width: 0.88, height: 0.88), cornerSize: CGSize(width: 0.15, height: 0.15)) },
        "plus": Symbol(stroke: 0.11) { path in
            polyline(&path, [(0.5, 0.08), (0.5, 0.92)])
            polyline(&path, [(0.08, 0.5), (0.92, 0.5)])
        },
        "minus": Symbol(stroke: 0.11) { polyline(&$0, [(0.08, 0.5), (0.92, 0.5)]) },
        "xmark": Symbol(stroke: 0.11) { path in
            polyline(&path, [(0.12, 0.12), (0.88, 0.88)])
            polyline(&path, [(0.88, 0.12), (0.12, 0.88)])
        },
        "checkmark": Symbol(aspect: 1.1, stroke: 0.11) { polyline(&$0, [(0.08, 0.55), (0.38, 0.85), (0.92, 0.15)]) },
        "chevron.right": Symbol(aspect: 0.6, stroke: 0.12) { polyline(&$0, [(0.2, 0.08), (0.8, 0.5), (0.2, 0.92)]) },
        "chevron.left": Symbol(aspect: 0.6, stroke: 0.12) { polyline(&$0, [(0.8, 0.08), (0.2, 0.5), (0.8, 0.92)]) },
        "chevron.up": Symbol(aspect: 1.6, stroke: 0.14) { polyline(&$0, [(0.08, 0.8), (0.5, 0.2), (0.92, 0.8)]) },
        "chevron.down": Symbol(aspect: 1.6, stroke: 0.14) { polyline(&$0, [(0.08, 0.2), (0.5, 0.8), (0.92, 0.2)]) },
        "arrow.right": Symbol(aspect: 1.15, stroke: 0.1) { path in
            polyline(&path, [(0.06, 0.5), (0.92, 0.5)])
            polyline(&path, [(0.58, 0.16), (0.92, 0.5), (0.58, 0.84)])
        },
        "arrow.left": Symbol(aspect: 1.15, stroke: 0.1) { path in
            polyline(&path, [(0.94, 0.5), (0.08, 0.5)])
            polyline(&path, [(0.42, 0.16), (0.08, 0.5), (0.42, 0.84)])
        },
        "play.fill": Symbol(aspect: 0.85) { polygon(&$0, [(0.1, 0.05), (0.95, 0.5), (0.1, 0.95)]) },
        "pause.fill": Symbol(aspect: 0.85) { path in
            path.addRoundedRect(in: CGRect(x: 0.08, y: 0.05, width: 0.3, height: 0.9), cornerSize: CGSize(width: 0.06, height: 0.06))
            path.addRoundedRect(in: CGRect(x: 0.62, y: 0.05, width: 0.3, height: 0.9), cornerSize: CGSize(width: 0.06, height: 0.06))
        },
        "stop.fill": Symbol { $0.addRoundedRect(in: CGRect(x: 0.08, y: 0.08, width: 0.84, height: 0.84), cornerSize: CGSize(width: 0.1, height: 0.1)) },
        "bolt.fill": Symbol(aspect: 0.7) { polygon(&$0, [(0.62, 0.0), (0.05, 0.58), (0.45, 0.58), (0.35, 1.0), (0.95, 0.4), (0.55, 0.4)]) },
        "triangle.fill": Symbol(aspect: 1.15) { polygon(&$0, [(0.5, 0.05), (0.97, 0.92), (0.03, 0.92)]) },
        "sparkle": Symbol { star(&$0, points: 4, inner: 0.25) },
    ]
}

/// The node of `Image(systemName:)`: the symbol's outline in the foreground colour, its height
/// 1.2 times the font size (a line of text), its width set by the symbol's proportions; a symbol
/// the library lacks is a rounded square with a question mark.
final class SymbolNode: Node {
    var name = ""
    var font = Font.body
    var color = Color.primary
    private var warned: String?

    /// A replacement of the symbol in flight (`contentTransition(.symbolEffect)`, or a fade).
    private var change: SymbolChange?

    override func stopAnimations(into due: inout [AnimationCompletion]) {
        super.stopAnimations(into: &due)
        if let change {
            stop(change.progress, into: &due)
            self.change = nil
        }
    }

    func update(name: String, font: Font, color: Color, transition: ContentTransition = .identity, transaction: Transaction = Transaction()) {
        if name != self.name || font != self.font { graph.needsLayout = true }
        if name != self.name, !self.name.isEmpty, transaction.animation != nil {
            // A replace effect scales; an opacity (or interpolate) transition cross-fades; the
            // others swap at once.
            var style: ReplaceSymbolEffect.Style?
            var animates = true
            switch transition.kind {
            case .symbol(let replace): style = replace
            case .opacity, .interpolate: style = nil
            case .identity, .numericText: animates = false
            }
            if animates {
                if let change { stop(change.progress, into: &graph.completionsOfStoppedAnimations) }
                let progress = Animator(0.0)
                progress.setValue(1, transaction: transaction, at: graph.time)
                change = SymbolChange(old: self.name, style: style ?? .downUp, progress: progress)
                fades = style == nil
            }
        }
        self.name = name
        self.font = font
        self.color = color
        if SymbolLibrary.symbols[name] == nil && warned != name {
            warned = name
            graph.warn("Image(systemName: \"\(name)\"): Kinetic has no symbol by that name; a placeholder is drawn (Image.availableSymbolNames lists those it has)",
                       key: "symbol:\(name)")
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let height = font.size * 1.2
        return CGSize(width: (height * (SymbolLibrary.symbols[name]?.aspect ?? 1)).rounded(.up), height: height.rounded(.up))
    }

    /// Whether the change in flight cross-fades (an opacity transition) rather than scales.
    private var fades = false

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        guard let change else { return drawSymbol(name, size: size, &context) }
        guard change.progress.isAnimating else {
            self.change = nil
            return drawSymbol(name, size: size, &context)
        }
        context.animating = true
        let p = change.progress.presentationValue(at: context.time)
        let saved = context.state
        let frames = fades ? ((scale: 1.0, opacity: 1 - p), (scale: 1.0, opacity: p)) : change.frames(at: p)
        for (symbolName, frame) in [(change.old, frames.0), (name, frames.1)] where frame.opacity > 0 && frame.scale > 0 {
            context.state = saved
            context.opacity = saved.opacity * frame.opacity
            let cx = Double(size.width) / 2, cy = Double(size.height) / 2
            context.transform = CGAffineTransform(translationX: -cx, y: -cy)
                .concatenating(CGAffineTransform(scaleX: frame.scale, y: frame.scale))
                .concatenating(CGAffineTransform(translationX: cx, y: cy))
                .concatenating(saved.transform)
            drawSymbol(symbolName, size: size, &context)
        }
        context.state = saved
    }

    private func drawSymbol(_ name: String, size: CGSize, _ context: inout DrawContext) {
        let resolved = color.resolved
        guard let symbol = SymbolLibrary.symbols[name] else {
            let box = Path(roundedRect: CGRect(origin: .zero, size: size).insetBy(dx: 1, dy: 1), cornerRadius: Double(size.height) * 0.2)
            context.append(.stroke(.path(box), color: resolved, lineWidth: max(1, Double(size.height) * 0.08)), size: size)
            let mark = TextLayout(lines: ["?"], size: font.size * 0.8, weight: .bold, lineHeight: Double(size.height), color: resolved,
                                  alignment: .center)
            context.append(.text(mark), size: size)
            return
        }
        let path = symbol.path(in: size)
        if let stroke = symbol.stroke {
            context.append(.stroke(.path(path), color: resolved, lineWidth: max(1, Double(size.height) * stroke)), size: size)
        } else {
            context.append(.fill(.path(path), color: resolved), size: size)
        }
    }
}
