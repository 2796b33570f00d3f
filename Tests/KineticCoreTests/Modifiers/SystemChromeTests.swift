import Foundation
import Testing
@testable import KineticCore

/// iOS code's system-chrome modifiers build here and leave what is drawn as it was.
@MainActor
struct SystemChromeTests {
    private struct Screen: View {
        let chrome: Bool
        var body: some View {
            if chrome {
                content
                    .edgesIgnoringSafeArea(.all)
                    .statusBarHidden()
                    .persistentSystemOverlays(.hidden)
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(.visible, for: .navigationBar)
                    .toolbarBackground(Color.blue, for: .navigationBar, .tabBar)
            } else {
                content
            }
        }

        private var content: some View {
            VStack {
                Text("Title").accessibilityIdentifier("title")
                Color(red: 1, green: 0, blue: 0).frame(width: 120, height: 80).accessibilityIdentifier("card")
            }
        }
    }

    @Test func theViewIsLaidOutAndDrawnAsWithoutThem() {
        let plain = HeadlessHost(size: CGSize(width: 300, height: 300)) { Screen(chrome: false) }
        let chrome = HeadlessHost(size: CGSize(width: 300, height: 300)) { Screen(chrome: true) }
        #expect(chrome.frame(of: "card") == plain.frame(of: "card"))
        #expect(chrome.frame(of: "title") == plain.frame(of: "title"))
        #expect(chrome.displayList.items.count == plain.displayList.items.count)
    }
}
