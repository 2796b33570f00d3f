import Foundation
import KineticCore

/// A preview of a view, for the previews browser (`kinetic previews`, or any app run with
/// `KINETIC_PREVIEWS=1`): the SwiftUI canvas on the Linux desktop.
///
/// ```swift
/// #Preview { ContentView() }
/// #Preview("Dark card", traits: .sizeThatFitsLayout) { Card().padding() }
/// ```
///
/// Each preview registers itself with its name, its file and its line; the browser lists them
/// and shows the one picked live, with its state and animations.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "KineticMacros", type: "PreviewMacro")

/// A preview with traits: how the browser lays the view out.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "KineticMacros", type: "PreviewMacro")

/// The namespace of preview traits.
public enum Preview {
    /// Traits that apply to previews of views.
    public enum ViewTraits {}
}

/// How a preview is shown: `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, or the
/// default (the view given the whole canvas). Orientation traits are accepted and ignored: a
/// desktop window has none.
public struct PreviewTrait<T>: Sendable {
    enum Layout: Equatable, Sendable {
        case device
        case sizeThatFits
        case fixed(width: Double, height: Double)
    }

    let layout: Layout?
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The view laid out at the size it wants.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(layout: .sizeThatFits) }
    /// The view given `width` × `height` points.
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait<T> {
        PreviewTrait(layout: .fixed(width: width.isFinite ? max(0, width) : 0, height: height.isFinite ? max(0, height) : 0))
    }
    /// The view given the whole canvas.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(layout: .device) }
    public static var portrait: PreviewTrait<T> { PreviewTrait(layout: nil) }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(layout: nil) }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(layout: nil) }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(layout: nil) }
}

/// What `#Preview` expands to conforms to this: a preview's name, place and content. Not for
/// use by hand.
public protocol _PreviewRegistration {
    static var _previewName: String? { get }
    static var _previewFileID: String { get }
    static var _previewLine: Int { get }
    static var _previewTraits: [PreviewTrait<Preview.ViewTraits>] { get }
    @MainActor static func _makePreview() -> AnyView
}

/// SwiftUI's older way to declare previews: a type whose `previews` are shown in the browser
/// under the type's name.
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View { ContentView() }
/// }
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
