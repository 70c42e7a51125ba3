import FilmSwipeDomain

/// A value the config file gives a key: the kinds of TOML it accepts.
public enum ConfigValue: Sendable, Equatable {
    /// A basic ("…") or literal ('…') string, escapes resolved.
    case string(String)
    /// `true` or `false`.
    case bool(Bool)
    /// A decimal integer.
    case integer(Int)

    /// The value as the file would write it, safe to print: quoted strings, bare booleans and numbers.
    public var shown: String {
        switch self {
        case let .string(text): "\"\(SafeText.clean(text, limit: 80))\""
        case let .bool(value): String(value)
        case let .integer(value): String(value)
        }
    }
}
