import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeImport
import Foundation
import Testing

@Suite("Placing a history on the catalogue")
struct CatalogueMatcherTests {
    private static func film(_ id: Int, _ title: String, _ year: Int?, original: String? = nil) -> Film {
        var film = Film(id: FilmID(source: .catalogue, value: id), title: title, year: year)
        film.originalTitle = original
        return film
    }

    private static func entry(_ title: String, _ year: Int?, other: [String] = [], tmdbID: Int? = nil) -> HistoryEntry {
        HistoryEntry(title: title, otherTitles: other, year: year, reaction: .favourite, date: nil, rating: nil, tmdbID: tmdbID, location: "test")
    }

    private static let small = CatalogueMatcher(films: [
        film(1, "The Matrix", 1999, original: "Matrix, The"),
        film(2, "Seven", 1995, original: "Seven (a.k.a. Se7en)"),
        film(3, "Léon: The Professional", 1994, original: "Léon: The Professional (a.k.a. The Professional) (Léon)"),
        film(4, "The Professional", 1981, original: "Professional, The (Le professionnel)"),
        film(5, "Heat", 1995),
        film(6, "The Heat", 2013, original: "Heat, The"),
        film(7, "Amelie", 2001, original: "Amelie (Fabuleux destin d'Amélie Poulain, Le)"),
        film(8, "Hamlet", 1990), film(9, "Hamlet", 1990),
    ])

    private static func id(_ match: CatalogueMatch) -> Int? {
        if case let .film(film) = match { return film.id.value }
        return nil
    }

    @Test("case, accents, punctuation and an article at either end do not matter", arguments: [
        ("the matrix", 1999, 1), ("Matrix, The", 1999, 1), ("MATRIX", 1999, 1), ("Amélie", 2001, 7), ("amelie!", 2001, 7),
        ("Le Fabuleux Destin d'Amélie Poulain", 2001, 7), ("Léon: The Professional", 1994, 3), ("Leon", 1994, 3),
    ])
    func spellings(title: String, year: Int, expected: Int) {
        #expect(Self.id(Self.small.match(Self.entry(title, year))) == expected)
    }

    @Test("the alternative titles MovieLens keeps are further names of the same film")
    func alternativeTitles() {
        #expect(Self.id(Self.small.match(Self.entry("Se7en", 1995))) == 2)
        #expect(Self.id(Self.small.match(Self.entry("The Professional", 1994))) == 3, "the 1994 film, not the 1981 one")
        #expect(Self.id(Self.small.match(Self.entry("The Professional", 1981))) == 4)
    }

    @Test("a year one apart still matches; two apart does not; the same year wins over one a year off")
    func years() {
        #expect(Self.id(Self.small.match(Self.entry("Heat", 1996))) == 5)
        #expect(Self.small.match(Self.entry("Heat", 1997)) == .notFound)
        #expect(Self.id(Self.small.match(Self.entry("The Heat", 2013))) == 6)
    }

    @Test("a title that fits two films is ambiguous and never guessed")
    func ambiguous() {
        guard case let .ambiguous(films) = Self.small.match(Self.entry("Hamlet", 1990)) else {
            Issue.record("expected ambiguous")
            return
        }
        #expect(films.map(\.id.value) == [8, 9])
        if case .film = Self.small.match(Self.entry("Heat", nil)) { Issue.record("Heat without a year fits two films") }
    }

    @Test("another name the service gives (IMDb's original title) is tried too, and a TMDB id the catalogue knows wins")
    func otherTitlesAndIDs() {
        #expect(Self.id(Self.small.match(Self.entry("Der Profi", 1981, other: ["The Professional"]))) == 4)
        let withIDs = CatalogueMatcher(films: [Self.film(5, "Heat", 1995)], tmdbIDs: [FilmID(source: .catalogue, value: 5): 949])
        #expect(Self.id(withIDs.match(Self.entry("Heat (1995 film)", 1990, tmdbID: 949))) == 5)
        #expect(Self.small.match(Self.entry("Nothing Like It", 2000)) == .notFound)
    }

    @Test("on the bundled catalogue: the films the issue names are found", arguments: [
        ("Amélie", 2001, "Amelie"), ("Se7en", 1995, "Seven"), ("The Professional", 1994, "Léon: The Professional"),
        ("Matrix, The", 1999, "The Matrix"), ("Heat", 1995, "Heat"), ("Crouching Tiger, Hidden Dragon", 2000, "Crouching Tiger, Hidden Dragon"),
    ])
    func bundled(title: String, year: Int, expected: String) throws {
        guard case let .film(film) = try BundledMatcher.shared().match(Self.entry(title, year)) else {
            Issue.record("\(title) (\(year)) was not placed")
            return
        }
        #expect(film.title == expected)
    }

    @Test("a plan counts every entry once: placed, a duplicate of a placed film, ambiguous or not in the catalogue")
    func plan() {
        let entries = [Self.entry("Seven", 1995), Self.entry("Se7en", 1995), Self.entry("Hamlet", 1990), Self.entry("Unknown", 2020)]
        let plan = HistoryImportPlan(entries, from: .letterboxd, matcher: Self.small, importedAt: Date(timeIntervalSince1970: 0))
        #expect(plan.reactions.map(\.film.id.value) == [2])
        #expect(plan.reactions.first?.origin == .letterboxd && plan.reactions.first?.date == Date(timeIntervalSince1970: 0))
        #expect(plan.duplicates.count == 1 && plan.ambiguous.count == 1 && plan.notInCatalogue.count == 1)
        #expect(plan.reactions.count + plan.duplicates.count + plan.ambiguous.count + plan.notInCatalogue.count == plan.entriesRead)
        let csv = UnmatchedRows.csv(plan)
        #expect(csv == "problem,title,year,rating,location,candidates\r\nambiguous,Hamlet,1990,,test,Hamlet (1990); Hamlet (1990)\r\nnot in catalogue,Unknown,2020,,test,\r\n")
    }

    @Test("the report adds up and says what a dry run would do")
    func report() {
        let entries = [Self.entry("Seven", 1995), Self.entry("Heat", 1995), Self.entry("Hamlet", 1990)]
        let plan = HistoryImportPlan(entries, from: .imdb, matcher: Self.small, importedAt: Date(timeIntervalSince1970: 0))
        let report = ImportReport(plan: plan, outcomes: [.added, .kept(.dislike)], dryRun: true)
        #expect(report.lines == [
            "IMDb: 3 films read.",
            "  matched to the catalogue: 2 (2 favourite, 0 disliked, 0 watchlist, 0 seen)",
            "    would be added: 1, would be updated: 0, already there: 0, would be kept as you had them: 1",
            "  ambiguous (two or more films fit, left out): 1",
            "  not in the catalogue: 0",
            "Reactions you made differ for 1 film and would be kept; --overwrite replaces them.",
            "Dry run: nothing was written.",
        ])
    }
}

/// The bundled catalogue's matcher, built once: reading 9,061 films in a debug build takes a while.
enum BundledMatcher {
    private static let built: Result<CatalogueMatcher, Error> = Result {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        return CatalogueMatcher(films: try CatalogueFile(path: fixtures, fallbackGenres: nil).load())
    }

    /// The matcher, or the error reading the catalogue.
    static func shared() throws -> CatalogueMatcher { try built.get() }
}
