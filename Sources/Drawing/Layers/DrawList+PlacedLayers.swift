import Foundation

/// A blurred layer drawn in a space of its own (see ``DrawList/placesBlurredLayers``): the map
/// every item inside it takes after its own transform, and where it ends.
struct LayerPlacement {
    /// From window points to the layer's own space (in points): the layer's turn and place
    /// taken away, and a shift to where it is packed.
    var transform: CGAffineTransform
    /// The index of the display item that ends the layer.
    var end: Int
}

extension DrawList {
    /// Placed layers are packed in cells whose sides are a multiple of this many device
    /// pixels, so that a layer whose size changes by a pixel does not move the ones after it.
    static let placementCell = 16
    /// Device pixels between placed layers: a blur reads a pixel past its layer's edge.
    static let placementGap = 2

    /// Where a blurred layer beginning at `begin` is drawn, when it can be drawn in a space of
    /// its own: upright and still, whatever turns and moves it, so that a GPU can keep its
    /// blurred picture from one frame to the next and only place it, turned, where it shows.
    /// Returns the placement, the layer's blur (device pixels) and the projection from its
    /// space to the output; nil for a layer drawn where it is.
    ///
    /// Only an outermost layer that blurs and does nothing else that depends on where it is
    /// (no mask, projection, colour matrix or blend mode), with nothing inside that reads
    /// what is below (a material), is clipped by another clip than the layer's or where that
    /// clips it (a clip is a rectangle of the output), or whose extent is not known (a
    /// projected layer), in a list drawn over a cleared output, is placed; and only when it
    /// lies on the output and is smaller than it (see ``placeInCell(_:space:)``). The space keeps the
    /// layer's scale (its pixels stay the output's size) and takes its rotation and place
    /// away; since a gaussian blur is the same turned, blurring there and turning the result
    /// gives today's picture, resampled once.
    mutating func placedLayer(at begin: Int, in items: UnsafeBufferPointer<DisplayItem>, measurer: any TextMeasurer)
        -> (placement: LayerPlacement, sigma: Double, projection: ProjectionMatrix)? {
        guard placesBlurredLayers, clearedOutputSize != nil, openLayers.isEmpty, ignoredLayers == 0,
              let base = items.baseAddress, begin < items.count else { return nil }
        let layer = base + begin
        guard case .beginLayer(let effect) = layer.pointee.content, effect.opacity > 0, effect.mask == nil, effect.projection == nil,
              effect.colorMatrix == nil, effect.blendMode == .normal, !effect.masksWithContent,
              effect.blurRadius.isFinite, effect.blurRadius > 0 else { return nil }
        // A clip around the whole layer (a pane's) stays on it, clipping its composite; inside,
        // where it clips nothing, it is left out.
        let outerClip = layer.pointee.clip
        let outerRect = outerClip.flatMap { pixelRect(of: $0) }
        guard outerClip == nil || outerRect != nil else { return nil }
        let t = layer.pointee.transform
        guard let space = layerSpace(of: t, blurRadius: effect.blurRadius) else { return nil }
        let unshifted = space.unshifted
        // What the layer's items cover in its space, and where it ends.
        var box = DeviceBox(), depth = 0, nestedReach = 0.0, end = -1
        var index = begin
        while index < items.count {
            let member = base + index
            switch member.pointee.content {
            case .beginLayer(let inner):
                depth += 1
                if depth > 1 {
                    // (A clipped one inside must not blur past the clip it leaves out.)
                    guard inner.projection == nil, member.pointee.clip == nil || (member.pointee.clip == outerClip && !(inner.blurRadius > 0))
                    else { return nil }
                    let scale = member.pointee.transform.areaScale
                    let reach = inner.blurRadius.isFinite ? 3 * max(inner.blurRadius, 0) * scale * pixelsPerPoint + 2 : .infinity
                    guard reach.isFinite else { return nil }
                    nestedReach += reach
                }
            case .endLayer:
                depth -= 1
            case .layerMask:
                break
            case .backdrop:
                return nil
            default:
                if let clip = member.pointee.clip {
                    guard clip == outerClip, let outerRect, let onOutput = layerSpaceBox(of: member, through: .identity, measurer: measurer),
                          onOutput.lies(within: outerRect) else { return nil }
                }
                guard let memberBox = layerSpaceBox(of: member, through: unshifted, measurer: measurer) else { return nil }
                box.formUnion(memberBox)
            }
            if depth == 0 {
                end = index
                break
            }
            index += 1
        }
        guard end > begin, let placed = placeInCell(box.expanded(by: nestedReach), space: space) else { return nil }
        return (LayerPlacement(transform: placed.transform, end: end), space.sigma, placed.projection)
    }

    /// The space of a layer blurred by `blurRadius` points and placed by `t`: the layer's place
    /// on the output (its turn, then its origin's place, in device pixels), the map from window
    /// points into the space before it is shifted into its cell, and the blur in device pixels.
    /// Nil when `t` has bad numbers or the blur is too small to need a layer.
    func layerSpace(of t: CGAffineTransform, blurRadius: Double) -> (place: CGAffineTransform, unshifted: CGAffineTransform, sigma: Double)? {
        guard t.isFiniteAndInvertible, blurRadius.isFinite, blurRadius > 0 else { return nil }
        let toPixels = CGAffineTransform(scaleX: pixelsPerPoint, y: pixelsPerPoint)
        let device = t.concatenating(toPixels)
        // (Mirrored, the turn is read from the y axis: the mirror stays in the layer's space,
        // across, as text and images drawn upright ignore it where the layer is not placed.)
        let mirrored = device.a * device.d - device.b * device.c < 0
        let turn = mirrored ? atan2(-Double(device.c), Double(device.d)) : atan2(Double(device.b), Double(device.a))
        let place = CGAffineTransform(rotationAngle: turn).concatenating(CGAffineTransform(translationX: device.tx, y: device.ty))
        guard let fromPlace = place.inverted else { return nil }
        let fromPixels = CGAffineTransform(scaleX: 1 / pixelsPerPoint, y: 1 / pixelsPerPoint)
        let unshifted = toPixels.concatenating(fromPlace).concatenating(fromPixels)
        // The blur's scale read in the layer's space, steadied like its items': read through
        // the turn, it wobbles too.
        let sigma = blurRadius * DrawList.steadied(t.concatenating(unshifted)).areaScale * pixelsPerPoint
        guard sigma >= DrawList.smallestBlur, sigma.isFinite else { return nil }
        return (place, unshifted, sigma)
    }

    /// Packs a layer whose content covers `content` in its space (before the shift) into the
    /// next cell across the output, its blur's reach around it: the map from window points
    /// into its space, shifted into the cell, and the projection from there to the output.
    /// Nil when it lies wholly off the output or is larger than it.
    mutating func placeInCell(_ content: DeviceBox, space: (place: CGAffineTransform, unshifted: CGAffineTransform, sigma: Double))
        -> (transform: CGAffineTransform, projection: ProjectionMatrix)? {
        guard let output = clearedOutputSize else { return nil }
        let box = content.expanded(by: (3 * space.sigma).rounded(.up) + 2)
        guard box.isFinite, !box.isEmpty else { return nil }
        let outputWidth = Int((Double(output.width) * pixelsPerPoint).rounded(.down))
        let outputHeight = Int((Double(output.height) * pixelsPerPoint).rounded(.down))
        // Wholly off the output, it is left to be passed over where it is.
        var onOutput = (x0: Double.infinity, y0: Double.infinity, x1: -Double.infinity, y1: -Double.infinity)
        for corner in [CGPoint(x: box.x0, y: box.y0), CGPoint(x: box.x1, y: box.y0), CGPoint(x: box.x1, y: box.y1), CGPoint(x: box.x0, y: box.y1)] {
            let pixel = space.place.apply(to: corner)
            onOutput = (min(onOutput.x0, Double(pixel.x)), min(onOutput.y0, Double(pixel.y)),
                        max(onOutput.x1, Double(pixel.x)), max(onOutput.y1, Double(pixel.y)))
        }
        guard onOutput.x1 > 0, onOutput.y1 > 0, onOutput.x0 < Double(outputWidth), onOutput.y0 < Double(outputHeight) else { return nil }
        // Its cell, in rows across the output. (A hair's slack: the box's edges, worked out
        // through a turn and back, wobble far below it from frame to frame.)
        let left = (box.x0 + 1e-6).rounded(.down), top = (box.y0 + 1e-6).rounded(.down)
        func cell(_ length: Double) -> Int {
            let cell = DrawList.placementCell
            return (Int(length.rounded(.up)) + cell - 1) / cell * cell
        }
        let width = cell(box.x1 - left), height = cell(box.y1 - top)
        let gap = DrawList.placementGap
        // Larger than the output, it is drawn where it shows.
        guard width + 2 * gap <= outputWidth, height + 2 * gap <= outputHeight else { return nil }
        var cursor = placementCursor
        if cursor.x + width + gap > outputWidth {
            cursor = (gap, cursor.y + cursor.rowHeight + gap, 0)
        }
        if cursor.y + height + gap <= outputHeight {
            placementCursor = (cursor.x + width + gap, cursor.y, max(cursor.rowHeight, height))
        } else {
            // The rows are full: in the first cell, over another layer's. A backend draws the
            // two into different targets, or one after the other.
            cursor = (gap, gap, 0)
        }
        // Shifted so that its box begins at its cell's corner: the shift is whole pixels, and
        // the same every frame while the layer's content is.
        let dx = Double(cursor.x) - left, dy = Double(cursor.y) - top
        let shift = CGAffineTransform(translationX: dx / pixelsPerPoint, y: dy / pixelsPerPoint)
        let projection = ProjectionMatrix(CGAffineTransform(translationX: -dx, y: -dy).concatenating(space.place))
        return (space.unshifted.concatenating(shift), projection)
    }

    /// Where the blurred silhouette of `item`'s shadow (a layer of its own: not a convex fill
    /// or one line of text, which need none) is drawn, when it can be drawn in a space of its
    /// own as a placed layer is: the map from window points into that space (after the
    /// shadow's offset), the blur and the projection. Its silhouette is then the same every
    /// frame while the item only moves and turns, or its shadow's offset changes, and a GPU
    /// keeps its blurred picture. Nil where a placed layer would not be placed (see
    /// ``placedLayer(at:in:measurer:)``), and inside any layer.
    mutating func placedShadow(of item: UnsafePointer<DisplayItem>, moved: CGAffineTransform, radius: Double, measurer: any TextMeasurer)
        -> (transform: CGAffineTransform, sigma: Double, projection: ProjectionMatrix)? {
        guard placesBlurredLayers, clearedOutputSize != nil, openLayers.isEmpty, ignoredLayers == 0, layerPlacement == nil,
              let space = layerSpace(of: moved, blurRadius: radius) else { return nil }
        // Text is drawn upright where it is, turned in a placed layer: its shadow would turn
        // away from it.
        switch item.pointee.content {
        case .backdrop, .text: return nil
        case .shaded(let shaded): if case .text = shaded.base { return nil }
        default: break
        }
        var silhouette = item.pointee
        silhouette.transform = moved
        silhouette.shadow = nil
        silhouette.blurRadius = 0
        silhouette.clip = nil
        guard let box = withUnsafePointer(to: &silhouette, { layerSpaceBox(of: $0, through: space.unshifted, measurer: measurer) }),
              let placed = placeInCell(box, space: space) else { return nil }
        return (placed.transform, space.sigma, placed.projection)
    }

    /// `transform` with each entry rounded to a millionth (a power of two near it): an item's
    /// transform in a placed layer's space is worked out through the layer's turn and back, and
    /// wobbles in its last digits from frame to frame while the layer turns; steadied, it is
    /// the same every frame, and so is what the layer draws (text placed by it too), for a
    /// backend to keep.
    static func steadied(_ transform: CGAffineTransform) -> CGAffineTransform {
        let grid = 1_048_576.0
        func steady(_ value: CGFloat) -> CGFloat { CGFloat((Double(value) * grid).rounded() / grid) }
        return CGAffineTransform(a: steady(transform.a), b: steady(transform.b), c: steady(transform.c), d: steady(transform.d),
                                 tx: steady(transform.tx), ty: steady(transform.ty))
    }

    /// Where `item` may draw once `placement` follows its transform, in device pixels: as
    /// ``deviceBox(of:)`` reckons it (a path's own points joining its frame), text line by line
    /// as ``appendText`` draws it. Nil when it is not known.
    private func layerSpaceBox(of item: UnsafePointer<DisplayItem>, through placement: CGAffineTransform,
                               measurer anyFamily: any TextMeasurer) -> DeviceBox? {
        var moved = item.pointee
        moved.transform = DrawList.steadied(item.pointee.transform.concatenating(placement))
        moved.clip = nil
        var content = moved.content
        if case .shaded(let shaded) = content { content = shaded.base }
        switch content {
        case .fill(.path(let path), _), .stroke(.path(let path), _, _), .styledStroke(.path(let path), _, _):
            // A path may reach past its frame: the box of its points (its curves' control
            // points too, which hold the curves) joins the frame's.
            let bounds = path.boundingRect
            guard !bounds.isNull else { break }
            guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.width.isFinite, bounds.height.isFinite else { return nil }
            let frame = moved.frame.standardized
            moved.frame = frame.union(bounds.offsetBy(dx: frame.minX, dy: frame.minY))
        case .text(let layout):
            // Each line where appendText draws it: from its origin, its width and height.
            guard case .draws(let frame, _) = DrawList.placement(of: &moved), layout.size.isFinite, layout.size > 0 else { return DeviceBox() }
            let measurer = anyFamily.family(layout.family).tracked(layout.tracking)
            let t = moved.transform, scale = t.areaScale * pixelsPerPoint
            var reach = 2 + (moved.blurRadius > 0 ? 3 * moved.blurRadius * scale : 0)
            if let shadow = moved.shadow { reach += (abs(shadow.x) + abs(shadow.y) + 3 * max(shadow.radius, 0)) * scale }
            let lineHeight = DrawList.lineHeight(of: layout, measurer: measurer)
            var box = DeviceBox()
            for (index, line) in layout.lines.enumerated() where !line.isEmpty {
                let width = measurer.width(of: line, size: layout.size, weight: layout.weight)
                let origin = t.apply(to: DrawList.lineStart(of: layout, index: index, width: width, in: frame, lineHeight: lineHeight))
                let ox = Double(origin.x) * pixelsPerPoint, oy = Double(origin.y) * pixelsPerPoint
                // (A slanted or tracked line reaches a little past its measured width.)
                box.formUnion(DeviceBox(x0: ox, y0: oy, x1: ox + (width + layout.size / 2) * scale, y1: oy + lineHeight * scale).expanded(by: reach))
            }
            return box.isEmpty || box.isFinite ? box : nil
        default:
            break
        }
        let box = deviceBox(of: &moved)
        return box.isEmpty || box.isFinite ? box : nil
    }
}
