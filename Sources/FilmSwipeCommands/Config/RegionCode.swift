/// A country as TMDB names one: two letters of ISO 3166-1 (GB, US, DE), upper case.
public struct RegionCode: Sendable, Equatable, CustomStringConvertible {
    /// The two letters, upper case.
    public let code: String

    /// `text` as a region, case ignored; nil unless it is two ASCII letters (and not UK, which ISO 3166-1 does not assign).
    public init?(_ text: String) {
        guard text.count == 2, text.allSatisfy({ $0.isASCII && $0.isLetter }), text.uppercased() != "UK" else { return nil }
        code = text.uppercased()
    }

    public var description: String { code }

    /// Where FilmSwipe plays when nothing names a region.
    public static let fallback = RegionCode("US")!

    /// The locale variables read for the region, in the order POSIX gives them force.
    public static let localeVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// The country of the locale in force (`en_GB.UTF-8` is GB), and the variable that gave it; nil when the locale
    /// names none (`C`, `POSIX`, `en`, unset). The first variable set wins, as it does for the locale itself.
    public static func ofLocale(_ environment: [String: String]) -> (region: RegionCode, variable: String)? {
        guard let variable = localeVariables.first(where: { !(environment[$0] ?? "").isEmpty }), let locale = environment[variable] else {
            return nil
        }
        // language[_territory][.codeset][@modifier]
        let name = locale.split(separator: "@", maxSplits: 1).first.map(String.init) ?? locale
        let withoutCodeset = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        let parts = withoutCodeset.split(separator: "_")
        guard parts.count == 2, let region = RegionCode(String(parts[1])) else { return nil }
        return (region, variable)
    }

    /// Why `shown` is no region, with the way out: the words after "region " or "--region ".
    public static func complaint(about text: String, shown: String) -> String {
        // The one slip everyone makes: the United Kingdom's ISO code is GB.
        let hint = text.uppercased() == "UK" ? "; the United Kingdom is GB" : ""
        return "must be two letters (ISO 3166-1, such as GB, US or DE), not \(shown)\(hint)"
    }
}
