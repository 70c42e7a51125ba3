/// Every film of a catalogue, findable by any part of its title: the most-rated first, so the film a player means is
/// near the top. Built once (a few milliseconds for 9,061 films), searched on every key.
public struct TitleIndex: Sendable {
    private let films: [Film]
    private let folded: [String]

    /// An index over `films`.
    public init(_ films: [Film]) {
        let ranked = films.enumerated().sorted { lhs, rhs in
            lhs.element.ratingCount != rhs.element.ratingCount ? lhs.element.ratingCount > rhs.element.ratingCount : lhs.offset < rhs.offset
        }.map(\.element)
        self.films = ranked
        folded = ranked.map { TitleFolding.fold($0.title) }
    }

    /// How many films it holds.
    public var count: Int { films.count }

    /// Up to `limit` films whose title holds every word of `query` (folded; in any order): first those where every
    /// word starts a word of the title ("amel" finds Amelie before Camelot), then the rest, each most-rated first. None
    /// for a query with no letters or digits.
    public func search(_ query: String, limit: Int) -> [Film] {
        let words = TitleFolding.fold(query).split(separator: " ").map(String.init)
        guard !words.isEmpty, limit > 0 else { return [] }
        var atWordStart: [Film] = []
        var inside: [Film] = []
        for (index, title) in folded.enumerated() where words.allSatisfy({ title.contains($0) }) {
            if words.allSatisfy({ title.hasPrefix($0) || title.contains(" " + $0) }) {
                atWordStart.append(films[index])
                if atWordStart.count == limit { break }
            } else if inside.count < limit {
                inside.append(films[index])
            }
        }
        return Array((atWordStart + inside).prefix(limit))
    }
}
