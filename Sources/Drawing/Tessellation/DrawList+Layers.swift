import Foundation

/// A layer's mask: a shape in a frame, placed by a transform, filled by a rule.
typealias LayerMask = (shape: DisplayShape, frame: CGRect, transform: CGAffineTransform, rule: FillRule)

/// A layer begun and not yet ended while a display list is appended.
struct OpenLayer {
    /// Where its ``DrawCommand/beginLayer(_:)`` is, to be completed at its end.
    var commandIndex: Int
    /// The first vertex drawn inside it: the layer's bounds cover every vertex from here on.
    var firstVertex: Int
    /// Bounds of what is drawn inside it that is not vertices (text, images, inner layers'
    /// blur), in device pixels.
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    var run: LayerRun
    /// The shape outside which nothing of the layer shows, placed in device pixels.
    var mask: LayerMask?
    /// The bounds of the content, in device pixels, once a ``DrawCommand/layerMask`` has
    /// ended it; from then on the bounds gather the mask's drawing.
    var contentBox: (x0: Double, y0: Double, x1: Double, y1: Double)?

    /// The bounds of what was drawn from `firstVertex` on, with what was included.
    func box(vertices: [DrawVertex]) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        var box = (x0: minX, y0: minY, x1: maxX, y1: maxY)
        for vertex in vertices[firstVertex...] {
            box.x0 = min(box.x0, Double(vertex.x)); box.y0 = min(box.y0, Double(vertex.y))
            box.x1 = max(box.x1, Double(vertex.x)); box.y1 = max(box.y1, Double(vertex.y))
        }
        return box
    }

    mutating func include(minX x0: Double, minY y0: Double, maxX x1: Double, maxY y1: Double) {
        minX = min(minX, x0); minY = min(minY, y0)
        maxX = max(maxX, x1); maxY = max(maxY, y1)
    }
}

extension DrawList {
    /// The deepest layers are nested; a deeper one is drawn straight into its parent, ignoring
    /// its opacity, blur and mask, so a runaway tree cannot exhaust offscreen memory.
    public static let maximumLayerDepth = 8

    /// Whether a layer is open, for the text and image tessellators to report their bounds.
    var isInsideLayer: Bool { !openLayers.isEmpty }

    /// Opens a layer. Returns false (and opens nothing) past ``maximumLayerDepth``.
    @discardableResult
    mutating func beginLayer(opacity: Double, blurSigma: Double,
                             mask: LayerMask? = nil, projection: ProjectionMatrix? = nil, colorMatrix: ColorMatrix? = nil,
                             blendMode: BlendMode = .normal) -> Bool {
        guard openLayers.count < DrawList.maximumLayerDepth else {
            ignoredLayers += 1
            return false
        }
        var run = LayerRun(bounds: PixelRect(x: 0, y: 0, width: 0, height: 0),
                           opacity: opacity.isNaN ? 1 : min(max(opacity, 0), 1),
                           blurSigma: blurSigma.isFinite ? max(blurSigma, 0) : 0)
        run.projection = projection.flatMap { $0.isFinite ? $0 : nil }
        run.colorMatrix = colorMatrix.flatMap { $0.isIdentity ? nil : $0 }
        run.blendMode = blendMode
        appendCommand(.beginLayer(run))
        openLayers.append(OpenLayer(commandIndex: commands.count - 1, firstVertex: vertices.count, run: run, mask: mask))
        return true
    }

    /// Closes the innermost layer: works out its bounds, tessellates its mask and completes its
    /// begin command. A layer that drew nothing leaves no command at all.
    mutating func endLayer() {
        if ignoredLayers > 0 {
            ignoredLayers -= 1
            return
        }
        guard var layer = openLayers.popLast() else { return }
        if layer.commandIndex == commands.count - 1 {
            // Nothing was drawn inside.
            sealRun()
            commands.removeLast()
            forgetRun()
            return
        }
        let drawn = layer.box(vertices: vertices)
        let content = layer.contentBox ?? drawn
        let reach = layer.run.blurSigma > 0 ? (3 * layer.run.blurSigma).rounded(.up) + 1 : 0
        var x0 = content.x0 - reach, y0 = content.y0 - reach, x1 = content.x1 + reach, y1 = content.y1 + reach
        if layer.contentBox != nil {
            // Masked by what was drawn after the content: nothing shows outside the mask.
            x0 = max(x0, drawn.x0); y0 = max(y0, drawn.y0); x1 = min(x1, drawn.x1); y1 = min(y1, drawn.y1)
        }
        appendCommand(.endLayer)
        if let mask = layer.mask {
            let commandCount = commands.count, firstIndex = indices.count, firstVertex = vertices.count
            // The mask's own triangles: the backend draws them into the layer's alpha as they are.
            let drawsMasks = drawsShapeMasks
            drawsShapeMasks = false
            appendFill(mask.shape, frame: mask.frame, transform: mask.transform, color: .white, rule: mask.rule)
            drawsShapeMasks = drawsMasks
            sealRun()
            commands.removeSubrange(commandCount...)
            forgetRun()
            layer.run.maskFirstIndex = firstIndex
            layer.run.maskIndexCount = indices.count - firstIndex
            var mx0 = Double.infinity, my0 = Double.infinity, mx1 = -Double.infinity, my1 = -Double.infinity
            for vertex in vertices[firstVertex...] {
                mx0 = min(mx0, Double(vertex.x)); my0 = min(my0, Double(vertex.y))
                mx1 = max(mx1, Double(vertex.x)); my1 = max(my1, Double(vertex.y))
            }
            // A mask that covers nothing hides the whole layer.
            if layer.run.maskIndexCount == 0 { (mx0, my0, mx1, my1) = (0, 0, 0, 0) }
            layer.run.maskInterior = layer.run.maskIndexCount > 0 ? DrawList.interior(of: mask, pixelsPerPoint: pixelsPerPoint) : nil
            x0 = max(x0, mx0); y0 = max(y0, my0); x1 = min(x1, mx1); y1 = min(y1, my1)
        }
        let limit = DrawList.coordinateLimit
        if x1 > x0, y1 > y0, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite {
            let left = Int(min(max(x0.rounded(.down), -limit), limit)), top = Int(min(max(y0.rounded(.down), -limit), limit))
            let right = Int(min(max(x1.rounded(.up), -limit), limit)), bottom = Int(min(max(y1.rounded(.up), -limit), limit))
            layer.run.bounds = PixelRect(x: left, y: top, width: right - left, height: bottom - top)
        }
        sealRun()
        commands[layer.commandIndex] = .beginLayer(layer.run)
        // What the layer covers, blur included (and projected), is drawn inside its parent.
        if !openLayers.isEmpty, !layer.run.bounds.isEmpty {
            let b = layer.run.bounds
            var box = (x0: Double(b.x), y0: Double(b.y), x1: Double(b.x + b.width), y1: Double(b.y + b.height))
            if let projection = layer.run.projection {
                let corners = [(box.x0, box.y0), (box.x1, box.y0), (box.x1, box.y1), (box.x0, box.y1)]
                    .map { projection.project(CGPoint(x: $0.0, y: $0.1)) }.filter { $0.w > 0 }.map(\.point)
                box = (corners.map { Double($0.x) }.min() ?? box.x0, corners.map { Double($0.y) }.min() ?? box.y0,
                       corners.map { Double($0.x) }.max() ?? box.x1, corners.map { Double($0.y) }.max() ?? box.y1)
            }
            openLayers[openLayers.count - 1].include(minX: box.x0, minY: box.y0, maxX: box.x1, maxY: box.y1)
        }
    }

    /// The whole pixels `mask` covers fully, when it is a rectangle, rounded rectangle or
    /// capsule, filled, and placed upright (scaled and moved, not turned or skewed). A corner
    /// lies within its own box (a continuous corner's reaches 1.528 radii along each side, as
    /// ``Path/addRoundedRect(in:cornerSize:style:)`` draws it), and the anti-aliased edge
    /// within a pixel of the outline. Nil for any other mask, or when both bands are empty.
    static func interior(of mask: LayerMask, pixelsPerPoint: Double) -> MaskInterior? {
        let t = mask.transform, frame = mask.frame.standardized
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0, pixelsPerPoint > 0 else { return nil }
        let width = Double(frame.width), height = Double(frame.height)
        let corner: (x: Double, y: Double)
        switch mask.shape {
        case .rectangle:
            corner = (0, 0)
        case .capsule:
            let radius = min(width, height) / 2
            corner = (radius, radius)
        case .roundedRectangle(let size, let style):
            let reach = style == .continuous ? 1.528 : 1
            let rx = Double(size.width).isFinite ? max(Double(size.width), 0) : 0
            let ry = Double(size.height).isFinite ? max(Double(size.height), 0) : 0
            corner = rx > 0 && ry > 0 ? (min(rx * reach, width / 2), min(ry * reach, height / 2)) : (0, 0)
        default:
            return nil
        }
        let sx = Double(t.a) * pixelsPerPoint, sy = Double(t.d) * pixelsPerPoint
        let x0 = (Double(frame.minX) * Double(t.a) + Double(t.tx)) * pixelsPerPoint
        let y0 = (Double(frame.minY) * Double(t.d) + Double(t.ty)) * pixelsPerPoint
        let x1 = x0 + width * sx, y1 = y0 + height * sy
        let cx = corner.x * sx, cy = corner.y * sy
        let limit = DrawList.coordinateLimit
        // (Four checks, not an array of four: called for each layer that hides what is below
        // it, an array cost an allocation a frame.)
        func inRange(_ value: Double) -> Bool { value.isFinite && abs(value) < limit }
        guard inRange(x0), inRange(y0), inRange(x1), inRange(y1) else { return nil }
        func band(_ left: Double, _ top: Double, _ right: Double, _ bottom: Double) -> PixelRect? {
            DeviceBox(x0: left, y0: top, x1: right, y1: bottom).pixelsWellInside
        }
        // Where the corners meet (a capsule's, across its length) one band is empty.
        let none = PixelRect(x: 0, y: 0, width: 0, height: 0)
        let across = band(x0, y0 + cy, x1, y1 - cy), down = band(x0 + cx, y0, x1 - cx, y1)
        guard across != nil || down != nil else { return nil }
        return MaskInterior(across: across ?? none, down: down ?? none)
    }

    /// Ends the innermost layer's content; what is drawn from here to its end is its mask.
    /// A second call in one layer changes nothing.
    mutating func beginLayerMask() {
        guard let last = openLayers.indices.last, openLayers[last].contentBox == nil else { return }
        openLayers[last].contentBox = openLayers[last].box(vertices: vertices)
        openLayers[last].minX = .infinity; openLayers[last].minY = .infinity
        openLayers[last].maxX = -.infinity; openLayers[last].maxY = -.infinity
        openLayers[last].firstVertex = vertices.count
        appendCommand(.layerMask)
    }

    /// Reports a rectangle drawn by something other than vertices to the open layer.
    mutating func includeInLayer(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        guard !openLayers.isEmpty else { return }
        openLayers[openLayers.count - 1].include(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// Closes every layer still open (a display list that began more than it ended).
    mutating func endAllLayers() {
        while !openLayers.isEmpty || ignoredLayers > 0 { endLayer() }
    }
}
