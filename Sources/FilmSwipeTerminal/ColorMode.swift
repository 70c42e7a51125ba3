/// How many colours the backend uses, decided once when the terminal is opened.
public enum ColorMode: Sendable, Hashable {
    /// No colours: `NO_COLOR` is set or the terminal has none; only bold, dim, reverse and underline.
    case none
    /// The eight ANSI colours; gray is drawn as dim white.
    case eight
    /// A 256-colour terminal; gray is colour 8.
    case twoHundredFiftySix
}
