import Foundation
import Synchronization

/// A small shape's coverage, drawn once into a texture and then stamped as one quad wherever
/// the shape goes: what ``DrawList/drawsShapeMasks`` draws fills with on a rasteriser that
/// pays for every triangle (OpenGL through llvmpipe, say), where a circle's fan and fringe of
/// thirty-odd thin triangles cost far more than the pixels they cover.
///
/// The key is the shape in device pixels: its kind, width, height and corner radius (the list
/// takes the box to the nearest 1/8 pixel). Where it lies does not matter: the quad goes wherever the frame's origin is, to a fraction
/// of a pixel, and the backend samples the texture bilinearly.
public struct ShapeMaskKey: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// An ellipse filling the box (a circle when it is square).
        case ellipse
        /// A rectangle whose corners are quarter circles of this radius, in device pixels
        /// (half the shorter side at most: a capsule).
        case roundedRectangle(radius: Double)
    }

    public var kind: Kind
    /// The box, in device pixels.
    public var width: Double
    public var height: Double
}

/// Where one mask lies in the atlas, in texels.
public struct ShapeMaskSlot: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
}

/// The texture that shape masks are drawn into, as the list builds them: white, with each
/// texel's alpha the coverage of the shape at the texel's centre. Masks are packed on shelves
/// with a transparent texel between neighbours, so bilinear sampling at a quad's edge reads
/// nothing of the next mask.
///
/// Each mask has one transparent texel of margin on every side, and its shape's box starts at
/// (1, 1) within the mask: a quad covering the mask places the box where its frame is.
///
/// The atlas only grows within a frame. When it could not hold a mask (the item was drawn as
/// triangles instead), ``startFrame()`` empties it before the next frame, twice the size up to
/// ``largestSide``: the backend sees a new ``identity`` (and ``side``) and uploads it afresh. It
/// starts small, as most scenes need a few masks: a large texture costs the first frame the
/// time to clear it.
public struct ShapeMaskAtlas: Sendable {
    /// The atlas's width and height when it starts, and at most, in texels.
    public static let firstSide = 256
    public static let largestSide = 1024
    /// The largest box, in device pixels, drawn as a mask: past it, a shape's triangles are
    /// few for the pixels they cover, and a mask would fill the atlas.
    public static let largestBox = 64.0
    /// Texels around each mask, inside its slot, that the shape never covers.
    static let margin = 1
    /// Mask boxes are to the nearest 1/`sizeSteps` of a pixel (see
    /// ``DrawList/appendShapeMask(_:frame:transform:color:)``).
    static let sizeSteps = 8.0

    /// The atlas's width and height, in texels.
    public private(set) var side = ShapeMaskAtlas.firstSide
    /// RGBA bytes, row by row; empty until the first mask.
    public private(set) var texels: [UInt8] = []
    /// Every mask drawn since the atlas was last emptied, in the order they were added: a
    /// backend that has uploaded the first n of them uploads the rest.
    public private(set) var slots: [ShapeMaskSlot] = []
    /// Changes whenever the atlas is emptied, and when a copy of it (a copy of its list) gains
    /// a mask: the masks under one identity are always the same, so a backend that has
    /// uploaded some of them need only upload the rest.
    public private(set) var identity: Int
    /// Names the masks' places: while it stays the same, a slot once given to a mask holds
    /// that mask, in this atlas and in every copy of it (which shares it until it is emptied,
    /// or gains a mask in a slot another copy filled first). Another atlas has another. What
    /// a backend keeps that was drawn from the atlas is still right while this is the same.
    public var lineage: Int { places.id }
    /// Shared by copies: its number, and how many slots have been given out under it.
    private final class Places: Sendable {
        let id: Int
        let given: Atomic<Int>
        init(given: Int) {
            id = ShapeMaskAtlas.identities.add(1, ordering: .relaxed).newValue
            self.given = Atomic(given)
        }
    }
    private var places = Places(given: 0)
    /// Shared by the copies of this atlas until one of them gains a mask.
    private final class Owner: Sendable {}
    private var owner = Owner()
    private var found: [ShapeMaskKey: Int] = [:]
    /// The shelves: each one's top, height and the x where its next mask goes.
    private var shelves: [(y: Int, height: Int, nextX: Int)] = []
    /// Whether a mask did not fit this frame.
    private var overflowed = false

    private static let identities = Atomic<Int>(0)

    public init() {
        identity = Self.identities.add(1, ordering: .relaxed).newValue
    }

    /// The slot of `key`'s mask, drawing it the first time; nil when the box is too large,
    /// not finite, or does not fit (for the rest of the frame; the atlas is emptied before the
    /// next, see ``startFrame()``).
    public mutating func slot(for key: ShapeMaskKey) -> ShapeMaskSlot? {
        if let index = found[key] { return slots[index] }
        guard key.width.isFinite, key.height.isFinite, key.width > 0, key.height > 0,
              key.width <= Self.largestBox, key.height <= Self.largestBox else { return nil }
        let width = Int(key.width.rounded(.up)) + 2 * Self.margin
        let height = Int(key.height.rounded(.up)) + 2 * Self.margin
        guard let slot = allocate(width: width, height: height) else {
            overflowed = true
            return nil
        }
        if !isKnownUniquelyReferenced(&owner) {
            owner = Owner()
            identity = Self.identities.add(1, ordering: .relaxed).newValue
        }
        // The next slot, unless a copy sharing the places gave it to another mask first.
        let index = slots.count
        if !places.given.compareExchange(expected: index, desired: index + 1, ordering: .relaxed).exchanged {
            places = Places(given: index + 1)
        }
        if texels.isEmpty { texels = [UInt8](repeating: 0, count: 4 * side * side) }
        draw(key, into: slot)
        found[key] = slots.count
        slots.append(slot)
        return slot
    }

    /// Empties the atlas, and doubles its side up to ``largestSide``, when a mask did not fit
    /// in the frame just drawn.
    public mutating func startFrame() {
        guard overflowed else { return }
        overflowed = false
        found.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
        shelves.removeAll(keepingCapacity: true)
        side = min(2 * side, Self.largestSide)
        texels = []
        identity = Self.identities.add(1, ordering: .relaxed).newValue
        places = Places(given: 0)
    }

    /// A place for a `width` × `height` slot with a free texel to its right and below: on the
    /// first shelf tall enough (and not more than half again as tall) with room, or on a new
    /// shelf.
    private mutating func allocate(width: Int, height: Int) -> ShapeMaskSlot? {
        let side = self.side
        for index in shelves.indices {
            let shelf = shelves[index]
            if height <= shelf.height, 2 * shelf.height <= 3 * height, shelf.nextX + width + 1 <= side {
                shelves[index].nextX += width + 1
                return ShapeMaskSlot(x: shelf.nextX, y: shelf.y, width: width, height: height)
            }
        }
        let top = shelves.last.map { $0.y + $0.height + 1 } ?? 0
        guard top + height + 1 <= side, width + 1 <= side else { return nil }
        shelves.append((top, height, width + 1))
        return ShapeMaskSlot(x: 0, y: top, width: width, height: height)
    }

    /// Writes `key`'s coverage into `slot`: for each texel, at its centre, `0.5 − d` clamped to
    /// 0…1, where d is the distance to the shape's edge (negative inside): the ramp a one-pixel
    /// fringe gives a tessellated fill.
    private mutating func draw(_ key: ShapeMaskKey, into slot: ShapeMaskSlot) {
        let margin = Double(Self.margin)
        let halfWidth = key.width / 2, halfHeight = key.height / 2
        let centerX = margin + halfWidth, centerY = margin + halfHeight
        let side = self.side
        texels.withUnsafeMutableBufferPointer { texels in
            for row in 0..<slot.height {
                let y = Double(row) + 0.5 - centerY
                for column in 0..<slot.width {
                    let x = Double(column) + 0.5 - centerX
                    let distance = ShapeMaskAtlas.distance(x: x, y: y, halfWidth: halfWidth, halfHeight: halfHeight, kind: key.kind)
                    let coverage = min(max(0.5 - distance, 0), 1)
                    let offset = 4 * ((slot.y + row) * side + slot.x + column)
                    texels[offset] = 255
                    texels[offset + 1] = 255
                    texels[offset + 2] = 255
                    texels[offset + 3] = UInt8((coverage * 255).rounded())
                }
            }
        }
    }

    /// The signed distance from (`x`, `y`), relative to the box's centre, to the shape's edge:
    /// exact for circles and rounded rectangles; for an ellipse, its value over its gradient's
    /// length, which is exact on the edge and close within the pixel either side of it.
    static func distance(x: Double, y: Double, halfWidth: Double, halfHeight: Double, kind: ShapeMaskKey.Kind) -> Double {
        switch kind {
        case .ellipse:
            if halfWidth == halfHeight { return (x * x + y * y).squareRoot() - halfWidth }
            let nx = x / halfWidth, ny = y / halfHeight
            let radial = (nx * nx + ny * ny).squareRoot()
            guard radial > 1e-12 else { return -min(halfWidth, halfHeight) }
            // The gradient of `radial`, the ellipse scaled to a unit circle.
            let gx = nx / (halfWidth * radial), gy = ny / (halfHeight * radial)
            return (radial - 1) / (gx * gx + gy * gy).squareRoot()
        case .roundedRectangle(let radius):
            let r = min(max(radius, 0), min(halfWidth, halfHeight))
            let qx = abs(x) - (halfWidth - r), qy = abs(y) - (halfHeight - r)
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return outside + min(max(qx, qy), 0) - r
        }
    }
}
