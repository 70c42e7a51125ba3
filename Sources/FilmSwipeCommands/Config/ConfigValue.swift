import FilmSwipeDomain

/// A value the config file gives a key: the kinds of TOML it accepts.
public enum ConfigValue: Sendable, Equatable {
    /// A basic ("…") or literal ('…') string, escapes resolved.
    case string(String)
    /// `true` or `false`.
    case bool(Bool)
    /// A decimal integer.
    case integer(Int)
    /// A bare word that is none of the above (`yes`, `GB`): not TOML, refused by the setting that reads it, which
    /// names what it takes.
    case word(String)

    /// The value as the file would write it, safe to print: quoted strings, bare booleans and numbers.
    public var shown: String {
        switch self {
        case let .string(text): "\"\(SafeText.clean(text, limit: 80))\""
        case let .bool(value): String(value)
        case let .integer(value): String(value)
        case let .word(text): SafeText.clean(text, limit: 30)
        }
    }
}
