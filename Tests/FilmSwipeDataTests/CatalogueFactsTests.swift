import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Testing

@Suite("Catalogue file: the facts beyond TMDB's shape")
struct CatalogueFactsTests {
    let genres = fixturesFolder.appendingPathComponent("genres.json")

    func load(_ entry: String) throws -> [Film] {
        let catalogue = try TemporaryCatalogue(TemporaryCatalogue.page(entry))
        defer { try? FileManager.default.removeItem(at: catalogue.folder) }
        return try CatalogueFile(path: catalogue.folder, fallbackGenres: genres).load()
    }

    func problem(loading entry: String) -> String? {
        do {
            _ = try load(entry)
            return nil
        } catch {
            return error.localizedDescription
        }
    }

    @Test("the bundled catalogue has the spread of every film's ratings and runtime for at least 5,000 films")
    func bundled() throws {
        let films = try BundledFilms.all()
        #expect(films.allSatisfy { $0.ratingSpread.count == 10 && $0.ratingSpread.reduce(0, +) == $0.ratingCount })
        #expect(films.filter { $0.runtime != nil }.count >= 5_000)
        let heat = try #require(films.first { $0.title == "Heat" && $0.year == 1995 })
        #expect(heat.runtime == nil, "ggplot2movies gives Heat 188 minutes, not the 170 it ran in cinemas")
        #expect(heat.certificate == "R")
        #expect(heat.imdb.map { $0.score > 7 && $0.votes > 1_000 } == true)
    }

    @Test("runtimes a player can trust: none where the source gives another cut or has no sure match, the theatrical one where kept",
          arguments: [
              // ggplot2movies gives the extended or another cut: dropped.
              ("The Lord of the Rings: The Return of the King", 2003, nil), ("The Lord of the Rings: The Two Towers", 2002, nil),
              ("The Lord of the Rings: The Fellowship of the Ring", 2001, nil), ("Dances with Wolves", 1990, nil),
              ("Apocalypse Now", 1979, nil), ("Ransom", 1996, nil), ("The Incredibles", 2004, nil), ("Heat", 1995, nil),
              // Not in ggplot2movies (a title IMDb gives otherwise, a letter outside ASCII, after 2005): none.
              ("Star Wars: Episode IV - A New Hope", 1977, nil), ("Léon: The Professional", 1994, nil), ("The Prestige", 2006, nil),
              // Matched films whose figure is the theatrical one.
              ("The Shawshank Redemption", 1994, 142), ("Forrest Gump", 1994, 142), ("Fargo", 1996, 98), ("Toy Story", 1995, 81),
              ("Schindler's List", 1993, 195), ("Casablanca", 1942, 102),
          ] as [(String, Int, Int?)])
    func trustedRuntimes(title: String, year: Int, minutes: Int?) throws {
        let film = try #require(Self.bundled.first { $0.title == title && $0.year == year }, "\(title) (\(year)) is in the catalogue")
        #expect(film.runtime == minutes, "\(title) (\(year))")
    }

    @Test("every film Scripts/runtimes/not-theatrical.tsv lists has no runtime, and keeps its other IMDb facts")
    func notTheatricalList() throws {
        let list = fixturesFolder.deletingLastPathComponent().appendingPathComponent("Scripts/runtimes/not-theatrical.tsv")
        let ids = try String(contentsOf: list, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.compactMap { Int($0.split(separator: "\t").first ?? "") }
        #expect(ids.count == 61)
        let byID = Dictionary(uniqueKeysWithValues: Self.bundled.map { ($0.id.value, $0) })
        for id in ids {
            let film = try #require(byID[id], "film \(id) is in the catalogue")
            #expect(film.runtime == nil && film.imdb != nil, "\(film.title) (\(film.year ?? 0))")
        }
        // The two matches the audit refused have no IMDb facts at all.
        for (title, year) in [("The One", 2001), ("The Terrorist", 1998)] {
            let film = try #require(Self.bundled.first { $0.title == title && $0.year == year })
            #expect(film.runtime == nil && film.imdb == nil, "\(title)")
        }
    }

    @Test("a genre an entry names twice (or two ids of one name) is shown once")
    func duplicateGenres() throws {
        let film = try #require(try load(#"{"id":1,"title":"Heat","genre_ids":[80,18,80]}"#).first)
        #expect(film.genres == ["Crime", "Drama"])
    }

    static let bundled: [Film] = (try? BundledFilms.all()) ?? []

    @Test("runtime, budget, certificate, IMDb rating and votes and the spread are read when present")
    func read() throws {
        let entry = #"{"id":1,"title":"Heat","vote_count":3,"rating_histogram":[0,0,0,0,0,0,1,0,1,1],"runtime":171,"budget":60000000,"imdb_rating":8.2,"imdb_votes":412000,"certificate":"R"}"#
        let film = try #require(try load(entry).first)
        #expect(film.runtime == 171)
        #expect(film.budget == 60_000_000)
        #expect(film.certificate == "R")
        #expect(film.imdb == IMDbRating(score: 8.2, votes: 412_000))
        #expect(film.ratingSpread == [0, 0, 0, 0, 0, 0, 1, 0, 1, 1])
    }

    @Test("IMDb votes are dated when the catalogue is a snapshot of a known year (the bundled one's are 2005's), else not")
    func imdbYear() throws {
        let entry = #"{"id":1,"title":"Heat","vote_count":3,"imdb_rating":8.2,"imdb_votes":412000}"#
        let catalogue = try TemporaryCatalogue(TemporaryCatalogue.page(entry))
        defer { try? FileManager.default.removeItem(at: catalogue.folder) }
        let dated = try CatalogueFile(path: catalogue.folder, fallbackGenres: genres, imdbYear: 2005).load().first
        #expect(dated?.imdb == IMDbRating(score: 8.2, votes: 412_000, countedIn: 2005))
        #expect(try load(entry).first?.imdb?.countedIn == nil)
    }

    @Test("a catalogue without them still reads, and its films have none")
    func absent() throws {
        let film = try #require(try load(TemporaryCatalogue.movie(id: 1, title: "Heat")).first)
        #expect(film.budget == nil && film.certificate == nil && film.imdb == nil && film.ratingSpread.isEmpty)
    }

    @Test("a value outside its field's range names the entry and the field", arguments: [
        (#""imdb_rating":11"#, "imdb_rating"), (#""imdb_rating":-1"#, "imdb_rating"), (#""imdb_votes":-5"#, "imdb_votes"),
        (#""budget":-1"#, "budget"), (#""budget":99999999999999"#, "budget"), (#""rating_histogram":[1,2,3]"#, "rating_histogram"),
        (#""rating_histogram":[0,0,0,0,0,0,0,0,0,-1]"#, "rating_histogram"), (#""certificate":7"#, "certificate"),
    ])
    func outOfRange(field: String, name: String) {
        let message = problem(loading: #"{"id":4,"title":"Heat",\#(field)}"#)
        #expect(message?.contains("film #0 (id 4)") == true, "\(message ?? "no error")")
        #expect(message?.contains("\"\(name)\"") == true, "\(message ?? "no error")")
    }

    @Test("a certificate is cleaned of control characters, and one too long to be a certificate is dropped")
    func certificateText() throws {
        let clean = try #require(try load(#"{"id":1,"title":"Heat","certificate":"PG\u001b[31m-13"}"#).first)
        #expect(clean.certificate == "PG-13")
        let long = try #require(try load(#"{"id":1,"title":"Heat","certificate":"Not a certificate at all"}"#).first)
        #expect(long.certificate == nil)
    }
}
