import Foundation

extension DrawList {
    /// Where a mask of `shape` goes, when the fill is drawn as one: the list draws masks, the
    /// shape is an ellipse, a capsule or a rounded rectangle with round corners, its transform
    /// only moves and stretches it, and its box is at most ``ShapeMaskAtlas/largestBox``
    /// device pixels a side (this last the atlas checks). The key, and the device-pixel point
    /// of the mask's top-left corner.
    func shapeMaskPlacement(of shape: DisplayShape, frame: CGRect, transform: CGAffineTransform) -> (key: ShapeMaskKey, left: Double, top: Double)? {
        guard drawsShapeMasks, !snapsVerticesToPixels,
              transform.b == 0, transform.c == 0, transform.a > 0, transform.d > 0 else { return nil }
        let scaleX = transform.a * pixelsPerPoint, scaleY = transform.d * pixelsPerPoint
        // The box to the nearest 1/8 pixel, centred where it was: a shape that grows or shrinks
        // finds the masks of the sizes it passed through, not a new one every frame.
        let exactWidth = Double(frame.width) * scaleX, exactHeight = Double(frame.height) * scaleY
        let width = (exactWidth * ShapeMaskAtlas.sizeSteps).rounded() / ShapeMaskAtlas.sizeSteps
        let height = (exactHeight * ShapeMaskAtlas.sizeSteps).rounded() / ShapeMaskAtlas.sizeSteps
        let kind: ShapeMaskKey.Kind
        switch shape {
        case .ellipse:
            kind = .ellipse
        case .capsule:
            kind = .roundedRectangle(radius: min(width, height) / 2)
        case .roundedRectangle(let corner, .circular):
            // Clamped as the outline clamps them; round corners only when the two agree.
            let cornerWidth = Double(corner.width), cornerHeight = Double(corner.height)
            let radiusX = min(max(cornerWidth.isFinite ? cornerWidth : 0, 0) * scaleX, width / 2)
            let radiusY = min(max(cornerHeight.isFinite ? cornerHeight : 0, 0) * scaleY, height / 2)
            guard abs(radiusX - radiusY) < 1e-9 else { return nil }
            kind = .roundedRectangle(radius: radiusX)
        default:
            return nil
        }
        let origin = transform.apply(to: frame.origin)
        let left = Double(origin.x) * pixelsPerPoint + (exactWidth - width) / 2 + vertexSampleOffset - Double(ShapeMaskAtlas.margin)
        let top = Double(origin.y) * pixelsPerPoint + (exactHeight - height) / 2 + vertexSampleOffset - Double(ShapeMaskAtlas.margin)
        // Beyond this single precision would show.
        guard abs(left) < 1e7, abs(top) < 1e7, width <= ShapeMaskAtlas.largestBox, height <= ShapeMaskAtlas.largestBox else { return nil }
        return (ShapeMaskKey(kind: kind, width: width, height: height), left, top)
    }

    /// Draws a fill of `shape` as one quad from ``shapeMasks`` when it can (see
    /// ``shapeMaskPlacement(of:frame:transform:)``) and the atlas has room. Returns whether it
    /// drew it.
    mutating func appendShapeMask(_ shape: DisplayShape, frame: CGRect, transform: CGAffineTransform, color: RGBA8) -> Bool {
        guard let (key, left, top) = shapeMaskPlacement(of: shape, frame: frame, transform: transform),
              let slot = shapeMasks.slot(for: key) else { return false }
        let texel = 1 / Float(shapeMasks.side)
        let u0 = Float(slot.x) * texel, v0 = Float(slot.y) * texel
        let u1 = Float(slot.x + slot.width) * texel, v1 = Float(slot.y + slot.height) * texel
        let x0 = Float(left), y0 = Float(top)
        let x1 = Float(left + Double(slot.width)), y1 = Float(top + Double(slot.height))
        reserve(vertexCount: 4, indexCount: 6)
        let first = UInt32(vertices.count), start = indices.count
        vertices.append(DrawVertex(x: x0, y: y0, color: color, u: u0, v: v0))
        vertices.append(DrawVertex(x: x1, y: y0, color: color, u: u1, v: v0))
        vertices.append(DrawVertex(x: x1, y: y1, color: color, u: u1, v: v1))
        vertices.append(DrawVertex(x: x0, y: y1, color: color, u: u0, v: v1))
        appendTriangleIndices(first, first + 1, first + 2)
        appendTriangleIndices(first, first + 2, first + 3)
        commitMasks(since: start)
        return true
    }

    /// Covers the indices appended since `start` with a masks command, growing the last
    /// command when it is a run of masks that ends at `start`.
    private mutating func commitMasks(since start: Int) {
        sealRun()
        if let last = commands.indices.last, case .masks(let first, let count) = commands[last], first + count == start {
            commands[last] = .masks(firstIndex: first, indexCount: indices.count - first)
        } else {
            commands.append(.masks(firstIndex: start, indexCount: indices.count - start))
        }
    }
}
