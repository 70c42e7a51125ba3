/// A screen's keys, said once: each `KeyBinding` with the action it triggers. The screen's handling asks it what a key
/// does, and its footer or legend is written from the same bindings, so the two cannot drift apart.
public struct KeyMap<Action> {
    private let entries: [(binding: KeyBinding, action: (Key) -> Action)]

    /// A map of `entries`; disabled bindings are left out (neither shown nor handled).
    public init(_ entries: [(binding: KeyBinding, action: (Key) -> Action)]) {
        self.entries = entries.filter(\.binding.isEnabled)
    }

    /// A map where each binding triggers one action whatever its key.
    public init(_ pairs: [(KeyBinding, Action)]) {
        self.init(pairs.map { pair in (binding: pair.0, action: { _ in pair.1 }) })
    }

    /// The bindings that apply, in the order they are shown.
    public var bindings: [KeyBinding] { entries.map(\.binding) }

    /// What `key` does; nil when no binding has it.
    public func action(for key: Key) -> Action? {
        entries.first { $0.binding.matches(key) }.map { $0.action(key) }
    }

    /// The bindings a footer shows, as "key label" joined by `separator` ("←/→ choose · Enter save · Esc back").
    public func footer(separator: String) -> String {
        bindings.filter(\.isInLegend).map { "\($0.key) \($0.label)" }.joined(separator: " \(separator) ")
    }
}
