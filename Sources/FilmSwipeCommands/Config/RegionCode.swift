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

    /// Why `shown` is no region, with the way out: the words after "region " or "--region ".
    public static func complaint(about text: String, shown: String) -> String {
        // The one slip everyone makes: the United Kingdom's ISO code is GB.
        let hint = text.uppercased() == "UK" ? "; the United Kingdom is GB" : ""
        return "must be two letters (ISO 3166-1, such as GB, US or DE), not \(shown)\(hint)"
    }
}
