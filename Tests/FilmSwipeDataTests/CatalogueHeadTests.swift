import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Testing

@Suite("Catalogue file: the head, read before the rest")
struct CatalogueHeadTests {
    let genres = fixturesFolder.appendingPathComponent("genres.json")

    @discardableResult
    func withCatalogue<T>(_ json: String, _ body: (CatalogueFile) throws -> T) throws -> T {
        let catalogue = try TemporaryCatalogue(json)
        defer { try? FileManager.default.removeItem(at: catalogue.folder) }
        return try body(CatalogueFile(path: catalogue.folder, fallbackGenres: genres))
    }

    func movies(_ ids: ClosedRange<Int>) -> [String] {
        ids.map { TemporaryCatalogue.movie(id: $0, title: "Film \($0)") }
    }

    @Test("the bundled catalogue's head is its first films, exactly as the whole file reads them")
    func bundledHead() throws {
        let file = CatalogueFile(path: fixturesFolder, fallbackGenres: nil)
        let head = try file.loadHead(count: 200)
        #expect(head == Array(try BundledFilms.all().prefix(200)))
    }

    @Test("the head is read without the rest: a broken entry after it goes unseen there, and the whole read reports it")
    func problemAfterHead() throws {
        let json = TemporaryCatalogue.page((movies(1...3) + [#"{"id":4}"#]).joined(separator: ","))
        try withCatalogue(json) { file in
            let head = try file.loadHead(count: 2)
            #expect(head.map(\.title) == ["Film 1", "Film 2"])
            #expect(throws: CatalogueError.badEntry(path: file.url.path, index: 3, id: 4, field: "title", problem: "is missing")) {
                try file.load()
            }
        }
    }

    @Test("a broken entry inside the head is reported with its index, id and field")
    func problemInHead() throws {
        let json = TemporaryCatalogue.page((movies(1...1) + [#"{"id":2,"title":7}"#] + movies(3...5)).joined(separator: ","))
        try withCatalogue(json) { file in
            #expect(throws: CatalogueError.self) { try file.loadHead(count: 3) }
            do {
                _ = try file.loadHead(count: 3)
            } catch {
                #expect(error.localizedDescription.contains("film #1 (id 2)"))
                #expect(error.localizedDescription.contains("title"))
            }
        }
    }

    @Test("entries too long for the quick read of the file's start are read from the whole file")
    func longEntries() throws {
        let overview = String(repeating: "A long overview. ", count: 200)
        let entries = (1...4).map {
            #"{"id":\#($0),"title":"Film \#($0)","overview":"\#(overview)","release_date":"1999","genre_ids":[18],"vote_average":7.5,"vote_count":10}"#
        }
        try withCatalogue(TemporaryCatalogue.page(entries.joined(separator: ","))) { file in
            let head = try file.loadHead(count: 3)
            #expect(head.map(\.title) == ["Film 1", "Film 2", "Film 3"])
            #expect(head.allSatisfy { !$0.overview.isEmpty })
        }
    }

    @Test("a catalogue smaller than the head gives all its films; an empty one is refused")
    func smallCatalogue() throws {
        try withCatalogue(TemporaryCatalogue.page(movies(1...2).joined(separator: ","))) { file in
            let head = try file.loadHead(count: 200)
            #expect(head.count == 2)
        }
        try withCatalogue(TemporaryCatalogue.page("")) { file in
            #expect(throws: CatalogueError.self) { try file.loadHead(count: 200) }
        }
    }
}
