import Foundation

/// Matches the names players type to TMDB's service names, ignoring case, accents, spaces and punctuation, with
/// `+` read as "plus" ("disney+" is "Disney Plus").
public enum WatchServiceNames {
    /// The most close names an unknown name is answered with.
    public static let suggestionLimit = 5

    /// What `name` is among `providers` (given most prominent first): a name equal to one service's is that service,
    /// even when others contain it ("Netflix" beside "Netflix basic with Ads"); else the services whose names hold
    /// it; else the closest names by spelling.
    public static func match(_ name: String, among providers: [WatchProvider]) -> WatchServiceMatch {
        let wanted = key(name)
        guard !wanted.isEmpty else { return .unknown(closest: []) }
        let keyed = providers.map { (provider: $0, key: key($0.name)) }
        let exact = keyed.filter { $0.key == wanted }
        if let first = exact.first { return .found(first.provider) }
        let holding = keyed.filter { $0.key.contains(wanted) }
        if holding.count == 1 { return .found(holding[0].provider) }
        if holding.count > 1 { return .ambiguous(holding.map(\.provider)) }
        return .unknown(closest: closest(to: wanted, among: keyed))
    }

    /// `name` as names are compared: "Disney+" and "disney plus" are both "disneyplus", "Ciné+ OCS" is "cineplusocs".
    public static func key(_ name: String) -> String {
        let spelled = name.replacingOccurrences(of: "+", with: " plus ").replacingOccurrences(of: "&", with: " and ")
        return TitleFolding.fold(spelled).filter { $0 != " " }
    }

    // Names within a few typing slips of `wanted`, whole or as far as it goes ("netflx" is near "Netflix basic with
    // Ads" too), then names it abbreviates, its letters in order from the first ("nflx", "dsny"); nearest first, ties
    // in the region's order.
    private static func closest(to wanted: String, among keyed: [(provider: WatchProvider, key: String)]) -> [WatchProvider] {
        let allowed = max(1, wanted.count / 3)
        let scored: [(provider: WatchProvider, distance: Int, order: Int)] = keyed.enumerated().compactMap { order, entry in
            let whole = NearestName.distance(wanted, entry.key)
            let start = NearestName.distance(wanted, String(entry.key.prefix(wanted.count)))
            let distance = min(whole, start)
            if distance <= allowed { return (entry.provider, distance, order) }
            if wanted.count >= 3, isAbbreviation(wanted, of: entry.key) { return (entry.provider, allowed + 1, order) }
            return nil
        }
        return scored.sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }.prefix(suggestionLimit).map(\.provider)
    }

    // Whether `short`'s letters come in order in `long`, starting with its first.
    private static func isAbbreviation(_ short: String, of long: String) -> Bool {
        guard short.first == long.first else { return false }
        var rest = Substring(long)
        for character in short {
            guard let index = rest.firstIndex(of: character) else { return false }
            rest = rest[rest.index(after: index)...]
        }
        return true
    }
}
