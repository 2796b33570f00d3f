import Foundation

/// Where one display item's output lies in a frame's lists, and, when it was a kept fill drawn
/// on its own (no clip, no layer, no shadow), which kept tessellation it came from.
struct ItemTrace {
    var vertexStart: Int
    var indexStart: Int
    var commandStart: Int
    /// The kept tessellation's slot in the cache, -1 when the item was drawn any other way.
    /// Its vertices and indices are the item's (the slots do not move while traces are kept).
    var slot = -1
    /// When that kept fill was drawn through a gradient's texture: the gradient command it
    /// began, which covers its indices (and the next item's, when that one joined it: an item
    /// that joins a run is not traced as a kept fill, so writing in place stops there); -1
    /// otherwise.
    var gradientCommand = -1
    /// The map that kept fill's texture coordinates came from, but an angular gradient's.
    var textureMap: CacheTextureMap?
    /// The item drew nothing: it covered the output and became the clear colour, or later
    /// items hid it (its starts are where the next item's are).
    var drewNothing = false
}

/// A frame's lists and traces, set aside by ``DrawList/removeAll(pixelsPerPoint:vertexSampleOffset:snapsVerticesToPixels:drawsShapeMasks:shadesWithTextures:placesBlurredLayers:)``
/// for the next frame to write over.
struct SetAsideFrame {
    var vertices: [DrawVertex] = []
    var indices: [UInt32] = []
    var commands: [DrawCommand] = []
    var traces: [ItemTrace] = []
    /// Whether the lists are a whole frame, traced, drawn with the cache as it still is.
    var isUsable = false
    var cacheGeneration = 0
}

extension DrawList {
    /// Sets this frame's lists aside, when they are one display list's and traced, for the next
    /// frame to write over in place; the lists are then empty (with the capacity of the frame
    /// before last).
    mutating func setFrameAside() {
        let whole = tracedEnd.map { $0 == (vertices.count, indices.count, commands.count) } ?? false
        // An eviction while the frame was drawn moved the slots its traces name.
        if whole && writesInPlace && tracedGeneration == tessellationCache.generation {
            swap(&vertices, &setAside.vertices)
            swap(&indices, &setAside.indices)
            swap(&commands, &setAside.commands)
            swap(&traces, &setAside.traces)
            setAside.isUsable = true
            setAside.cacheGeneration = tessellationCache.generation
        } else {
            setAside.isUsable = false
        }
        tracedEnd = nil
        traces.removeAll(keepingCapacity: true)
    }

    /// Takes the frame set aside back, to write over, when a new frame starts on an empty list
    /// and the cache has kept its slots since. Returns whether it did.
    mutating func takeFrameBack() -> Bool {
        guard setAside.isUsable, setAside.cacheGeneration == tessellationCache.generation,
              vertices.isEmpty, indices.isEmpty, commands.isEmpty else { return false }
        swap(&vertices, &setAside.vertices)
        swap(&indices, &setAside.indices)
        swap(&commands, &setAside.commands)
        swap(&traces, &setAside.traces)
        setAside.isUsable = false
        return true
    }

    /// Draws `item` over its own triangles from the frame before, when it is a kept fill again
    /// with as many vertices and indices: its vertices moved and coloured where they lie, its
    /// indices only when the kept tessellation is another one. Nothing else in the lists
    /// changes. Returns the item's new trace, or nil (having drawn nothing) when it cannot.
    ///
    /// The checks are ``append(_:measurer:)``'s for a plain fill: anything else (a clip, a
    /// shadow, a blur, a layer, numbers that draw nothing, a fill that is a shape mask now) is
    /// left to it. The content is asked
    /// for a fill last: a layer's beginning has no numbers to check and is no fill.
    mutating func drawInPlace(_ item: UnsafePointer<DisplayItem>, over trace: ItemTrace) -> ItemTrace? {
        guard trace.slot >= 0, item.pointee.clip == nil, item.pointee.shadow == nil,
              case .draws(let frame, let opacity) = DrawList.placement(of: item) else { return nil }
        let transform = item.pointee.transform
        guard !(item.pointee.blurRadius.isFinite && max(item.pointee.blurRadius, 0) * transform.areaScale * pixelsPerPoint >= DrawList.smallestBlur)
        else { return nil }
        let fill: (shape: DisplayShape, color: RGBAColor)
        let content = item.pointee.content
        // A fill through a gradient's texture, as before: white, then mapped to the texture.
        var shaded: ShadedContent?
        if trace.gradientCommand >= 0 {
            guard shadesWithTextures, !snapsVerticesToPixels, case .shaded(let parts) = content, case .fill(let shape, _) = parts.base
            else { return nil }
            fill = (shape, RGBAColor(red: 1, green: 1, blue: 1, opacity: opacity))
            shaded = parts
        } else {
            guard let parts = content.fillParts else { return nil }
            fill = parts
            // A fill that would now be a mask is drawn afresh, as one. (The flag first: a call
            // here for every kept fill cost a fifth of the in-place time.)
            if drawsShapeMasks, shapeMaskPlacement(of: fill.shape, frame: frame, transform: transform) != nil { return nil }
        }
        let color = shaded != nil ? fill.color.bytes : DrawList.fillBytes(fill.color, opacity: opacity)
        guard color.a > 0, let placement = cachePlacement(of: fill.shape, frame: frame, transform: transform),
              let slot = tessellationCache.lookUp(placement.key) else { return nil }
        let sameIndices = slot == trace.slot
        let (vertexCount, fits) = tessellationCache.stored.withUnsafeBufferPointer { entries in
            (entries[slot].vertices.count, sameIndices || (entries[slot].vertices.count == entries[trace.slot].vertices.count
                                                            && entries[slot].indices.count == entries[trace.slot].indices.count))
        }
        guard fits else {
            // The caller draws it afresh, and finds it again.
            tessellationCache.statistics.hits -= 1
            return nil
        }
        // A gradient's map from the kept places, but an angular one's, which needs its
        // vertices placed; and whether its texture is the one drawn before.
        var gradient = InPlaceGradient()
        if let shaded {
            guard let found = inPlaceGradient(shaded, over: trace, sameIndices: sameIndices, transform: transform,
                                              dx: placement.dx, dy: placement.dy) else {
                tessellationCache.statistics.hits -= 1
                return nil
            }
            gradient = found
        }
        var inside = true
        tessellationCache.stored.withUnsafeBufferPointer { entries in
            vertices.withUnsafeMutableBufferPointer { vertices in
                let target = UnsafeMutableBufferPointer(rebasing: vertices[trace.vertexStart..<(trace.vertexStart + vertexCount)])
                entries[slot].vertices.withUnsafeBufferPointer { source in
                    if let map = gradient.map {
                        // Moved and mapped in one pass; the texture coordinates kept when the
                        // same kept vertices were mapped by the same map the frame before.
                        inside = DrawList.place(target, from: source, dx: placement.dx, dy: placement.dy, color: color,
                                                map: gradient.keepsCoordinates ? nil : map)
                    } else {
                        // (Copied whole and placed where it lies: faster for a plain fill than
                        // the one pass above.)
                        _ = target.update(fromContentsOf: source)
                        DrawList.place(target, from: 0, dx: placement.dx, dy: placement.dy, wholePixels: snapsVerticesToPixels, color: color)
                    }
                }
            }
            if !sameIndices {
                indices.withUnsafeMutableBufferPointer { indices in
                    let target = UnsafeMutableBufferPointer(rebasing: indices[trace.indexStart..<(trace.indexStart + entries[slot].indices.count)])
                    entries[slot].indices.withUnsafeBufferPointer { _ = target.update(fromContentsOf: $0) }
                    DrawList.offset(target, from: 0, by: UInt32(trace.vertexStart))
                }
            }
        }
        if let shaded {
            var texture = gradient.sameTexture ? nil : shaded.texture?.texture
            if gradient.map == nil {
                // An angular gradient: mapped from its vertices' places.
                guard let mapped = mapToTexture(vertices: trace.vertexStart..<(trace.vertexStart + vertexCount), shading: shaded.shading.normalized,
                                                toLocal: gradient.toLocal) else {
                    tessellationCache.statistics.hits -= 1
                    return nil
                }
                inside = !mapped.outside.u && !mapped.outside.v
                if !commands[trace.gradientCommand].drawsTexture(mapped.texture) { texture = mapped.texture }
            }
            // Part of it passes the texture's edges: drawn afresh (and cut), over what was just
            // written.
            guard inside else {
                tessellationCache.statistics.hits -= 1
                return nil
            }
            // Drawn afresh, it would join a run of the same gradient ending where it begins.
            if trace.gradientCommand > 0, commands[trace.gradientCommand - 1].isGradientRun(endingAt: trace.indexStart) {
                let joins = if let texture { commands[trace.gradientCommand - 1].drawsTexture(texture) }
                            else { commands[trace.gradientCommand - 1].drawsSameTexture(as: commands[trace.gradientCommand]) }
                if joins {
                    tessellationCache.statistics.hits -= 1
                    return nil
                }
            }
            if let texture {
                let indexCount = tessellationCache.stored.withUnsafeBufferPointer { $0[slot].indices.count }
                commands[trace.gradientCommand] = .gradient(firstIndex: trace.indexStart, indexCount: indexCount, texture: texture)
            }
        }
        tessellationCache.statistics.inPlace += 1
        if gradient.keepsCoordinates { tessellationCache.statistics.keptTextureCoordinates += 1 }
        var drawn = trace
        drawn.slot = slot
        drawn.textureMap = gradient.map
        return drawn
    }

    /// What writing a gradient fill in place needs: the map from its kept places to its
    /// texture coordinates (nil for an angular gradient, mapped from its placed vertices
    /// through `toLocal`), whether the coordinates written the frame before are still right,
    /// and whether its texture is the one drawn before. Plain numbers: nothing to count as it
    /// is passed about.
    struct InPlaceGradient {
        var map: CacheTextureMap?
        var keepsCoordinates = false
        var toLocal = CGAffineTransform.identity
        var sameTexture = true
    }

    /// The gradient of `shaded` (a gradient's fill, drawn through its texture over `trace`) as
    /// ``InPlaceGradient`` gives it, placed by `transform` and (`dx`, `dy`); nil when it cannot
    /// be drawn in place.
    private func inPlaceGradient(_ shaded: ShadedContent, over trace: ItemTrace, sameIndices: Bool, transform: CGAffineTransform,
                                 dx: Double, dy: Double) -> InPlaceGradient? {
        var gradient = InPlaceGradient()
        guard let local = shaded.texture else {
            // An angular gradient.
            guard shaded.shading.isAngular,
                  let toLocal = transform.concatenating(CGAffineTransform(scaleX: pixelsPerPoint, y: pixelsPerPoint)).inverted else { return nil }
            gradient.toLocal = toLocal
            return gradient
        }
        guard let map = keptFillTextureMap(local.map, transform: transform, dx: dx, dy: dy) else { return nil }
        gradient.map = map
        // The same kept vertices under the same map: last frame's coordinates, inside the
        // texture then, are right. Otherwise they are mapped, and checked, as they are written.
        gradient.keepsCoordinates = sameIndices && trace.textureMap == map
        gradient.sameTexture = commands[trace.gradientCommand].drawsTexture(local.texture)
        return gradient
    }

    /// Stops writing over the frame before at item `index`: its output and everything after it
    /// goes, and the run of triangles before it ends where it began.
    mutating func diverge(at index: Int) {
        if index < traces.count {
            let trace = traces[index]
            vertices.removeLast(vertices.count - trace.vertexStart)
            indices.removeLast(indices.count - trace.indexStart)
            commands.removeLast(commands.count - trace.commandStart)
            traces.removeLast(traces.count - index)
        }
        if let last = commands.indices.last {
            if case .triangles(let first, let count) = commands[last], first + count > indices.count {
                commands[last] = .triangles(firstIndex: first, indexCount: indices.count - first)
            } else if case .masks(let first, let count) = commands[last], first + count > indices.count {
                commands[last] = .masks(firstIndex: first, indexCount: indices.count - first)
            } else if case .gradient(let first, let count, let texture) = commands[last], first + count > indices.count {
                commands[last] = .gradient(firstIndex: first, indexCount: indices.count - first, texture: texture)
            }
        }
        forgetRun()
    }

    /// Notes, after item `index` was drawn the usual way from its trace's start, whether it was
    /// one kept fill and nothing else, which the next frame can draw in place.
    mutating func traceKeptFill(_ index: Int, clipped: Bool) {
        let trace = traces[index]
        // The kept fill began the item, in slots as they still are (an eviction later in the
        // item, keeping its own fill under a kept shadow, moves them).
        guard lastReplay.vertexStart == trace.vertexStart, tracedGeneration == tessellationCache.generation,
              !clipped, openLayers.isEmpty else { return }
        // It added no command but to the open run: extended it, or began it. (An image over a
        // kept shadow adds its own.)
        let added = commands.count - trace.commandStart
        if lastTexturedFill.vertexStart == trace.vertexStart {
            // Drawn through a gradient's texture: uncut, with a gradient command of its own
            // that it began (the last one, beginning at its first index), and nothing more than
            // its triangles.
            guard !lastTexturedFill.cut, added == 1,
                  case .gradient(let first, let count, _) = commands[commands.count - 1], first == trace.indexStart, first + count == indices.count
            else { return }
            let (vertexCount, indexCount) = tessellationCache.stored.withUnsafeBufferPointer {
                ($0[lastReplay.slot].vertices.count, $0[lastReplay.slot].indices.count)
            }
            guard vertices.count - trace.vertexStart == vertexCount, indices.count - trace.indexStart == indexCount else { return }
            traces[index].slot = lastReplay.slot
            traces[index].gradientCommand = commands.count - 1
            traces[index].textureMap = lastTexturedFill.map
            return
        }
        guard openRun.command == commands.count - 1, openRun.end == indices.count,
              added == 0 || (added == 1 && openRun.first == trace.indexStart) else { return }
        let (vertexCount, indexCount) = tessellationCache.stored.withUnsafeBufferPointer {
            ($0[lastReplay.slot].vertices.count, $0[lastReplay.slot].indices.count)
        }
        // And nothing more than its triangles.
        guard vertices.count - trace.vertexStart == vertexCount, indices.count - trace.indexStart == indexCount else { return }
        traces[index].slot = lastReplay.slot
    }
}
