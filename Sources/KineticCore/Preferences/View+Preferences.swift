import Foundation

extension View {
    /// Sets the value of `key` for this view: its ancestors read it (combined with the values
    /// of the views beside it), in place of any value the views inside it set.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceWriterView(content: self, write: PreferenceWrite(key: ObjectIdentifier(key), apply: { _, combined in
            combined = value
        }, readsGeometry: false))
    }

    /// Changes the value of `key` that the views inside this one set (the key's default value
    /// when none does).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        PreferenceWriterView(content: self, write: PreferenceWrite(key: ObjectIdentifier(key), apply: { _, combined in
            var value = combined.map { $0 as! K.Value } ?? K.defaultValue
            callback(&value)
            combined = value
        }, readsGeometry: false))
    }

    /// Sets the value of `key` from an anchor of this view (its bounds, a point of it), which
    /// a view above resolves in its own coordinates with `GeometryProxy`'s subscript.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        PreferenceWriterView(content: self, write: PreferenceWrite(key: ObjectIdentifier(key), apply: { node, combined in
            combined = transform(Anchor(windowValue: value.resolve(node.windowFrame)))
        }, readsGeometry: true))
    }

    /// Changes the value of `key` with an anchor of this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        PreferenceWriterView(content: self, write: PreferenceWrite(key: ObjectIdentifier(key), apply: { node, combined in
            var current = combined.map { $0 as! K.Value } ?? K.defaultValue
            transform(&current, Anchor(windowValue: value.resolve(node.windowFrame)))
            combined = current
        }, readsGeometry: true))
    }

    /// Runs `action` with the value of `key` the views inside this one set, after an update in
    /// which it changed (and after the first, if it is not the key's default value).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        PreferenceChangeView<Self, K>(content: self, action: action)
    }

    /// Puts the views `transform` makes from this view's value of `key` over it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        DecoratedView(content: self, decoration: PreferenceValueReaderView<K, V>(transform: transform), alignment: alignment, role: .overlay)
    }

    /// Puts the views `transform` makes from this view's value of `key` behind it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        DecoratedView(content: self, decoration: PreferenceValueReaderView<K, V>(transform: transform), alignment: alignment, role: .background)
    }
}
