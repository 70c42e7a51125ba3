import FilmSwipeDomain
import Foundation

/// A film history placed on the catalogue: the reactions to store, and the entries that found no single film.
public struct HistoryImportPlan: Sendable {
    /// Where the history came from.
    public let origin: ReactionOrigin
    /// How many entries were read.
    public let entriesRead: Int
    /// One reaction per catalogue film, in the order read.
    public private(set) var reactions: [ImportedReaction] = []
    /// Entries that named a film already placed by an earlier entry ("Seven" and "Se7en"): the first one counts.
    public private(set) var duplicates: [HistoryEntry] = []
    /// Entries that fit two or more films, with those films: left out, never guessed.
    public private(set) var ambiguous: [(entry: HistoryEntry, films: [Film])] = []
    /// Entries that fit no film of the catalogue.
    public private(set) var notInCatalogue: [HistoryEntry] = []

    /// `entries` from `origin` placed by `matcher`; an entry without a date is dated `importedAt`.
    public init(_ entries: [HistoryEntry], from origin: ReactionOrigin, matcher: CatalogueMatcher, importedAt: Date) {
        self.origin = origin
        entriesRead = entries.count
        var placed: Set<FilmID> = []
        for entry in entries {
            switch matcher.match(entry) {
            case let .film(film):
                guard placed.insert(film.id).inserted else {
                    duplicates.append(entry)
                    continue
                }
                reactions.append(ImportedReaction(
                    film: film, reaction: entry.reaction, origin: origin, date: entry.date ?? importedAt, originRating: entry.rating
                ))
            case let .ambiguous(films): ambiguous.append((entry, films))
            case .notFound: notInCatalogue.append(entry)
            }
        }
    }
}
