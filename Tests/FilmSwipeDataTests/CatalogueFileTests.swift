import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Testing

@Suite("Catalogue file")
struct CatalogueFileTests {
    let genres = fixturesFolder.appendingPathComponent("genres.json")

    func load(_ json: String) throws -> [Film] {
        let catalogue = try TemporaryCatalogue(json)
        return try CatalogueFile(path: catalogue.folder, fallbackGenres: genres).load()
    }

    func error(loading json: String) throws -> CatalogueError? {
        do {
            _ = try load(json)
            return nil
        } catch let error as CatalogueError {
            return error
        }
    }

    @Test("the bundled catalogue holds the 9,061 titled MovieLens films, most-rated first, with genres named")
    func bundled() throws {
        let films = try BundledFilms.all()

        #expect(films.count == 9061)
        #expect(films.first?.title == "Forrest Gump")
        #expect(films.first?.year == 1994)
        #expect(films.first?.genres == ["Comedy", "Drama", "Romance", "War"])
        #expect(films.first?.ratingCount == 341)
        #expect(films.first?.id == FilmID(source: .catalogue, value: 356))
        #expect(zip(films, films.dropFirst()).allSatisfy { $0.ratingCount >= $1.ratingCount })
        #expect(Set(films.map(\.id)).count == films.count)
        #expect(films.allSatisfy { (0...10).contains($0.rating) && !$0.title.isEmpty })
    }

    @Test("every film with at least 10 ratings has a logline of one sentence, but those the team was unsure of, listed")
    func loglines() throws {
        let films = try BundledFilms.all()
        let unsureFile = fixturesFolder.deletingLastPathComponent().appendingPathComponent("Scripts/loglines/unsure.txt")
        let unsure = Set(try String(contentsOf: unsureFile, encoding: .utf8).split(separator: "\n").compactMap { Int($0.prefix { $0 != "\t" }) })

        let rated = films.filter { $0.ratingCount >= 10 }
        let without = rated.filter { $0.overview.isEmpty }.map(\.id.value)
        #expect(Set(without) == unsure, "films with 10 or more ratings and no logline are exactly those listed as unsure")
        #expect(rated.filter { !$0.overview.isEmpty }.allSatisfy { $0.overview.hasSuffix(".") && $0.overview.count <= 220 })
        #expect(films.filter { !$0.overview.isEmpty }.count >= 2_200)
    }

    @Test("trailing articles are moved to the front of titles")
    func titles() throws {
        let films = try BundledFilms.all()
        let titles = Set(films.map(\.title))

        #expect(titles.contains("The Shawshank Redemption"))
        #expect(titles.contains("The Good, the Bad and the Ugly"))
        #expect(!titles.contains("Matrix, The"))
    }

    @Test("a catalogue can be given as the JSON file itself")
    func fileInsteadOfFolder() throws {
        let catalogue = try TemporaryCatalogue(TemporaryCatalogue.page(TemporaryCatalogue.movie(id: 5, title: "Heat")))

        let films = try CatalogueFile(path: catalogue.file, fallbackGenres: genres).load()

        #expect(films.map(\.title) == ["Heat"])
        #expect(films.first?.genres == ["Drama"])
    }

    @Test("a missing catalogue names the path")
    func missing() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).json")
        #expect(throws: CatalogueError.notFound(path: path.path)) {
            try CatalogueFile(path: path, fallbackGenres: nil).load()
        }
    }

    @Test("a catalogue that is not JSON says so, with the file and the way out")
    func notJSON() throws {
        let error = try error(loading: "this is not json")
        guard case let .notJSON(path, _)? = error else {
            Issue.record("expected notJSON, got \(String(describing: error))")
            return
        }
        #expect(path.hasSuffix("catalogue.json"))
        #expect(error?.localizedDescription.contains("--catalogue") == true)
    }

    @Test("a catalogue with no films is empty")
    func empty() throws {
        let error = try error(loading: TemporaryCatalogue.page(""))
        guard case .empty? = error else {
            Issue.record("expected empty, got \(String(describing: error))")
            return
        }
        #expect(error?.localizedDescription.contains("holds no films") == true)
    }

    @Test("a film without a title names the entry's index, its id and the field")
    func missingTitle() throws {
        let json = TemporaryCatalogue.page([
            TemporaryCatalogue.movie(id: 1), TemporaryCatalogue.movie(id: 2), #"{"id":77,"overview":"no title"}"#,
        ].joined(separator: ","))

        let error = try error(loading: json)

        guard case let .badEntry(_, index, id, field, problem)? = error else {
            Issue.record("expected badEntry, got \(String(describing: error))")
            return
        }
        #expect(index == 2)
        #expect(id == 77)
        #expect(field == "title")
        #expect(problem == "is missing")
        #expect(error?.localizedDescription.contains(#"film #2 (id 77): field "title" is missing"#) == true)
    }

    @Test("a film without an id names the entry and the field")
    func missingID() throws {
        let error = try error(loading: TemporaryCatalogue.page(#"{"title":"Nameless"}"#))

        guard case let .badEntry(_, index, id, field, _)? = error else {
            Issue.record("expected badEntry, got \(String(describing: error))")
            return
        }
        #expect(index == 0)
        #expect(id == nil)
        #expect(field == "id")
    }

    @Test("a field of the wrong type is named with what it should be")
    func wrongType() throws {
        let error = try error(loading: TemporaryCatalogue.page(#"{"id":"nine","title":"Nine"}"#))

        #expect(error?.localizedDescription.contains(#"field "id" is not an integer"#) == true)
    }

    @Test("a blank title is refused")
    func blankTitle() throws {
        let error = try error(loading: TemporaryCatalogue.page(TemporaryCatalogue.movie(id: 3, title: "   ")))

        #expect(error?.localizedDescription.contains(#"film #0 (id 3): field "title" is empty"#) == true)
    }

    @Test("two films with one id are refused, naming both entries")
    func duplicateID() throws {
        let json = TemporaryCatalogue.page([TemporaryCatalogue.movie(id: 9), TemporaryCatalogue.movie(id: 9)].joined(separator: ","))

        let error = try error(loading: json)

        guard case let .duplicateID(_, index, id, firstIndex)? = error else {
            Issue.record("expected duplicateID, got \(String(describing: error))")
            return
        }
        #expect((index, id, firstIndex) == (1, 9, 0))
    }

    @Test("a missing results list is reported as the wrong shape")
    func wrongShape() throws {
        let error = try error(loading: #"[{"id":1,"title":"A"}]"#)

        guard case .notCatalogue? = error else {
            Issue.record("expected notCatalogue, got \(String(describing: error))")
            return
        }
    }

    @Test("control characters and escape sequences in titles never reach the game")
    func hostileText() throws {
        let films = try load(TemporaryCatalogue.page(#"{"id":1,"title":"Evil\u001b[2J\u001b]0;owned\u0007 Title\u0000","overview":"line\nbreak"}"#))

        #expect(films.first?.title == "Evil Title")
        #expect(films.first?.overview == "line break")
    }
}
