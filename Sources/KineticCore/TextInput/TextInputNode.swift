import Foundation

/// What a text field's node is given when its view is built.
struct TextInputConfiguration {
    var text: Binding<String>
    var prompt: String
    var isSecure: Bool
    var font: Font
    var color: Color
    var promptColor: Color
    var accent: Color
    var isEnabled: Bool
    var submit: [() -> Void]
    /// The older `onEditingChanged`: told when the field takes the focus and loses it.
    var editingChanged: ((Bool) -> Void)?
    /// The focus ring's corner radius (the field style's).
    var cornerRadius: Double
    /// How far the field's face reaches beyond the line on each side (none for `.plain`): the
    /// focus ring goes round the face.
    var facePadding: CGSize
}

/// The editable line of a text field: its text, the caret and the selection drawn in its frame,
/// scrolled sideways to keep the caret in sight. It takes the keyboard focus from a click or Tab,
/// edits from keys and typed text while it has it, and selects with the pointer (drag, double
/// click for a word, triple click for the line).
final class TextInputNode: Node, FocusableNode {
    private var configuration: TextInputConfiguration?
    private(set) var editor = TextEditingState()
    /// How far the line is scrolled to the left, in points.
    private var scroll = 0.0
    /// The x of each caret position in the shown string, made when the string or font changes.
    private var offsets: [Double] = [0]
    private var offsetsKey: (string: String, font: Font)?
    /// The last press, to count double and triple clicks.
    private var lastPress: (time: Double, index: Int, count: Int)?
    private var pressCount = 1
    /// True from a press in the field until it lifts (or is taken away).
    private var pressing = false
    private lazy var handler: GestureHandler = {
        var gesture = DragGesture(minimumDistance: 0).onChanged { [unowned self] value in self.dragged(value) }
        gesture.updates.append(GestureStateUpdate(change: { _ in }, reset: { [unowned self] in self.pressing = false }))
        return GestureHandler(gesture: gesture)
    }()

    var acceptsFocus: Bool { configuration?.isEnabled ?? false }
    var isFocused: Bool { graph.focusedNode === self }

    func update(_ configuration: TextInputConfiguration) {
        self.configuration = configuration
        let text = configuration.text.wrappedValue
        if text != editor.text { editor.replaceText(text) }
        keepsLayout(if: cachedSizesHold(for: sizeThatFits))
        if !configuration.isEnabled && isFocused { graph.focusedNode = nil }
    }

    /// What the field shows of its text: dots for a secure field.
    private var shownText: String { shown(of: editor.text, secure: configuration?.isSecure ?? false) }
    private func shown(of text: String, secure: Bool) -> String {
        secure ? String(repeating: "\u{2022}", count: editor.characters.count) : text
    }

    private var font: Font { configuration?.font ?? .body }
    private var measurer: any TextMeasurer { graph.textMeasurer.family(font.family) }
    private var lineHeight: Double { measurer.lineHeight(size: font.size, weight: font.weight) }

    /// The x of every caret position, from the start of the line.
    private func caretOffsets() -> [Double] {
        let string = shownText, font = self.font
        if let key = offsetsKey, key.string == string, key.font == font { return offsets }
        let measurer = self.measurer
        var result: [Double] = [0]
        var prefix = ""
        result.reserveCapacity(string.count + 1)
        for character in string {
            prefix.append(character)
            result.append(measurer.width(of: prefix, size: font.size, weight: font.weight))
        }
        offsets = result
        offsetsKey = (string, font)
        return result
    }

    /// The caret position nearest to `x` in the node's own points.
    func index(at x: Double) -> Int {
        let offsets = caretOffsets()
        let target = x + scroll
        var best = 0
        for (index, offset) in offsets.enumerated() where abs(offset - target) < abs(offsets[best] - target) { best = index }
        return best
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        // As wide as offered; by itself, as wide as its text or prompt.
        let height = lineHeight
        if let width = proposal.width, width.isFinite { return CGSize(width: max(0, width), height: height) }
        let prompt = configuration?.prompt ?? ""
        let font = self.font
        let natural = max(caretOffsets().last ?? 0, prompt.isEmpty ? 0 : measurer.width(of: prompt, size: font.size, weight: font.weight))
        return CGSize(width: max(natural + 2, 40), height: height)
    }

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        guard let configuration else { return }
        let width = Double(size.width), height = Double(size.height)
        let offsets = caretOffsets()
        let font = self.font, lineHeight = self.lineHeight
        let top = (height - lineHeight) / 2
        let focused = isFocused
        // Keep the caret in sight: the line scrolls as little as it must.
        let caretX = offsets[min(editor.caret, offsets.count - 1)]
        let textWidth = offsets.last ?? 0
        let caretWidth = 1.5
        if caretX - scroll > width - caretWidth { scroll = caretX - width + caretWidth }
        if caretX - scroll < 0 { scroll = caretX }
        scroll = max(0, min(scroll, max(0, textWidth + caretWidth - width)))

        let saved = context.transform
        defer { context.transform = saved }
        func at(_ x: Double, _ y: Double) { context.transform = CGAffineTransform(translationX: x, y: y).concatenating(saved) }

        if editor.characters.isEmpty && !configuration.prompt.isEmpty {
            at(0, top)
            let layout = TextLayout(lines: [configuration.prompt], size: font.size, weight: font.weight, lineHeight: lineHeight,
                                    color: configuration.promptColor.resolved, family: font.family)
            context.append(.text(layout), size: CGSize(width: measurer.width(of: configuration.prompt, size: font.size, weight: font.weight), height: lineHeight))
        }
        if focused && editor.hasSelection {
            let range = editor.selection
            let x0 = offsets[range.lowerBound] - scroll, x1 = offsets[range.upperBound] - scroll
            at(x0, top)
            var highlight = configuration.accent.resolved
            highlight.opacity *= 0.4
            context.append(.fill(.rectangle, color: highlight), size: CGSize(width: x1 - x0, height: lineHeight))
        }
        if !editor.characters.isEmpty {
            at(-scroll, top)
            let color = configuration.isEnabled ? configuration.color : configuration.promptColor
            let layout = TextLayout(lines: [shownText], size: font.size, weight: font.weight, lineHeight: lineHeight,
                                    color: color.resolved, family: font.family)
            context.append(.text(layout), size: CGSize(width: textWidth, height: lineHeight))
        }
        if focused && !editor.hasSelection {
            at(caretX - scroll, top)
            context.append(.fill(.rectangle, color: configuration.accent.resolved), size: CGSize(width: caretWidth, height: lineHeight))
        }
        context.transform = saved
        if configuration.isEnabled && context.state.hitTesting {
            context.addHitRegion(HitRegion(node: self, size: size, transform: saved, gesture: handler))
            // Its focus stop covers the field's face (the node is the line inside it).
            let pad = configuration.facePadding
            let face = CGRect(x: -Double(pad.width), y: -Double(pad.height), width: width + 2 * Double(pad.width), height: height + 2 * Double(pad.height))
            let stop = FocusStop(node: self, frame: saved.apply(to: face), cornerRadius: configuration.cornerRadius, textInput: self)
            context.addFocusStop(stop)
        }
    }

    /// The field's line changed (caret, selection, text, focus): drawn again at the next frame.
    private func changed() {
        setNeedsDisplay()
        graph.markDirty(self, transaction: Transaction())
    }

    func focusChanged() {
        // Taking the focus by Tab selects the whole line, as desktop fields do.
        if isFocused && !graph.pointer.isDown { editor.selectAll() }
        configuration?.editingChanged?(isFocused)
        changed()
    }

    // MARK: Pointer

    private func dragged(_ value: DragGestureValue) {
        let index = self.index(at: Double(value.location.x))
        if !pressing {
            pressing = true
            // A press: the field takes the focus, and the caret goes where it landed.
            let time = graph.time
            if let last = lastPress, time - last.time < 0.5, abs(last.index - index) <= 1 {
                pressCount = last.count % 3 + 1
            } else {
                pressCount = 1
            }
            lastPress = (time, index, pressCount)
            if graph.focusedNode !== self { graph.focusedNode = self }
            switch pressCount {
            case 2: editor.selectWord(at: index)
            case 3: editor.selectAll()
            default: editor.moveCaret(to: index)
            }
        } else if pressCount == 1 {
            // Dragging selects from where the press landed.
            editor.moveCaret(to: index, extending: true)
        }
        changed()
    }

    // MARK: Keys and text

    /// A key while the field has the focus; true when the field took it.
    func take(_ press: KeyPress) -> Bool {
        guard let configuration, let command = TextEditCommand(press) else { return false }
        let before = editor.text
        switch command {
        case .move(let movement, let extending): editor.move(movement, extending: extending)
        case .deleteBackward(let byWord): editor.deleteBackward(byWord: byWord && !configuration.isSecure)
        case .deleteForward(let byWord): editor.deleteForward(byWord: byWord && !configuration.isSecure)
        case .selectAll: editor.selectAll()
        case .copy, .cut:
            // A secure field's text stays in it.
            guard !configuration.isSecure, editor.hasSelection else { return true }
            Clipboard.string = editor.selectedText
            if command == .cut { editor.insert("") }
        case .paste:
            if let pasted = Clipboard.string, !pasted.isEmpty { editor.insert(pasted) }
        case .submit:
            for action in configuration.submit { action() }
            return true
        case .endEditing:
            graph.focusedNode = nil
            return true
        case .typing:
            return true
        }
        commit(changedFrom: before)
        return true
    }

    /// Text typed while the field has the focus (SDL's text input: the characters a key or an
    /// input method made).
    func type(_ text: String) {
        let before = editor.text
        editor.insert(text)
        commit(changedFrom: before)
    }

    private func commit(changedFrom before: String) {
        if editor.text != before {
            configuration?.text.wrappedValue = editor.text
            if !cachedSizesHold(for: sizeThatFits) { invalidate() }
        }
        changed()
    }
}

extension ViewGraph {
    /// Text typed (SDL's text input event): it goes to the text field with the focus. Returns
    /// true when one took it.
    @discardableResult
    public func typeText(_ text: String) -> Bool {
        guard !text.isEmpty, let field = focusedNode as? TextInputNode, field.isAttached, field.acceptsFocus else { return false }
        field.type(text)
        return true
    }
}
