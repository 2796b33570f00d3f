// List scene — ten thousand rows that scroll at the display's rate.
//
// What it shows: a `List` of 10,000 rows in 100 sections, each row a symbol, a title and a
// figure. Only the rows in sight are built (the count beside the picker says how many are), so
// scrolling costs what a screenful costs. The picker switches the list style (plain, inset,
// inset grouped); a click on a row stars it with a spring.
//
// Use: the wheel or a drag scrolls (a flick coasts on and springs back at the ends) · click a
// row to star it · the picker switches the style · escape or q quits.

import Foundation
import Kinetic

struct ListScene: View {
    enum Style: String, CaseIterable, Hashable { case plain, inset, grouped }

    static let count = 10_000
    static let sectionSize = 100

    @State private var style = Style.plain
    @State private var starred: Set<Int> = []

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 16) {
                Text("10,000 rows").font(.system(size: 22)).foregroundColor(.primary)
                Picker("Style", selection: $style) {
                    ForEach(Style.allCases, id: \.self) { style in Text(style.rawValue.capitalized).tag(style) }
                }
                .pickerStyle(.segmented)
                .labelsHidden()
                .frame(width: 300)
                .accessibilityIdentifier("list.style")
            }
            .padding(EdgeInsets(top: 16, leading: 16, bottom: 0, trailing: 16))
            styled(rows)
        }
    }

    @ViewBuilder
    private func styled(_ list: some View) -> some View {
        switch style {
        case .plain: list.listStyle(.plain)
        case .inset: list.listStyle(.inset)
        case .grouped: list.listStyle(.insetGrouped)
        }
    }

    private var rows: some View {
        let starred = $starred
        return List {
            ForEach(0..<Self.count / Self.sectionSize, id: \.self) { section in
                Section("Rows \(section * Self.sectionSize + 1)–\((section + 1) * Self.sectionSize)") {
                    ForEach(section * Self.sectionSize..<(section + 1) * Self.sectionSize, id: \.self) { index in
                        ListSceneRow(index: index, isStarred: starred.wrappedValue.contains(index)) {
                            withAnimation(.spring(duration: 0.35, bounce: 0.5)) {
                                if starred.wrappedValue.contains(index) {
                                    starred.wrappedValue.remove(index)
                                } else {
                                    starred.wrappedValue.insert(index)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// One row: a symbol, a title and a figure; a star that springs in when the row is clicked.
struct ListSceneRow: View {
    let index: Int
    let isStarred: Bool
    let toggle: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: index % 3 == 0 ? "circle.fill" : index % 3 == 1 ? "square.fill" : "triangle.fill")
                .foregroundColor(Color(hue: Double(index % 12) / 12, saturation: 0.6, brightness: 0.9))
            Text("Row \(index + 1)").foregroundColor(.primary)
            Spacer()
            Image(systemName: "star.fill")
                .foregroundColor(.yellow)
                .scaleEffect(isStarred ? 1 : 0.01)
                .opacity(isStarred ? 1 : 0)
            Text("\(index * 37 % 1000) ms").font(.footnote).foregroundColor(.secondary)
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: toggle)
        .accessibilityIdentifier("list.row\(index)")
    }
}

#Preview("Long List") {
    ListScene()
}
