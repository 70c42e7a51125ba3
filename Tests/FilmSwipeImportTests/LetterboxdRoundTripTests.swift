import TestSupport
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeImport
import Foundation
import Testing

@Suite("Reading back FilmSwipe's own Letterboxd export")
struct LetterboxdRoundTripTests {
    /// One film on each list, a seen film rated elsewhere, a favourite rated elsewhere (in two files), a TMDB film.
    static let records: [ReactionRecord] = [
        ReactionRecord(film: film(6, "Heat", 1995), reaction: .favourite, reactedAt: Date(timeIntervalSince1970: 1_700_000_000)),
        ReactionRecord(
            film: film(2019, "Seven Samurai", 1954), reaction: .favourite, reactedAt: Date(timeIntervalSince1970: 1_700_000_100),
            origin: .letterboxd, originRating: 4.5
        ),
        ReactionRecord(film: film(1, "Toy Story", 1995), reaction: .dislike, reactedAt: Date(timeIntervalSince1970: 1_700_000_200)),
        ReactionRecord(film: film(260, "Star Wars", 1977), reaction: .watchlist, reactedAt: Date(timeIntervalSince1970: 1_700_000_300)),
        ReactionRecord(
            film: film(1208, "Apocalypse Now", 1979), reaction: .seen, reactedAt: Date(timeIntervalSince1970: 1_700_000_400),
            origin: .imdb, originRating: 9
        ),
        ReactionRecord(
            film: Film(id: FilmID(source: .tmdb, value: 550), title: "Fight Club", year: 1999), reaction: .seen,
            reactedAt: Date(timeIntervalSince1970: 1_700_000_500)
        ),
    ]

    static func film(_ id: Int, _ title: String, _ year: Int) -> Film {
        Film(id: FilmID(source: .catalogue, value: id), title: title, year: year)
    }

    /// What each film comes back as: title, year, reaction, rating (in Letterboxd's stars), TMDB id.
    struct Read: Equatable, CustomStringConvertible {
        let title: String, year: Int?, reaction: UserReaction, rating: Double?, tmdbID: Int?
        var description: String { "\(title) (\(year.map(String.init) ?? "?")) \(reaction) \(rating.map { "\($0)" } ?? "-") \(tmdbID.map(String.init) ?? "-")" }
    }

    static let expected: [Read] = [
        Read(title: "Seven Samurai", year: 1954, reaction: .favourite, rating: 4.5, tmdbID: nil),
        Read(title: "Apocalypse Now", year: 1979, reaction: .seen, rating: 4.5, tmdbID: nil),
        Read(title: "Fight Club", year: 1999, reaction: .seen, rating: nil, tmdbID: 550),
        Read(title: "Star Wars", year: 1977, reaction: .watchlist, rating: nil, tmdbID: nil),
        Read(title: "Heat", year: 1995, reaction: .favourite, rating: nil, tmdbID: nil),
        Read(title: "Toy Story", year: 1995, reaction: .dislike, rating: nil, tmdbID: nil),
    ]

    static func read(_ history: LetterboxdHistory) -> [Read] {
        history.entries.map { Read(title: $0.title, year: $0.year, reaction: $0.reaction, rating: $0.rating, tmdbID: $0.tmdbID) }
    }

    /// Writes the files `export --format letterboxd` writes into `folder`.
    static func export(into folder: TemporaryFolder) throws {
        for file in LetterboxdExporter().files(records) { try folder.write(file.kind.fileName, file.data) }
    }

    @Test("the folder export --format letterboxd wrote reads back as the reactions it was written from")
    func folder() throws {
        let history = try TemporaryFolder.with { folder in
            try Self.export(into: folder)
            return try LetterboxdExport.read(folder.url)
        }
        #expect(Self.read(history) == Self.expected)
        #expect(history.rowsRead == [.exportedWatched: 3, .exportedWatchlist: 1, .exportedFavourites: 2, .exportedDisliked: 1])
    }

    @Test("each of its files reads alone, by its name", arguments: LetterboxdImportFile.Kind.allCases)
    func loneFile(kind: LetterboxdImportFile.Kind) throws {
        let history = try TemporaryFolder.with { folder in
            try Self.export(into: folder)
            return try LetterboxdExport.read(folder.url.appendingPathComponent(kind.fileName))
        }
        let wanted: [UserReaction] = switch kind {
        case .watched: [.seen, .seen, .seen]
        case .watchlist: [.watchlist]
        case .favourites: [.favourite, .favourite]
        case .disliked: [.dislike]
        }
        #expect(history.entries.map(\.reaction) == wanted)
    }

    @Test("its watched file renamed is still known by its header (Title and Rating, no Name)")
    func renamedWatched() throws {
        let history = try TemporaryFolder.with { folder in
            let file = try folder.write("mine.csv", "Title,Year,tmdbID,Rating\r\nHeat,1995,,4\r\n")
            return try LetterboxdExport.read(file)
        }
        #expect(Self.read(history) == [Read(title: "Heat", year: 1995, reaction: .seen, rating: 4, tmdbID: nil)])
    }

    @Test("a bad TMDB id names the file, the line and the column")
    func badTMDBID() throws {
        let message = try TemporaryFolder.with { folder -> String in
            let file = try folder.write("letterboxd-watchlist.csv", "Title,Year,tmdbID\r\nHeat,1995,abc\r\n")
            do {
                _ = try LetterboxdExport.read(file)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(message.hasPrefix("letterboxd-watchlist.csv line 2, column \"tmdbID\": \"abc\" is not a whole number above 0"), "\(message)")
    }
}
