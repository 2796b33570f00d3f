// A titled panel of a scene (a title, a note under it, and the content, on a rounded card), and a
// scene's page of them under its title.

import Foundation
import Kinetic

struct ScenePanel<Content: View>: View {
    let title: String
    let note: String
    /// The panel's width, or nil for the content's.
    var width: Double?
    /// The content's size, or nil to let it size itself.
    var contentSize: CGSize?
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.system(size: 15, weight: .semibold)).foregroundColor(Color(white: 0.9))
            Text(note).font(.system(size: 12)).foregroundColor(Color(white: 0.55))
            if let contentSize {
                content().frame(width: contentSize.width, height: contentSize.height)
            } else {
                content()
            }
        }
        .padding(14)
        .frame(width: width, alignment: .topLeading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.1)))
    }
}

/// A scene's page: its title over its rows of panels, padded, from the top-left corner.
struct ScenePage<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(title).font(.system(size: 22)).foregroundColor(Color(white: 0.9))
            content()
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
