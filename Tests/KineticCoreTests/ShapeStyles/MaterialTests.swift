import Foundation
import Testing
@testable import KineticCore

/// Materials: a layer masked by the shape, holding the blurred backdrop and the tint.
@MainActor
struct MaterialTests {
    static let size = CGSize(width: 300, height: 300)

    static func kinds(_ list: DisplayList) -> [String] {
        list.items.map { item in
            switch item.content {
            case .beginLayer(let effect): "begin \(effect.opacity)\(effect.mask.map { " mask \($0)" } ?? "")"
            case .backdrop(let effect): "backdrop \(effect.blurRadius)"
            case .fill(let shape, let color): "fill \(shape) \(color.hexDescription)"
            case .endLayer: "end"
            default: "other"
            }
        }
    }

    @Test func aMaterialIsItsBackdropAndTintInsideTheShape() {
        let host = HeadlessHost(size: Self.size) {
            Color.clear.frame(width: 100, height: 60).background(.regularMaterial, in: Capsule())
        }
        let kinds = Self.kinds(host.displayList)
        #expect(kinds.contains("begin 1.0 mask capsule"))
        #expect(kinds.contains("backdrop 16.0"))
        #expect(kinds.contains("fill rectangle #1f1f1f99"))
        let thin = HeadlessHost(size: Self.size) { Rectangle().fill(.ultraThinMaterial).frame(width: 40, height: 40) }
        #expect(Self.kinds(thin.displayList) == ["begin 1.0 mask rectangle", "backdrop 8.0", "fill rectangle #1f1f1f4d", "end"])
    }

    @Test func inTheLightSchemeTheTintIsLight() {
        let host = HeadlessHost(size: Self.size) {
            Rectangle().fill(.thinMaterial).frame(width: 40, height: 40).preferredColorScheme(.light)
        }
        #expect(Self.kinds(host.displayList) == ["begin 1.0 mask rectangle", "backdrop 12.0", "fill rectangle #f7f7f773", "end"])
    }

    @Test func theMaterialsThickenInOrder() {
        let all: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick]
        for (a, b) in zip(all, all.dropFirst()) {
            #expect(a.blurRadius < b.blurRadius && a.tint.alpha < b.tint.alpha)
        }
        #expect(Material.bar == .regular)
    }

    @Test func anOpacityFadesTheMaterialAsOne() {
        let host = HeadlessHost(size: Self.size) { Rectangle().fill(.thickMaterial).frame(width: 40, height: 40).opacity(0.5) }
        let items = host.displayList.items
        guard case .beginLayer(let effect) = items.first?.content else {
            Issue.record("no layer first: \(Self.kinds(host.displayList))")
            return
        }
        #expect(effect.opacity == 0.5)
        #expect(items.dropFirst().allSatisfy { $0.opacity == 1 })
    }

    @Test func aColourEffectMapsTheBackdropAndAStrokeIsTheTint() {
        let host = HeadlessHost(size: Self.size) { Rectangle().fill(.thinMaterial).frame(width: 40, height: 40).colorInvert() }
        let backdrop = host.displayList.items.compactMap { if case .backdrop(let effect) = $0.content { effect } else { nil } }.first
        #expect(backdrop?.colorMatrix == ColorMatrix.invert.concatenating(.saturation(1.8)))
        let stroke = HeadlessHost(size: Self.size) { Circle().stroke(.regularMaterial, lineWidth: 4).frame(width: 40, height: 40) }
        #expect(Self.kinds(stroke.displayList) == ["other"])
        #expect(!stroke.displayList.items.contains { if case .backdrop = $0.content { true } else { false } })
    }
}
