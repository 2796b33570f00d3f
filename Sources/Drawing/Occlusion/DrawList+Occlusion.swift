import Foundation

/// Where an item draws, in device pixels, at most: a box, or nowhere known (it may draw
/// anywhere, and is never hidden).
struct DeviceBox {
    var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity

    static let unbounded = DeviceBox(x0: -.infinity, y0: -.infinity, x1: .infinity, y1: .infinity)

    var isEmpty: Bool { !(x1 > x0 && y1 > y0) }

    /// Whether all four edges are finite numbers.
    var isFinite: Bool { x0.isFinite && y0.isFinite && x1.isFinite && y1.isFinite }

    mutating func formUnion(_ other: DeviceBox) {
        guard !other.isEmpty else { return }
        x0 = min(x0, other.x0); y0 = min(y0, other.y0)
        x1 = max(x1, other.x1); y1 = max(y1, other.y1)
    }

    func expanded(by margin: Double) -> DeviceBox {
        isEmpty ? self : DeviceBox(x0: x0 - margin, y0: y0 - margin, x1: x1 + margin, y1: y1 + margin)
    }

    func intersection(_ rect: PixelRect) -> DeviceBox {
        DeviceBox(x0: max(x0, Double(rect.x)), y0: max(y0, Double(rect.y)),
                  x1: min(x1, Double(rect.x + rect.width)), y1: min(y1, Double(rect.y + rect.height)))
    }

    /// The whole pixels that lie a pixel or more inside its edges (what an anti-aliased fill
    /// of it covers fully); nil when there are none.
    var pixelsWellInside: PixelRect? {
        let l = Int((x0 + 1).rounded(.up)), t = Int((y0 + 1).rounded(.up))
        let r = Int((x1 - 1).rounded(.down)), b = Int((y1 - 1).rounded(.down))
        return r > l && b > t ? PixelRect(x: l, y: t, width: r - l, height: b - t) : nil
    }

    /// Whether all of it lies within `rect` (an empty box lies anywhere).
    func lies(within rect: PixelRect) -> Bool {
        isEmpty || (x0 >= Double(rect.x) && y0 >= Double(rect.y)
                    && x1 <= Double(rect.x + rect.width) && y1 <= Double(rect.y + rect.height))
    }
}

extension DrawList {
    /// The most opaque rectangles kept while looking for what they hide: the largest.
    static let mostCovers = 8

    /// Marks in ``occludedItems`` the items of `items` that nothing of would show: each lies
    /// wholly under an opaque, upright rectangle drawn later in the list, outside any layer,
    /// or inside an outermost layer that only clips its content to an upright rounded
    /// rectangle (there, the part of the rectangle within the clip's interior hides). A
    /// hidden outermost layer is hidden with everything in it. What an item may draw is
    /// reckoned generously (a stroke's miters, a shadow, a blur's reach, a path mask's
    /// bounds); text and a projected layer may draw anywhere and are never hidden. A material
    /// reads what is below it, so nothing before one is hidden by what follows it; a layer
    /// inside a group that blends (a `.destinationOut` cut-out) keeps the group's rectangles
    /// from hiding anything. An outermost layer a quarter hidden or more, but not wholly, is
    /// noted in ``partlyHiddenLayers`` with its largest hidden part, for its
    /// ``LayerRun/hidden``. Returns whether any item is hidden.
    ///
    /// A software GPU fills every pixel it is given: the Hero scene's grid of cards under its
    /// zoomed screen cost as much to draw as what shows.
    mutating func markOccludedItems(_ items: UnsafeBufferPointer<DisplayItem>) -> Bool {
        occludedItems.removeAll(keepingCapacity: true)
        occludedItems.append(contentsOf: repeatElement(false, count: items.count))
        partlyHiddenLayers.removeAll(keepingCapacity: true)
        guard leavesOutOccluded, let base = items.baseAddress else { return false }
        // The kept buffers, borrowed (a copy would share them, and emptying it copy them).
        var covers: [PixelRect] = [], inner: [PixelRect] = []
        swap(&covers, &scratchCovers)
        swap(&inner, &scratchInnerCovers)
        covers.removeAll(keepingCapacity: true)
        defer {
            swap(&covers, &scratchCovers)
            swap(&inner, &scratchInnerCovers)
        }
        var any = false
        var index = items.count - 1
        while index >= 0 {
            let item = base + index
            switch item.pointee.content {
            case .endLayer:
                // The outermost layer ending here: its box (wanted only when something later
                // may hide it), and what it covers, from its items.
                var depth = 0, box = DeviceBox(), readsBelow = false, masksWithContent = false, erases = false
                let boxed = !covers.isEmpty
                inner.removeAll(keepingCapacity: true)
                var begin = index
                while begin >= 0 {
                    let member = base + begin
                    switch member.pointee.content {
                    case .endLayer:
                        depth += 1
                    case .beginLayer(let effect):
                        depth -= 1
                        if depth > 0, effect.projection != nil || effect.blurRadius > 0 { box = .unbounded }
                        // A layer inside that blends (`.destinationOut`, say) can take away what
                        // a rectangle beside it covered.
                        if depth > 0, effect.blendMode != .normal { erases = true }
                    case .layerMask:
                        if depth == 1 {
                            // What was seen of this layer so far is its mask, not its content.
                            masksWithContent = true
                            inner.removeAll(keepingCapacity: true)
                        }
                    case .backdrop:
                        readsBelow = true
                        if boxed { box.formUnion(deviceBox(of: member)) }
                    default:
                        if boxed { box.formUnion(deviceBox(of: member)) }
                        if depth == 1, !masksWithContent, let cover = coveredRect(by: member) { inner.append(cover) }
                    }
                    if depth == 0 { break }
                    begin -= 1
                }
                guard begin >= 0, case .beginLayer(let effect) = (base + begin).pointee.content else {
                    // No beginning: an unbalanced list is drawn as it is.
                    covers.removeAll(keepingCapacity: true)
                    index = begin - 1
                    continue
                }
                let layerItem = base + begin
                let layerBox = boxed ? layerDeviceBox(effect, item: layerItem, content: box) : DeviceBox()
                if boxed, covers.contains(where: { layerBox.lies(within: $0) }) {
                    for hidden in begin...index { occludedItems[hidden] = true }
                    any = true
                    index = begin - 1
                    continue
                }
                if boxed, let hidden = largestHiddenPart(of: layerBox, under: covers) { partlyHiddenLayers.append((begin, hidden)) }
                if readsBelow {
                    covers.removeAll(keepingCapacity: true)
                } else if !masksWithContent, !erases {
                    for cover in inner { addLayerCover(cover, effect: effect, item: layerItem, to: &covers) }
                }
                index = begin - 1
                continue
            case .beginLayer, .layerMask:
                // A beginning with no end: an unbalanced list is drawn as it is.
                covers.removeAll(keepingCapacity: true)
            default:
                // (An item that draws nothing is left to say so.)
                if !covers.isEmpty, case let box = deviceBox(of: item), !box.isEmpty, covers.contains(where: { box.lies(within: $0) }) {
                    occludedItems[index] = true
                    any = true
                } else if case .backdrop = item.pointee.content {
                    covers.removeAll(keepingCapacity: true)
                } else if let cover = coveredRect(by: item) {
                    keep(cover, in: &covers)
                }
            }
            index -= 1
        }
        return any
    }

    /// The largest part of a layer's `box` one of `covers` hides, when it is a quarter of the
    /// box at least (less is not worth compositing the layer in pieces).
    private func largestHiddenPart(of box: DeviceBox, under covers: [PixelRect]) -> PixelRect? {
        guard box.isFinite, !box.isEmpty else { return nil }
        let limit = DrawList.coordinateLimit
        guard abs(box.x0) < limit, abs(box.y0) < limit, abs(box.x1) < limit, abs(box.y1) < limit else { return nil }
        let x0 = Int(box.x0.rounded(.down)), y0 = Int(box.y0.rounded(.down))
        let whole = PixelRect(x: x0, y: y0, width: Int(box.x1.rounded(.up)) - x0, height: Int(box.y1.rounded(.up)) - y0)
        var best: PixelRect?, bestArea = (whole.width * whole.height + 3) / 4
        for cover in covers {
            let part = cover.intersection(whole)
            guard !part.isEmpty, part.width * part.height >= bestArea else { continue }
            best = part
            bestArea = part.width * part.height
        }
        return best
    }

    /// Adds `cover` to `covers`, keeping the largest ``mostCovers``.
    private func keep(_ cover: PixelRect, in covers: inout [PixelRect]) {
        guard !cover.isEmpty else { return }
        let area = cover.width * cover.height
        if covers.count < DrawList.mostCovers {
            covers.append(cover)
            return
        }
        guard let smallest = covers.indices.min(by: { covers[$0].width * covers[$0].height < covers[$1].width * covers[$1].height }),
              covers[smallest].width * covers[smallest].height < area else { return }
        covers[smallest] = cover
    }

    /// An opaque rectangle fill with no blur, upright (moved and scaled, not turned, flipped or
    /// skewed): its edges in device pixels and its colour, faded by the item's opacity. Nil for
    /// anything else, or numbers past ``coordinateLimit``.
    func opaqueRectangle(_ item: UnsafePointer<DisplayItem>) -> (box: DeviceBox, color: RGBAColor)? {
        guard case .fill(.rectangle, let color) = item.pointee.content, !(item.pointee.blurRadius > 0),
              case .draws(let frame, let opacity) = DrawList.placement(of: item),
              DrawList.fillBytes(color, opacity: opacity).a == 255 else { return nil }
        let t = item.pointee.transform
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return nil }
        let box = DeviceBox(x0: Double(frame.minX * t.a + t.tx) * pixelsPerPoint, y0: Double(frame.minY * t.d + t.ty) * pixelsPerPoint,
                            x1: Double(frame.maxX * t.a + t.tx) * pixelsPerPoint, y1: Double(frame.maxY * t.d + t.ty) * pixelsPerPoint)
        let limit = DrawList.coordinateLimit
        guard box.isFinite, abs(box.x0) < limit, abs(box.y0) < limit, abs(box.x1) < limit, abs(box.y1) < limit else { return nil }
        return (box, opacity == 1 ? color : color.multiplyingOpacity(by: opacity))
    }

    /// The whole pixels `item` paints opaquely for certain: an ``opaqueRectangle(_:)`` a pixel
    /// in from its edges (its anti-aliased fringe), within its clip when that is an upright
    /// rectangle. Nil for anything else.
    func coveredRect(by item: UnsafePointer<DisplayItem>) -> PixelRect? {
        guard let box = opaqueRectangle(item)?.box else { return nil }
        guard var rect = box.pixelsWellInside else { return nil }
        if let clip = item.pointee.clip {
            guard case .rectangle = clip.shape, clip.transform.b == 0, clip.transform.c == 0,
                  let clipRect = pixelRect(of: clip) else { return nil }
            rect = rect.intersection(clipRect)
        }
        return rect.isEmpty ? nil : rect
    }

    /// Where `item` (not a layer's beginning or end) may draw, generously: its frame placed in
    /// device pixels, grown by two pixels (the fringe, a sample offset), a stroke's reach, a
    /// shadow's and a blur's, and cut to its clip. Text may draw anywhere.
    func deviceBox(of item: UnsafePointer<DisplayItem>) -> DeviceBox {
        guard case .draws(let frame, _) = DrawList.placement(of: item) else { return DeviceBox() }
        let t = item.pointee.transform
        let scale = max((Double(t.a * t.a + t.b * t.b)).squareRoot(), (Double(t.c * t.c + t.d * t.d)).squareRoot()) * pixelsPerPoint
        var margin = 2.0
        var content = item.pointee.content
        if case .shaded(let shaded) = content { content = shaded.base }
        switch content {
        case .text:
            return .unbounded
        case .stroke(_, _, let lineWidth):
            // A miter reaches at most ten half-widths past the outline.
            margin += (lineWidth.isFinite ? max(lineWidth, 0) : 0) * 5 * scale
        case .styledStroke(_, _, let style):
            let width = style.lineWidth.isFinite ? max(Double(style.lineWidth), 0) : 0
            let miter = style.miterLimit.isFinite ? max(Double(style.miterLimit), 10) : .infinity
            margin += width * miter / 2 * scale
        default:
            break
        }
        if item.pointee.blurRadius > 0 {
            margin += 3 * (item.pointee.blurRadius.isFinite ? item.pointee.blurRadius : .infinity) * scale
        }
        if let shadow = item.pointee.shadow {
            let reach = abs(shadow.x) + abs(shadow.y) + 3 * max(shadow.radius, 0)
            margin += (reach.isFinite ? reach : .infinity) * scale
        }
        guard margin.isFinite else { return .unbounded }
        let placed = t.apply(to: frame)
        var box = DeviceBox(x0: Double(placed.minX) * pixelsPerPoint, y0: Double(placed.minY) * pixelsPerPoint,
                            x1: Double(placed.maxX) * pixelsPerPoint, y1: Double(placed.maxY) * pixelsPerPoint).expanded(by: margin)
        guard box.isFinite else { return .unbounded }
        if let clip = item.pointee.clip, let clipRect = pixelRect(of: clip) { box = box.intersection(clipRect) }
        return box
    }

    /// Where an outermost layer may draw: its content's box, grown by its blur's reach, within
    /// its mask's frame and its clip. A projected layer may draw anywhere.
    private func layerDeviceBox(_ effect: LayerEffect, item: UnsafePointer<DisplayItem>, content: DeviceBox) -> DeviceBox {
        guard effect.projection == nil else { return .unbounded }
        let t = item.pointee.transform
        guard t.isFiniteAndInvertible else { return content }
        var box = content
        if effect.blurRadius > 0 {
            let sigma = effect.blurRadius * t.areaScale * pixelsPerPoint
            box = sigma.isFinite ? box.expanded(by: 3 * sigma + 2) : .unbounded
        }
        // Nothing shows outside the mask's shape (a custom path's own bounds; it may reach past
        // the frame), and its fringe.
        if let shape = effect.mask, let placed = pointBox(of: shape, frame: item.pointee.frame, transform: t) {
            if placed.isNull { return DeviceBox() }
            let maskBox = DeviceBox(x0: Double(placed.minX) * pixelsPerPoint - 2, y0: Double(placed.minY) * pixelsPerPoint - 2,
                                    x1: Double(placed.maxX) * pixelsPerPoint + 2, y1: Double(placed.maxY) * pixelsPerPoint + 2)
            if maskBox.isFinite {
                box = DeviceBox(x0: max(box.x0, maskBox.x0), y0: max(box.y0, maskBox.y0), x1: min(box.x1, maskBox.x1), y1: min(box.y1, maskBox.y1))
            }
        }
        if let clip = item.pointee.clip, let clipRect = pixelRect(of: clip) { box = box.intersection(clipRect) }
        return box
    }

    /// Adds to `covers` what `cover`, drawn in an outermost layer, covers of the layer's
    /// parent: all of it when the layer only groups its content, its parts within the mask's
    /// interior when the layer only clips to an upright rounded rectangle, within the layer's
    /// clip; nothing when the layer fades, blurs, projects, maps colours or blends.
    private func addLayerCover(_ cover: PixelRect, effect: LayerEffect, item: UnsafePointer<DisplayItem>, to covers: inout [PixelRect]) {
        guard effect.opacity >= 1, !(effect.blurRadius > 0), effect.projection == nil, effect.colorMatrix == nil,
              effect.blendMode == .normal, !effect.masksWithContent else { return }
        var within = cover
        if let clip = item.pointee.clip {
            guard case .rectangle = clip.shape, clip.transform.b == 0, clip.transform.c == 0,
                  let rect = pixelRect(of: clip) else { return }
            within = within.intersection(rect)
        }
        guard let shape = effect.mask else {
            keep(within, in: &covers)
            return
        }
        guard item.pointee.transform.isFiniteAndInvertible,
              let interior = DrawList.interior(of: (shape, item.pointee.frame, item.pointee.transform, effect.maskFillRule),
                                               pixelsPerPoint: pixelsPerPoint) else { return }
        keep(within.intersection(interior.across), in: &covers)
        keep(within.intersection(interior.down), in: &covers)
    }
}
