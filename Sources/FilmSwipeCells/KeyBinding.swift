/// One action's keys, said once: the keys it answers to, how the bottom legend and the help show it, and whether it
/// applies now. A disabled binding is neither shown nor handled, so a key never shows where it does nothing.
public struct KeyBinding: Sendable, Equatable {
    /// The keys that trigger the action.
    public let keys: [Key]
    /// The key as the legend and the short help show it (`→`).
    public let key: String
    /// A word or two for the legend and the short help (`favourite`).
    public let label: String
    /// A shorter label, for a legend short of room (`fav`); the label when there is none.
    public let shortLabel: String
    /// The keys as the full help lists them (`→ or l`).
    public let helpKeys: String
    /// What the action does, as the full help says it.
    public let help: String
    /// Whether the bottom legend shows it (false: the help alone lists it).
    public let isInLegend: Bool
    /// Whether the action applies now.
    public private(set) var isEnabled = true

    /// A binding of `keys`, shown as `key` with `label` (`short` when room is short); the help lists `helpKeys`
    /// (`key` when nil) and `help`.
    public init(keys: [Key], key: String, label: String, short: String? = nil, helpKeys: String? = nil, help: String, inLegend: Bool = true) {
        self.keys = keys
        self.key = key
        self.label = label
        shortLabel = short ?? label
        self.helpKeys = helpKeys ?? key
        self.help = help
        isInLegend = inLegend
    }

    /// Whether `key` triggers this binding now: it is one of its keys and the binding is enabled.
    public func matches(_ key: Key) -> Bool {
        isEnabled && keys.contains(key)
    }

    /// This binding, enabled only when `condition` holds.
    public func enabled(when condition: Bool) -> KeyBinding {
        var binding = self
        binding.isEnabled = condition
        return binding
    }
}
