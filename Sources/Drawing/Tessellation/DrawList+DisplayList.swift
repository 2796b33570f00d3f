import Foundation

extension DrawList {
    /// Tessellates every item of a display list into this list, in paint order and device
    /// pixels. With ``clearedOutputSize`` set, the first items that fill the whole output with
    /// an opaque colour are not drawn: ``clearColor`` becomes their colour. Items that opaque
    /// rectangles drawn after them hide wholly are not drawn either (see
    /// ``markOccludedItems(_:)``; ``occludedItemCount`` counts them).
    ///
    /// Each item's content is placed by its transform and then multiplied by
    /// ``pixelsPerPoint``:
    /// - A fill becomes the shape's outline, flattened to within ``maximumCurveError`` device
    ///   pixels, filled with a one-pixel anti-aliased fringe: fanned when convex, ear-clipped
    ///   or banded otherwise. A path of several subpaths is filled as one by the item's
    ///   ``DisplayItem/fillRule``, so subpaths can cut holes.
    /// - A layer (``DisplayContent/beginLayer(_:)`` … ``DisplayContent/endLayer``) becomes a
    ///   ``DrawCommand/beginLayer(_:)`` … ``DrawCommand/endLayer`` pair with its bounds, blur
    ///   in device pixels and mask triangles; a layer with no opacity draws nothing inside it.
    /// - A stroke follows each flattened subpath, centred on it, with miter joins (bevelled
    ///   past a miter limit of 10) and a fringe on both sides. A line thinner than a device
    ///   pixel is drawn one pixel wide at proportionally lower opacity.
    /// - Text becomes one ``DrawCommand/text(_:)`` per line, aligned within the frame's width
    ///   using `textMeasurer`.
    /// - An image becomes an ``DrawCommand/image(_:)``.
    /// - A clip becomes a ``DrawCommand/clip(_:)`` … ``DrawCommand/unclip`` pair around the
    ///   consecutive items that share it.
    /// - A shadow is the content again in the shadow's colour, moved by its offset, under the
    ///   item. A convex fill's shadow is drawn blurred directly, as rings graded by the blur's
    ///   profile (see ``appendSoftFill(_:frame:transform:color:sigma:hiddenBeyond:)``); one line
    ///   of text's is a ``TextRun`` with a blur; any other content's is drawn sharp in a layer
    ///   blurred by the shadow's radius. An item's own blur is a layer too.
    ///
    /// An item with a frame that is empty or not finite, a transform that is not finite or
    /// flattens the plane, or no opacity, draws nothing; so does an item whose clip holds no
    /// pixel. No vertex is ever NaN.
    ///
    /// Appending the same display list to a list emptied with ``removeAll(pixelsPerPoint:)``
    /// allocates nothing: every working buffer is kept in the draw list.
    ///
    /// ```swift
    /// drawList.removeAll(pixelsPerPoint: host.pixelsPerPoint)
    /// drawList.append(frame.displayList, textMeasurer: measurer)
    /// host.submit(drawList)
    /// ```
    ///
    /// - Parameters:
    ///   - list: The frame's display list.
    ///   - textMeasurer: Measures lines of centred and trailing text; nil measures with
    ///     ``ApproximateTextMeasurer``. Pass the measurer that laid the text out.
    /// - Complexity: Linear in the flattened points of convex shapes and strokes; ear clipping
    ///   is O(n²) typically in a concave outline's points.
    public mutating func append(_ list: DisplayList, textMeasurer: (any TextMeasurer)? = nil) {
        let measurer: any TextMeasurer = textMeasurer ?? ApproximateTextMeasurer()
        var activeClip: PixelRect?
        // Above 0 inside a fully transparent layer, whose items draw nothing.
        var hiddenDepth = 0
        // Above 0 inside the mask of a layer that could not be opened, whose items are skipped.
        var maskSkipDepth = 0
        // A whole frame: traced item by item, and, when the frame before was one too, written
        // over it in place while its items are the kept fills they were.
        let tracing = vertices.isEmpty && indices.isEmpty && commands.isEmpty
        var inPlace = tracing && takeFrameBack()
        if !inPlace { traces.removeAll(keepingCapacity: true) }
        // While every item so far covered the output opaquely, one more that does is cleared to.
        var foldsBackgrounds = tracing && clearedOutputSize != nil
        tracedGeneration = tessellationCache.generation
        // Through the buffer, each item borrowed in place: iterating the array, or reading it by
        // index, copied every item (hundreds of bytes, with references) out of it.
        // An item inside a placed layer, moved into the layer's space (see placedLayer(at:in:measurer:)).
        var placedItem = DisplayItem(.endLayer, frame: .zero)
        list.items.withUnsafeBufferPointer { items in
        withUnsafeMutablePointer(to: &placedItem) { placedItem in
        let occludes = markOccludedItems(items)
        // The next outermost layer partly hidden (they were found from the end).
        var nextPartlyHidden = partlyHiddenLayers.count - 1
        for index in items.indices {
            // Read where it lies: a copy of the item (with its references) cost a tenth of
            // drawing a kept shape.
            var item = items.baseAddress! + index
            if let placing = layerPlacement, index <= placing.end {
                placedItem.pointee = item.pointee
                placedItem.pointee.transform = DrawList.steadied(item.pointee.transform.concatenating(placing.transform))
                // Its clip (the layer's, which clips nothing of it) stays on the layer.
                placedItem.pointee.clip = nil
                item = UnsafePointer(placedItem)
            }
            if foldsBackgrounds {
                if let color = coveringColor(of: item) {
                    clearColor = color
                    if inPlace, index < traces.count, traces[index].drewNothing { continue }
                    if inPlace {
                        // It drew the frame before: that frame is written over no further.
                        diverge(at: index)
                        inPlace = false
                    }
                    traces.append(ItemTrace(vertexStart: 0, indexStart: 0, commandStart: 0, drewNothing: true))
                    continue
                }
            }
            if occludes, occludedItems[index] {
                occludedItemCount += 1
                if inPlace {
                    if index < traces.count, traces[index].drewNothing { continue }
                    diverge(at: index)
                    inPlace = false
                }
                if tracing {
                    traces.append(ItemTrace(vertexStart: vertices.count, indexStart: indices.count, commandStart: commands.count,
                                            drewNothing: true))
                }
                continue
            }
            if foldsBackgrounds {
                // Only what draws hides what is below (an invisible button does not).
                if case .beginLayer = item.pointee.content {
                    foldsBackgrounds = false
                } else if case .draws = DrawList.placement(of: item) {
                    foldsBackgrounds = false
                }
            }
            if inPlace {
                if index < traces.count, let drawn = drawInPlace(item, over: traces[index]) {
                    traces[index] = drawn
                    continue
                }
                diverge(at: index)
                inPlace = false
            }
            if tracing {
                traces.append(ItemTrace(vertexStart: vertices.count, indexStart: indices.count, commandStart: commands.count))
                lastReplay = (-1, -1, 0, 0)
                lastTexturedFill = (-1, false, nil)
            }
            if hiddenDepth > 0 {
                if case .beginLayer = item.pointee.content { hiddenDepth += 1 }
                if case .endLayer = item.pointee.content { hiddenDepth -= 1 }
                continue
            }
            if maskSkipDepth > 0 {
                // The mask of a layer past the deepest: drawn, it would show as content.
                if case .beginLayer = item.pointee.content { maskSkipDepth += 1 }
                if case .endLayer = item.pointee.content {
                    maskSkipDepth -= 1
                    if maskSkipDepth == 0 { endLayer() }
                }
                continue
            }
            if case .endLayer = item.pointee.content {
                endLayer()
                if let placing = layerPlacement, index >= placing.end { layerPlacement = nil }
                continue
            }
            if case .layerMask = item.pointee.content {
                if ignoredLayers > 0 { maskSkipDepth = 1 } else { beginLayerMask() }
                continue
            }
            if case .beginLayer(let effect) = item.pointee.content, !(effect.opacity > 0) {
                hiddenDepth = 1
                continue
            }
            // Inside a placed layer the clip stays the layer's: its items' clip (the same) clips
            // nothing of them, and a backend draws a layer's content unclipped and composites
            // it under the clip it began in.
            if layerPlacement == nil {
                var clip: PixelRect?
                if let itemClip = item.pointee.clip {
                    // A clip that holds no pixel, or has bad numbers, hides the item.
                    guard let rect = pixelRect(of: itemClip), !rect.isEmpty else { continue }
                    clip = rect
                }
                if clip != activeClip {
                    if activeClip != nil { appendCommand(.unclip) }
                    if let clip { appendCommand(.clip(clip)) }
                    activeClip = clip
                }
            }
            if case .beginLayer(let effect) = item.pointee.content, layerPlacement == nil, let placed = placedLayer(at: index, in: items, measurer: measurer) {
                // Drawn in a space of its own, and placed where it shows as it is composited.
                layerPlacement = placed.placement
                beginLayer(opacity: effect.opacity, blurSigma: placed.sigma, projection: placed.projection)
            } else {
                append(item, measurer: measurer)
            }
            while nextPartlyHidden >= 0, partlyHiddenLayers[nextPartlyHidden].index < index { nextPartlyHidden -= 1 }
            if nextPartlyHidden >= 0, partlyHiddenLayers[nextPartlyHidden].index == index, openLayers.count == 1, case .beginLayer = item.pointee.content,
               layerPlacement == nil {
                openLayers[0].run.hidden = partlyHiddenLayers[nextPartlyHidden].hidden
            }
            if tracing { traceKeptFill(index, clipped: activeClip != nil) }
        }
        }
        }
        // A placed layer left open by an unbalanced list ends with it.
        layerPlacement = nil
        // Fewer items than the frame before: its last ones go.
        if inPlace, list.items.count < traces.count { diverge(at: list.items.count) }
        endAllLayers()
        if activeClip != nil { appendCommand(.unclip) }
        sealRun()
        tracedEnd = tracing ? (vertices.count, indices.count, commands.count) : nil
    }

    /// The colour of `item` when it fills all of ``clearedOutputSize`` with an opaque colour,
    /// upright, unclipped, with no shadow or blur; nil otherwise.
    private func coveringColor(of item: UnsafePointer<DisplayItem>) -> RGBAColor? {
        guard let size = clearedOutputSize, item.pointee.clip == nil, item.pointee.shadow == nil,
              let fill = opaqueRectangle(item) else { return nil }
        // Its edges, in device pixels, on or past the output's.
        let slack = 1e-6
        guard fill.box.x0 <= slack, fill.box.y0 <= slack, fill.box.x1 >= Double(size.width) * pixelsPerPoint - slack,
              fill.box.y1 >= Double(size.height) * pixelsPerPoint - slack else { return nil }
        return fill.color
    }

    /// Tessellates one item, its shadow first.
    mutating func append(_ item: UnsafePointer<DisplayItem>, measurer: any TextMeasurer) {
        let transform = item.pointee.transform
        if case .beginLayer(let effect) = item.pointee.content {
            appendLayer(effect, frame: item.pointee.frame, transform: transform)
            return
        }
        let frame: CGRect, opacity: Double
        switch DrawList.placement(of: item) {
        case .draws(let placedFrame, let placedOpacity): (frame, opacity) = (placedFrame, placedOpacity)
        case .notFinite:
            skippedItems.notFinite += 1
            return
        case .empty:
            skippedItems.empty += 1
            return
        case .invisible:
            return
        }
        if let shadow = item.pointee.shadow, shadow.x.isFinite, shadow.y.isFinite {
            // The offset is in the item's own coordinates, so it turns and scales with the item.
            let moved = CGAffineTransform(translationX: shadow.x, y: shadow.y).concatenating(transform)
            let color = shadow.color.multiplyingOpacity(by: opacity)
            let radius = shadow.radius.isFinite ? max(shadow.radius, 0) : 0
            let sigma = radius * transform.areaScale * pixelsPerPoint
            // A convex fill's blurred silhouette is drawn as graded rings, one line of text's as
            // its run blurred; anything else is drawn sharp into a layer blurred by the radius.
            var drawnSoft = false
            if sigma >= DrawList.smallestBlur, case .fill(let shape, let fill) = item.pointee.content {
                // Under a fill that hides what is below it, the shadow's middle never shows: a
                // point this deep inside the shadow is at least the margin inside the fill.
                var hidden: Double?
                if DrawList.fillBytes(fill, opacity: opacity).a == 255, !(item.pointee.blurRadius > 0) {
                    let dx = (shadow.x * transform.a + shadow.y * transform.c) * pixelsPerPoint
                    let dy = (shadow.x * transform.b + shadow.y * transform.d) * pixelsPerPoint
                    hidden = hypot(Double(dx), Double(dy)) + DrawList.opaqueFillMargin
                }
                drawnSoft = appendSoftFill(shape, frame: frame, transform: moved, color: color, sigma: sigma, hiddenBeyond: hidden)
            }
            if !drawnSoft, sigma >= DrawList.smallestBlur, sigma <= DrawList.largestTextBlur, case .text(let layout) = item.pointee.content,
               layout.tracking == 0, DrawList.drawsOneLine(layout) {
                // One line of text: its blurred glyphs are drawn as they are, no layer needed.
                appendContent(of: item, frame: frame, transform: moved, opacity: opacity, tint: color, textBlur: sigma, measurer: measurer)
                drawnSoft = true
            }
            if !drawnSoft, sigma >= DrawList.smallestBlur, let placed = placedShadow(of: item, moved: moved, radius: radius, measurer: measurer) {
                // Its silhouette in a space of its own, placed where it shows as it is composited.
                if beginLayer(opacity: 1, blurSigma: placed.sigma, projection: placed.projection) {
                    appendContent(of: item, frame: frame, transform: DrawList.steadied(moved.concatenating(placed.transform)), opacity: opacity,
                                  tint: color, measurer: measurer)
                    endLayer()
                }
                drawnSoft = true
            }
            if !drawnSoft {
                let layered = sigma >= DrawList.smallestBlur && beginLayer(opacity: 1, blurSigma: sigma)
                appendContent(of: item, frame: frame, transform: moved, opacity: opacity, tint: color, measurer: measurer)
                if layered { endLayer() }
            }
        }
        // An item's own blur (a display list built by hand) is a layer around it alone.
        let blurSigma = item.pointee.blurRadius.isFinite ? max(item.pointee.blurRadius, 0) * transform.areaScale * pixelsPerPoint : 0
        let blurred = blurSigma >= DrawList.smallestBlur && beginLayer(opacity: 1, blurSigma: blurSigma)
        defer { if blurred { endLayer() } }
        appendContent(of: item, frame: frame, transform: transform, opacity: opacity, tint: nil, measurer: measurer)
    }

    /// The largest blur, in device pixels, of a text's shadow drawn as its run blurred (each
    /// blur is done once, exactly, on the CPU); a wider one is a layer, blurred at a reduced size.
    static let largestTextBlur = 32.0

    /// Whether `layout` draws one line: one that is not empty.
    static func drawsOneLine(_ layout: TextLayout) -> Bool {
        var drawn = 0
        for line in layout.lines where !line.isEmpty { drawn += 1 }
        return drawn == 1
    }

    /// Whether an item draws, by its numbers.
    enum ItemPlacement {
        /// It draws, in this frame (standardised) at this opacity (at most 1).
        case draws(frame: CGRect, opacity: Double)
        /// A frame, transform or opacity that is NaN or infinite.
        case notFinite
        /// A frame with no width or no height.
        case empty
        /// A transform that flattens the plane (a scale of 0 mid-transition) or no opacity:
        /// nothing to draw, and no mistake.
        case invisible
    }

    /// Whether `item` (not a layer's beginning) draws, and where.
    @inline(__always)
    static func placement(of item: UnsafePointer<DisplayItem>) -> ItemPlacement {
        let transform = item.pointee.transform
        guard item.pointee.frame.minX.isFinite, item.pointee.frame.minY.isFinite, item.pointee.frame.width.isFinite, item.pointee.frame.height.isFinite,
              transform.isFinite, !item.pointee.opacity.isNaN else { return .notFinite }
        // Its numbers are finite by now.
        guard transform.isInvertibleWhenFinite, item.pointee.opacity > 0 else { return .invisible }
        let frame = item.pointee.frame.standardized
        guard frame.width > 0, frame.height > 0 else { return .empty }
        return .draws(frame: frame, opacity: min(item.pointee.opacity, 1))
    }

    /// The colour a fill is drawn in at `opacity`.
    @inline(__always)
    static func fillBytes(_ color: RGBAColor, opacity: Double) -> RGBA8 {
        (opacity == 1 ? color : color.multiplyingOpacity(by: opacity)).bytes
    }

    /// Draws an item's content placed by `transform`. A `tint` replaces all its colours (a
    /// shadow's silhouette; an image becomes its rectangle).
    private mutating func appendContent(of item: UnsafePointer<DisplayItem>, frame: CGRect, transform: CGAffineTransform, opacity: Double,
                                        tint: RGBAColor?, textBlur: Double = 0, measurer: any TextMeasurer) {
        if case .shaded(let shaded) = item.pointee.content {
            appendShaded(shaded, rule: item.pointee.fillRule, frame: frame, transform: transform, opacity: opacity,
                         tint: tint, measurer: measurer)
            return
        }
        appendContent(item.pointee.content, rule: item.pointee.fillRule, frame: frame, transform: transform, opacity: opacity,
                      tint: tint, textBlur: textBlur, measurer: measurer)
    }

    /// Draws a fill or stroke coloured by a gradient: drawn white (shape masks aside, so its
    /// triangles are its own), then mapped to the gradient's texture (``shadesWithTextures``;
    /// kept tessellations used as for any fill) or, with the tessellation cache aside too, cut
    /// and coloured. A shadow's silhouette (`tint`) is drawn plain.
    private mutating func appendShaded(_ shaded: ShadedContent, rule: FillRule, frame: CGRect, transform: CGAffineTransform,
                                       opacity: Double, tint: RGBAColor?, measurer: any TextMeasurer) {
        let base = shaded.base, shading = shaded.shading
        if let tint {
            appendContent(base, rule: rule, frame: frame, transform: transform, opacity: opacity, tint: tint, measurer: measurer)
            return
        }
        guard let toLocal = transform.concatenating(CGAffineTransform(scaleX: pixelsPerPoint, y: pixelsPerPoint)).inverted else { return }
        let firstIndex = indices.count, firstVertex = vertices.count
        if shadesWithTextures && !snapsVerticesToPixels {
            // Its plain triangles (kept tessellations too), then their texture coordinates.
            let masks = drawsShapeMasks
            drawsShapeMasks = false
            // Whether its fill is a kept one replayed is read after (a shadow's before it, or an
            // earlier frame's, is not).
            lastReplay = (-1, -1, 0, 0)
            appendContent(base, rule: rule, frame: frame, transform: transform, opacity: opacity,
                          tint: RGBAColor(red: 1, green: 1, blue: 1, opacity: opacity), measurer: measurer)
            drawsShapeMasks = masks
            guard vertices.count > firstVertex else { return }
            let shading = shading.normalized
            if !shadeWithTexture(since: firstIndex, firstVertex: firstVertex, shading: shading, texture: shaded.texture, transform: transform,
                                 toLocal: toLocal) {
                shadeTriangles(since: firstIndex, firstVertex: firstVertex, shading: shading, toLocal: toLocal)
            }
            return
        }
        let key = ShadedCache.Key(content: .shaded(shaded), frame: frame, transform: transform, opacity: opacity, rule: rule,
                                  pixelsPerPoint: pixelsPerPoint, vertexSampleOffset: vertexSampleOffset, snapsVerticesToPixels: snapsVerticesToPixels)
        if let kept = shadedCache.lookUp(key) {
            // The same drawing as in an earlier frame: its triangles again.
            let offset = UInt32(firstVertex)
            vertices.append(contentsOf: kept.vertices)
            reserve(vertexCount: 0, indexCount: kept.indices.count)
            for index in kept.indices { indices.append(index + offset) }
            commitTriangles(since: firstIndex)
            return
        }
        let masks = drawsShapeMasks, caches = cachesTessellation
        drawsShapeMasks = false
        cachesTessellation = false
        appendContent(base, rule: rule, frame: frame, transform: transform, opacity: opacity,
                      tint: RGBAColor(red: 1, green: 1, blue: 1, opacity: opacity), measurer: measurer)
        drawsShapeMasks = masks
        cachesTessellation = caches
        guard vertices.count > firstVertex else { return }
        let firstCommand = commands.count
        shadeTriangles(since: firstIndex, firstVertex: firstVertex, shading: shading.normalized, toLocal: toLocal)
        // Kept when it is plain triangles of its own (one run, no layer or clip among them).
        sealRun()
        if commands.count - firstCommand <= 1, let last = commands.last, case .triangles(let first, let count) = last,
           first <= firstIndex, first + count == indices.count {
            let offset = UInt32(firstVertex)
            shadedCache.insert(key, vertices: Array(vertices[firstVertex...]), indices: indices[firstIndex...].map { $0 - offset })
        }
    }

    private mutating func appendContent(_ content: DisplayContent, rule: FillRule, frame: CGRect, transform: CGAffineTransform, opacity: Double,
                                        tint: RGBAColor?, textBlur: Double = 0, measurer: any TextMeasurer) {
        switch content {
        case .fill(let shape, let color):
            appendFill(shape, frame: frame, transform: transform, bytes: tint?.bytes ?? DrawList.fillBytes(color, opacity: opacity),
                       rule: rule)
        case .stroke(let shape, let color, let lineWidth):
            appendStroke(shape, frame: frame, transform: transform, color: tint ?? color.multiplyingOpacity(by: opacity), lineWidth: lineWidth)
        case .styledStroke(let shape, let color, let style):
            appendStroke(shape, frame: frame, transform: transform, color: tint ?? color.multiplyingOpacity(by: opacity),
                         lineWidth: Double(style.lineWidth), style: style)
        case .text(let layout):
            appendText(layout, color: tint ?? layout.color.multiplyingOpacity(by: opacity), frame: frame, transform: transform, blur: textBlur,
                       measurer: measurer)
        case .image(let name, let sampling, let slicing):
            if let tint {
                appendFill(.rectangle, frame: frame, transform: transform, color: tint)
            } else {
                appendImage(named: name, frame: frame, transform: transform, opacity: opacity, sampling: sampling, slicing: slicing)
            }
        case .shaded(let shaded):
            appendShaded(shaded, rule: rule, frame: frame, transform: transform, opacity: opacity, tint: tint, measurer: measurer)
        case .backdrop(let effect):
            // A shadow's silhouette of a backdrop is its frame.
            if let tint {
                appendFill(.rectangle, frame: frame, transform: transform, color: tint)
            } else {
                appendBackdrop(effect, frame: frame, transform: transform)
            }
        case .beginLayer, .layerMask, .endLayer:
            break
        }
    }

    /// +1 or -1 by the sign of the polygon's area (0 counts as +1).
    static func orientation(of points: ArraySlice<CGPoint>) -> Double {
        var area = 0.0
        let count = points.count, start = points.startIndex
        for i in 0..<count {
            let p = points[start + i], q = points[i + 1 == count ? start : start + i + 1]
            area += Double(p.x * q.y - q.x * p.y)
        }
        return area < 0 ? -1 : 1
    }

    /// The smallest blur, in device pixels, worth a layer: below it the edge is the fringe's.
    static let smallestBlur = 0.25

    /// Opens the layer a ``DisplayContent/beginLayer(_:)`` item asks for. Its blur is in the
    /// item's points, scaled by its transform; its mask is the shape in its frame.
    private mutating func appendLayer(_ effect: LayerEffect, frame: CGRect, transform: CGAffineTransform) {
        let valid = transform.isFiniteAndInvertible
        let radius = effect.blurRadius.isFinite ? max(effect.blurRadius, 0) : 0
        let sigma = valid ? radius * transform.areaScale * pixelsPerPoint : 0
        var mask: LayerMask?
        if let shape = effect.mask {
            let maskFrame = frame.standardized
            if valid, maskFrame.minX.isFinite, maskFrame.minY.isFinite, maskFrame.width.isFinite, maskFrame.height.isFinite,
               maskFrame.width > 0, maskFrame.height > 0 {
                mask = (shape, maskFrame, transform, effect.maskFillRule)
            } else {
                // A mask with no area or bad numbers shows nothing: an empty rectangle mask.
                mask = (.rectangle, .zero, .identity, .nonZero)
            }
        }
        // A projection in the item's frame, carried into device pixels: from device pixels back
        // to the frame, through the projection, and out again.
        var projection: ProjectionMatrix?
        if let local = effect.projection, valid, frame.minX.isFinite, frame.minY.isFinite {
            let toDevice = CGAffineTransform(translationX: Double(frame.minX), y: Double(frame.minY))
                .concatenating(transform).concatenating(CGAffineTransform(scaleX: pixelsPerPoint, y: pixelsPerPoint))
            if let fromDevice = toDevice.inverted {
                projection = ProjectionMatrix(fromDevice).concatenating(local).concatenating(ProjectionMatrix(toDevice))
            }
        }
        beginLayer(opacity: effect.opacity, blurSigma: sigma >= DrawList.smallestBlur ? sigma : 0, mask: mask, projection: projection,
                   colorMatrix: effect.colorMatrix, blendMode: effect.blendMode)
    }

    /// Flattens `shape` in `frame`, placed by `transform`, into the scratch points and subpaths
    /// in device pixels, and hands them to `body`. Draws nothing when the outline has bad
    /// numbers.
    mutating func withOutline(
        of shape: DisplayShape, frame: CGRect, transform: CGAffineTransform,
        _ body: (inout DrawList, [CGPoint], [OutlineSubpath]) -> Void
    ) {
        var points: [CGPoint] = [], subpaths: [OutlineSubpath] = [], outline = Path()
        swap(&points, &scratchPoints)
        swap(&subpaths, &scratchSubpaths)
        swap(&outline, &scratchOutline)
        defer {
            swap(&points, &scratchPoints)
            swap(&subpaths, &scratchSubpaths)
            swap(&outline, &scratchOutline)
        }
        let toPixels = CGAffineTransform(scaleX: pixelsPerPoint, y: pixelsPerPoint)
        let flattened: Bool
        if case .path(let path) = shape {
            // A custom path is read where it is, moved to the frame by the transform.
            let placed = CGAffineTransform(translationX: Double(frame.minX), y: Double(frame.minY))
                .concatenating(transform).concatenating(toPixels)
            flattened = DrawList.flatten(path.elements, transform: placed, tolerance: maximumCurveError, into: &points, subpaths: &subpaths)
        } else if let arcs = DrawList.flattenArcShape(shape, in: frame, transform: transform.concatenating(toPixels),
                                                      tolerance: maximumCurveError, into: &points, subpaths: &subpaths) {
            flattened = arcs
        } else if case .roundedRectangle(_, .continuous) = shape,
                  let cached = cachedOutline(of: shape, in: frame, transform: transform.concatenating(toPixels), into: &points, subpaths: &subpaths) {
            flattened = cached
        } else {
            outline.removeAllKeepingCapacity()
            shape.addOutline(in: frame, to: &outline)
            flattened = DrawList.flatten(outline.elements, transform: transform.concatenating(toPixels),
                                         tolerance: maximumCurveError, into: &points, subpaths: &subpaths)
        }
        guard flattened else { return }
        body(&self, points, subpaths)
    }

    mutating func appendFill(_ shape: DisplayShape, frame: CGRect, transform: CGAffineTransform, color: RGBAColor,
                             rule: FillRule = .nonZero) {
        appendFill(shape, frame: frame, transform: transform, bytes: color.bytes, rule: rule)
    }

    mutating func appendFill(_ shape: DisplayShape, frame: CGRect, transform: CGAffineTransform, bytes: RGBA8, rule: FillRule) {
        guard bytes.a > 0 else { return }
        if drawsShapeMasks, appendShapeMask(shape, frame: frame, transform: transform, color: bytes) { return }
        switch appendCachedFill(shape, frame: frame, transform: transform, color: bytes) {
        case .drawn:
            break
        case .uncached:
            tessellateFill(shape, frame: frame, transform: transform, color: bytes, rule: rule)
        case .tessellate(let placed, let keep):
            tessellateFill(shape, frame: frame, transform: placed, color: bytes, rule: rule)
            if let keep { keepFill(keep) }
        }
    }

    /// Fills `shape` afresh: its outline flattened, filled with its fringe.
    mutating func tessellateFill(_ shape: DisplayShape, frame: CGRect, transform: CGAffineTransform, color bytes: RGBA8, rule: FillRule) {
        withOutline(of: shape, frame: frame, transform: transform) { list, points, subpaths in
            if case .path = shape {
                // Several subpaths are filled together, so the rule can cut holes; a concave
                // outline may cross itself, where ear clipping has no exact answer. Both go
                // through the fill-rule filler, which checks for crossings once.
                var rings = 0
                for subpath in subpaths where subpath.count >= 3 { rings += 1 }
                if rings > 1 || (rings == 1 && subpaths.count == 1 && subpaths[0].count <= DrawList.earClippingLimit
                                 && !DrawList.isConvex(points[...], orientation: DrawList.orientation(of: points[...]))) {
                    list.fillWithRule(points, subpaths: subpaths, rule: rule, color: bytes)
                    return
                }
            }
            for subpath in subpaths {
                var polygon = points[subpath.start..<(subpath.start + subpath.count)]
                // A fill closes every subpath; an open one that ends where it began is closed already.
                if polygon.count > 2, let first = polygon.first, let last = polygon.last,
                   abs(Double(first.x - last.x)) < DrawList.samePointDistance, abs(Double(first.y - last.y)) < DrawList.samePointDistance {
                    polygon = polygon.dropLast()
                }
                // Rectangles, rounded rectangles, ellipses and capsules stay convex under any
                // affine transform: only custom paths need the test.
                list.fillPolygon(polygon, scale: 1, color: bytes, isConvex: shape.isConvex ? true : nil)
            }
        }
    }

    /// Strokes the shape's outline, plainly or, given a `style`, with its caps, joins and dashes.
    private mutating func appendStroke(
        _ shape: DisplayShape, frame: CGRect, transform: CGAffineTransform, color: RGBAColor, lineWidth: Double, style: StrokeStyle? = nil
    ) {
        guard lineWidth.isFinite, lineWidth > 0 else { return }
        // Non-uniform scales stretch the line by their geometric mean.
        let scale = transform.areaScale * pixelsPerPoint
        var width = lineWidth * scale
        var color = color
        if width < 1 {
            // Thinner than a pixel: one pixel at proportionally lower opacity covers as much.
            color = color.multiplyingOpacity(by: width)
            width = 1
        }
        let bytes = color.bytes
        guard bytes.a > 0 else { return }
        withOutline(of: shape, frame: frame, transform: transform) { list, points, subpaths in
            for subpath in subpaths {
                let polyline = points[subpath.start..<(subpath.start + subpath.count)]
                if let style {
                    list.strokePolyline(polyline, isClosed: subpath.isClosed, width: width, color: bytes, style: style, scale: scale)
                } else {
                    list.strokePolyline(polyline, isClosed: subpath.isClosed, width: width, color: bytes)
                }
            }
        }
    }

    /// How far apart `layout`'s lines are drawn, in points.
    static func lineHeight(of layout: TextLayout, measurer: any TextMeasurer) -> Double {
        layout.lineHeight.isFinite ? layout.lineHeight : measurer.lineHeight(size: layout.size, weight: layout.weight)
    }

    /// Where line `index` of `layout`, `width` points wide, begins in `frame` (its top-left
    /// corner, before the transform): aligned across the frame, a line height below the last.
    static func lineStart(of layout: TextLayout, index: Int, width: Double, in frame: CGRect, lineHeight: Double) -> CGPoint {
        var x = Double(frame.minX)
        switch layout.alignment {
        case .leading: break
        case .center: x += (Double(frame.width) - width) / 2
        case .trailing: x += Double(frame.width) - width
        }
        return CGPoint(x: x, y: Double(frame.minY) + Double(index) * lineHeight)
    }

    private mutating func appendText(_ layout: TextLayout, color: RGBAColor, frame: CGRect, transform: CGAffineTransform, blur: Double = 0,
                                     measurer anyFamily: any TextMeasurer) {
        guard layout.size.isFinite, layout.size > 0, color.bytes.a > 0 else { return }
        let base = anyFamily.family(layout.family)
        let measurer = base.tracked(layout.tracking)
        // Text is drawn upright (in a placed layer's space, which turns as it is composited): a
        // rotation moves each line's origin but does not turn the glyphs. A scale changes the
        // font's size by the transform's geometric mean scale.
        let pixelSize = layout.size * transform.areaScale * pixelsPerPoint
        let lineHeight = DrawList.lineHeight(of: layout, measurer: measurer)
        for (index, line) in layout.lines.enumerated() where !line.isEmpty {
            let width = layout.alignment == .leading ? 0 : measurer.width(of: line, size: layout.size, weight: layout.weight)
            let start = DrawList.lineStart(of: layout, index: index, width: width, in: frame, lineHeight: lineHeight)
            let x = Double(start.x), y = Double(start.y)
            let origin = transform.apply(to: start)
            let originX = Double(origin.x) * pixelsPerPoint, originY = Double(origin.y) * pixelsPerPoint
            guard abs(originX) <= DrawList.coordinateLimit, abs(originY) <= DrawList.coordinateLimit else { continue }
            if layout.tracking == 0 {
                appendCommand(.text(TextRun(
                    string: line, originX: originX, originY: originY, pixelSize: pixelSize, color: color, weight: layout.weight,
                    family: layout.family, decoration: layout.decoration, blurSigma: blur)))
            } else {
                // Tracked: a run per character, each the tracking farther than its width.
                var characterX = x
                for character in line {
                    let glyph = String(character)
                    if character != " " {
                        let at = transform.apply(to: CGPoint(x: characterX, y: y))
                        appendCommand(.text(TextRun(string: glyph, originX: Double(at.x) * pixelsPerPoint, originY: Double(at.y) * pixelsPerPoint,
                                                    pixelSize: pixelSize, color: color, weight: layout.weight, family: layout.family,
                                                    decoration: layout.decoration, blurSigma: blur)))
                    }
                    characterX += base.width(of: glyph, size: layout.size, weight: layout.weight) + layout.tracking
                }
            }
            if isInsideLayer {
                let scale = transform.areaScale * pixelsPerPoint
                let width = measurer.width(of: line, size: layout.size, weight: layout.weight) * scale
                let reach = Double(AlphaBlur.padding(forSigma: blur)) + 1
                includeInLayer(minX: originX - reach, minY: originY - reach, maxX: originX + width + reach, maxY: originY + lineHeight * scale + reach)
            }
        }
    }

    private mutating func appendImage(named name: String, frame: CGRect, transform: CGAffineTransform, opacity: Double,
                                      sampling: ImageSampling, slicing: ImageSlicing) {
        guard !name.isEmpty else { return }
        // Like text, images are drawn upright (in a placed layer's space too): a rotation moves
        // the image's centre only.
        let center = transform.apply(to: CGPoint(x: frame.midX, y: frame.midY))
        // One pixel of an image is one point: the device pixels one of them covers.
        let scaleX = Double(transform.a * transform.a + transform.b * transform.b).squareRoot() * pixelsPerPoint
        let scaleY = Double(transform.c * transform.c + transform.d * transform.d).squareRoot() * pixelsPerPoint
        let width = Double(frame.width) * scaleX, height = Double(frame.height) * scaleY
        let x = Double(center.x) * pixelsPerPoint - width / 2, y = Double(center.y) * pixelsPerPoint - height / 2
        guard abs(x) <= DrawList.coordinateLimit, abs(y) <= DrawList.coordinateLimit,
              width <= DrawList.coordinateLimit, height <= DrawList.coordinateLimit, width > 0, height > 0 else { return }
        appendCommand(.image(ImageRun(name: name, x: x, y: y, width: width, height: height, opacity: opacity, sampling: sampling,
                                      slicing: slicing, scaleX: scaleX, scaleY: scaleY)))
        includeInLayer(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    /// The backdrop over `frame`: the device pixels its bounding box covers, the blur scaled
    /// as the transform scales.
    private mutating func appendBackdrop(_ effect: BackdropEffect, frame: CGRect, transform: CGAffineTransform) {
        let box = transform.apply(to: frame)
        let limit = DrawList.coordinateLimit
        let x0 = (Double(box.minX) * pixelsPerPoint).rounded(.down), y0 = (Double(box.minY) * pixelsPerPoint).rounded(.down)
        let x1 = (Double(box.maxX) * pixelsPerPoint).rounded(.up), y1 = (Double(box.maxY) * pixelsPerPoint).rounded(.up)
        guard [x0, y0, x1, y1].allSatisfy({ $0.isFinite && abs($0) <= limit }), x1 > x0, y1 > y0 else { return }
        let bounds = PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
        appendCommand(.backdrop(BackdropRun(bounds: bounds, blurSigma: effect.blurRadius * transform.areaScale * pixelsPerPoint,
                                            colorMatrix: effect.colorMatrix)))
        includeInLayer(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    /// The whole device pixels a clip covers: exact for a rectangle that stays axis-aligned,
    /// the bounding box of the transformed shape otherwise (exact shape clipping is issue 5).
    /// Nil when the clip has bad numbers.
    func pixelRect(of clip: DisplayItem.Clip) -> PixelRect? {
        guard let box = pointBox(of: clip.shape, frame: clip.frame, transform: clip.transform) else { return nil }
        guard !box.isNull else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let limit = DrawList.coordinateLimit
        func pixel(_ value: CGFloat) -> Int? {
            let scaled = (Double(value) * pixelsPerPoint).rounded()
            return abs(scaled) <= limit ? Int(scaled) : nil
        }
        guard let x0 = pixel(box.minX), let y0 = pixel(box.minY), let x1 = pixel(box.maxX), let y1 = pixel(box.maxY) else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The box, in points, that `shape` in `frame` covers once `transform` places it: a
    /// custom path's own bounds moved to the frame's origin (a path may reach past its frame),
    /// any other shape's frame. Null for an empty path; nil when the numbers are bad.
    func pointBox(of shape: DisplayShape, frame: CGRect, transform: CGAffineTransform) -> CGRect? {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite,
              transform.isFiniteAndInvertible else { return nil }
        var local = frame.standardized
        if case .path(let path) = shape {
            let bounds = path.boundingRect
            guard !bounds.isNull else { return .null }
            local = bounds.offsetBy(dx: frame.minX, dy: frame.minY)
        }
        return transform.apply(to: local)
    }
}

extension DisplayContent {
    /// A fill's shape and colour, nil for other content.
    var fillParts: (shape: DisplayShape, color: RGBAColor)? {
        if case .fill(let shape, let color) = self { return (shape, color) }
        return nil
    }
}

extension DisplayShape {
    /// True for the built-in shapes, which are convex (a custom path may not be).
    var isConvex: Bool {
        if case .path = self { return false }
        return true
    }
}

extension CGAffineTransform {
    /// Whether every coefficient is finite and the transform keeps areas from collapsing.
    var isFiniteAndInvertible: Bool { isFinite && isInvertibleWhenFinite }

    /// Whether a transform already known to be finite keeps areas from collapsing.
    @inline(__always)
    var isInvertibleWhenFinite: Bool {
        let determinant = a * d - b * c
        return determinant.isFinite && abs(determinant) > 1e-12
    }

    /// Whether every coefficient is finite.
    @inline(__always)
    var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }

    /// The geometric mean of the transform's stretches: the uniform scale with the same effect
    /// on areas, for line widths and font sizes.
    var areaScale: Double { abs(a * d - b * c).squareRoot() }
}
