@testable import FilmSwipeTMDB
import FilmSwipeData
import FilmSwipeDomain
import Foundation
import TMDBStubSupport
import Testing

@Suite("TMDB film repository")
struct TMDBFilmRepositoryTests {
    /// Discover page `page` as the stub would serve it from `catalogue`, after `change` to its films.
    static func discoverPage(
        _ page: Int, catalogue: StubCatalogue = StubCatalogue(), _ change: (inout [[String: Any]]) -> Void = { _ in }
    ) -> StubHTTPResponse {
        var films = (0..<20).map { catalogue.movie(StubCatalogue.discoverID(page: page, index: $0)) }
        change(&films)
        let total = catalogue.discoverTotalPages
        return .json(200, object: ["page": page, "results": films, "total_pages": total, "total_results": total * 20])
    }

    /// Polls `condition` until it holds or `seconds` pass; whether it held.
    @Test("a cold start deals discover page 1 by popularity with a vote-count floor, 20 films, genres named")
    func coldStart() async throws {
        let bed = try TMDBTestBed()
        let repository = try bed.repository()

        let page = try await repository.recommendations(page: 1)

        #expect(page.page == 1)
        #expect(page.films.map(\.id.value) == (0..<20).map { StubCatalogue.discoverID(page: 1, index: $0) })
        #expect(page.films.allSatisfy { $0.id.source == .tmdb })
        #expect(page.films.first?.genres == ["Action", "Science Fiction"])
        #expect(page.films.first?.title == "Film 100")
        #expect(page.films.first?.year == 2001)
        #expect(page.films.first { $0.id.value == 105 }?.year == nil)
        let discover = try #require(bed.server.requests("/discover/movie").first)
        #expect(discover.query["sort_by"] == "popularity.desc")
        #expect(discover.query["vote_count.gte"] == "200")
        #expect(discover.query["include_adult"] == "false")
        #expect(discover.query["language"] == "en-US")
        #expect(discover.query["page"] == "1")
    }

    @Test("a region asks discover for that country's release dates; without one, none is sent")
    func region() async throws {
        let bed = try TMDBTestBed()
        var options = TMDBDealOptions()
        options.region = "GB"
        _ = try await TMDBFilmRepository(client: try bed.client(), options: options).recommendations(page: 1)
        #expect(try #require(bed.server.requests("/discover/movie").first).query["region"] == "GB")
        _ = try await bed.repository().recommendations(page: 1)
        #expect(try #require(bed.server.requests("/discover/movie").last).query["region"] == nil)
    }

    @Test("the last page is min(total_pages, 500): page 500 is dealt, page 501 is never asked for")
    func pageCap() async throws {
        let bed = try TMDBTestBed()
        let repository = try bed.repository()

        let first = try await repository.recommendations(page: 1)
        let last = try await repository.recommendations(page: 500)
        let beyond = await TMDBTestBed.error { _ = try await repository.recommendations(page: 501) }

        #expect(first.lastPage == 500)
        #expect(last.isLast)
        #expect(last.films.count == 20)
        #expect(beyond as? TMDBError == .pageOutOfRange(page: 501, lastPage: 500))
        #expect(bed.server.requests("/discover/movie").allSatisfy { Int($0.query["page"] ?? "") ?? 0 <= 500 })
    }

    @Test("a short catalogue ends at its own last page")
    func shortCatalogue() async throws {
        var catalogue = StubCatalogue()
        catalogue.discoverTotalPages = 2
        let bed = try TMDBTestBed(catalogue: catalogue)
        let repository = try bed.repository()

        _ = try await repository.recommendations(page: 1)
        let second = try await repository.recommendations(page: 2)

        #expect(second.isLast)
        #expect(second.lastPage == 2)
    }

    @Test("the next discover page is fetched ahead, once, and used when the deck asks for it")
    func prefetch() async throws {
        let bed = try TMDBTestBed()
        let repository = try bed.repository()

        let pageTwoRequests = { bed.server.requests("/discover/movie").filter { $0.query["page"] == "2" } }

        _ = try await repository.recommendations(page: 1)
        // Page 2 is asked for as page 1 is dealt, before the deck asks for it: without a fetch ahead it never comes.
        // Awaited, not polled against a clock, so a busy machine cannot fail it.
        await repository.fetchesAheadEnded()
        #expect(pageTwoRequests().count == 1)
        let second = try await repository.recommendations(page: 2)

        #expect(second.films.count == 20)
        #expect(pageTwoRequests().count == 1)
        await repository.cancelPrefetch()
    }

    @Test("fetches made ahead can be cancelled at any moment, and the deal goes on")
    func cancelPrefetchRepeatedly() async throws {
        let bed = try TMDBTestBed()
        let repository = try bed.repository()

        for page in 1...20 {
            let films = try await repository.recommendations(page: page).films
            #expect(films.count == 20)
            await repository.cancelPrefetch()
        }
    }

    @Test("once there are favourites, their recommendations are interleaved with discover films")
    func blend() async throws {
        let bed = try TMDBTestBed()
        let repository = try bed.repository()
        let first = try await repository.recommendations(page: 1)
        let favourite = first.films[1]

        try await repository.setReaction(favourite, from: .none, to: .favourite)
        let second = try await repository.recommendations(page: 2)

        let ids = second.films.map(\.id.value)
        let recommended = StubCatalogue.recommendationIDs(movieID: favourite.id.value, page: 1)
        // Every fourth recommendation is a page-1 film already dealt: those are left out.
        #expect(ids.filter { $0 >= 10_000_000 } == recommended.filter { $0 >= 10_000_000 })
        #expect(Array(ids.prefix(4)) == [200, recommended[1], 201, recommended[2]])
        #expect(ids.count == 20 + 15)
        #expect(Set(ids).isDisjoint(with: first.films.map(\.id.value)))
        #expect(bed.server.requests("/movie/\(favourite.id.value)/recommendations").first?.query["page"] == "1")
        #expect(bed.server.requests("/account").isEmpty)

        let third = try await repository.recommendations(page: 3)
        #expect(bed.server.requests("/movie/\(favourite.id.value)/recommendations").contains { $0.query["page"] == "2" })
        #expect(third.films.contains { $0.id.value >= 10_000_000 })
    }

    @Test("no film is dealt twice across pages, nor one already reacted to")
    func noDuplicates() async throws {
        let bed = try TMDBTestBed()
        let repository = try bed.repository()
        await repository.exclude([FilmID(source: .tmdb, value: 201), FilmID(source: .catalogue, value: 202)])

        var seen: [Int] = []
        let first = try await repository.recommendations(page: 1)
        seen += first.films.map(\.id.value)
        await repository.noteFavourite(first.films[0].id)
        await repository.noteFavourite(first.films[3].id)
        for page in 2...5 {
            seen += try await repository.recommendations(page: page).films.map(\.id.value)
        }
        let again = try await repository.recommendations(page: 2)

        #expect(Set(seen).count == seen.count)
        #expect(!seen.contains(201))
        #expect(seen.contains(202))
        #expect(again.films.isEmpty)
    }

    @Test("genre names are fetched once and cached")
    func genresCached() async throws {
        let bed = try TMDBTestBed()
        let repository = try bed.repository()

        for page in 1...3 { _ = try await repository.recommendations(page: page) }

        #expect(bed.server.requests("/genre/movie/list").count == 1)
    }

    @Test("a favourite TMDB does not know (404) drops out of the blend and the deal goes on")
    func unknownFavourite() async throws {
        var catalogue = StubCatalogue()
        catalogue.unknownIDs = [100]
        let bed = try TMDBTestBed(catalogue: catalogue)
        let repository = try bed.repository()
        _ = try await repository.recommendations(page: 1)
        await repository.noteFavourite(FilmID(source: .tmdb, value: 100))

        let second = try await repository.recommendations(page: 2)
        _ = try await repository.recommendations(page: 3)

        #expect(second.films.count == 20)
        #expect(bed.server.requests("/movie/100/recommendations").count == 1)
    }

    @Test("hostile titles, overviews, poster paths and genre names lose their escape sequences, control characters and bidi overrides")
    func hostileTitles() async throws {
        var catalogue = StubCatalogue()
        catalogue.titles[100] = "\u{1B}[2J\u{1B}[31mRed\u{1B}[0m\u{07} Title\u{202E}"
        catalogue.titles[101] = "\u{1B}]0;owned\u{07}Window\nTitle\u{9B}1mX"
        let bed = try TMDBTestBed(catalogue: catalogue)
        bed.server.script(.respond(Self.discoverPage(1, catalogue: catalogue) { films in
            films[0]["overview"] = "\u{1B}[1mBold\u{1B}[0m plot\tline\u{202E}"
            films[1]["overview"] = "\u{1B}]0;owned\u{07}Quiet\r\nplot\u{9B}2J"
            films[2]["poster_path"] = "/p\u{1B}[2J102.jpg"
        }), for: "/discover/movie")
        bed.server.script(.respond(.json(200, object: ["genres": [
            ["id": 28, "name": "\u{1B}[31mAct\u{1B}[0mion"], ["id": 878, "name": "\u{1B}]0;owned\u{07}Science\tFiction\u{07}"],
        ]])), for: "/genre/movie/list")
        let repository = try bed.repository()

        let page = try await repository.recommendations(page: 1)

        #expect(page.films[0].title == "Red Title")
        #expect(page.films[1].title == "Window TitleX")
        #expect(page.films[0].overview == "Bold plot line")
        #expect(page.films[1].overview == "Quiet plot")
        #expect(page.films[2].posterPath == "/p102.jpg")
        #expect(page.films[0].genres == ["Action", "Science Fiction"])
        let texts = page.films.flatMap { [$0.title, $0.overview, $0.posterPath ?? ""] + $0.genres }
        #expect(texts.allSatisfy { $0.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) } })
    }

    @Test("a film TMDB sends with a null title is left out, and the other 19 films of its page are dealt")
    func filmWithNullTitle() async throws {
        let bed = try TMDBTestBed()
        let ids = (0..<20).map { StubCatalogue.discoverID(page: 1, index: $0) }
        let broken = ids[7]
        let films = ids.map { id in
            let title = id == broken ? "null" : #""Film \#(id)""#
            return #"{"id":\#(id),"title":\#(title),"overview":"Overview of film \#(id).","genre_ids":[28,878],"#
                + #""release_date":"2001-02-03","vote_average":7.25,"vote_count":1234}"#
        }
        let body = #"{"page":1,"results":["# + films.joined(separator: ",") + #"],"total_pages":1000,"total_results":20000}"#
        bed.server.script(.respond(StubHTTPResponse(status: 200, body: Data(body.utf8))), for: "/discover/movie")
        let repository = try bed.repository()

        let page = try await repository.recommendations(page: 1)

        #expect(page.films.map(\.id.value) == ids.filter { $0 != broken })
        #expect(page.films.first?.title == "Film 100")
        #expect(page.lastPage == 500)
        #expect(bed.server.requests("/discover/movie").filter { $0.query["page"] == "1" }.count == 1)
        #expect(try await repository.recommendations(page: 2).films.count == 20)
    }

    @Test("a page of nothing but broken films is a clear error naming the first, not an empty page")
    func pageOfBrokenFilms() async throws {
        let bed = try TMDBTestBed()
        bed.server.script(.respond(Self.discoverPage(1) { films in
            for index in films.indices { films[index]["id"] = "\(index)" }
        }), for: "/discover/movie")
        let repository = try bed.repository()

        let error = await TMDBTestBed.error { _ = try await repository.recommendations(page: 1) }
        let page = try await repository.recommendations(page: 1)

        #expect(error as? TMDBError == .malformedResponse(path: "/discover/movie", reason: #"film #0: field "id" is not an integer"#))
        #expect(page.films.count == 20)
    }

    @Test("a page that is not JSON is a clear error, and the next try deals normally")
    func malformedPage() async throws {
        let bed = try TMDBTestBed()
        let repository = try bed.repository()
        bed.server.script(.malformedJSON, for: "/discover/movie")

        let error = await TMDBTestBed.error { _ = try await repository.recommendations(page: 1) }
        let page = try await repository.recommendations(page: 1)

        guard case let .malformedResponse(path, reason)? = error as? TMDBError else {
            Issue.record("expected malformedResponse, got \(String(describing: error))")
            return
        }
        #expect(path == "/discover/movie")
        #expect(reason.contains("not valid JSON"))
        #expect(error?.localizedDescription.contains("TMDB's answer to /discover/movie is not the expected JSON") == true)
        #expect(page.films.count == 20)
    }

    @Test("a genre list that is not JSON is a clear error")
    func malformedGenres() async throws {
        let bed = try TMDBTestBed()
        let repository = try bed.repository()
        bed.server.script(.respond(.json(200, "<html>")), for: "/genre/movie/list")

        let error = await TMDBTestBed.error { _ = try await repository.recommendations(page: 1) }

        #expect(error as? TMDBError == .malformedResponse(path: "/genre/movie/list", reason: "it is not valid JSON"))
    }

    @Test("filters ask discover for the genres (any of them), release years and rating, and check every blended film")
    func filters() async throws {
        let bed = try TMDBTestBed()
        let repository = try bed.repository()
        await repository.noteFavourite(FilmID(source: .tmdb, value: 99))

        let applied = await repository.applyFilter(RecommendationFilter(genres: ["science fiction", "Horror"], fromYear: 2000, toYear: 2005, minRating: 7))
        let page = try await repository.recommendations(page: 1)

        #expect(applied)
        let discover = try #require(bed.server.requests("/discover/movie").last)
        #expect(discover.query["with_genres"] == "878|27")
        #expect(discover.query["primary_release_date.gte"] == "2000-01-01")
        #expect(discover.query["primary_release_date.lte"] == "2005-12-31")
        #expect(discover.query["vote_average.gte"] == "7.0")
        #expect(discover.query["page"] == "1")
        // The stub ignores the filter: discover films are dealt as TMDB sends them; recommendations without a
        // release date fail the years and are left out.
        let ids = Set(page.films.map(\.id.value))
        let undated = (0..<20).map { StubCatalogue.discoverID(page: 1, index: $0) }.filter { $0 % 7 == 0 }
        #expect(ids.isSuperset(of: undated))
        let blended = page.films.filter { $0.id.value >= 10_000_000 }
        #expect(!blended.isEmpty)
        #expect(blended.allSatisfy { $0.year == 2001 })
        #expect(blended.count < 15)
    }

    @Test("recommendations that fail the filter are left out; when discover has nothing either, the deal ends")
    func filterNothingPasses() async throws {
        var catalogue = StubCatalogue()
        catalogue.discoverTotalPages = 0
        let bed = try TMDBTestBed(catalogue: catalogue)
        let repository = try bed.repository()
        await repository.noteFavourite(FilmID(source: .tmdb, value: 99))
        _ = await repository.applyFilter(RecommendationFilter(minRating: 9))

        let page = try await repository.recommendations(page: 1)

        #expect(bed.server.requests("/movie/99/recommendations").count == 1)
        #expect(page.films.isEmpty)
        #expect(page.isLast)
    }

    @Test("resuming from earlier reactions deals none of those films and blends the newest favourites' recommendations")
    func resume() async throws {
        let bed = try TMDBTestBed()
        let repository = try bed.repository()
        func record(_ id: Int, _ reaction: UserReaction, source: FilmSource = .tmdb) -> ReactionRecord {
            ReactionRecord(film: Film(id: FilmID(source: source, value: id), title: "Film \(id)"), reaction: reaction, reactedAt: Date())
        }
        // Newest first, as the store lists them.
        let records = [
            record(101, .favourite), record(102, .dislike), record(103, .favourite), record(104, .favourite),
            record(105, .favourite), record(100, .watchlist), record(7, .favourite, source: .catalogue),
        ]

        await repository.resume(from: records)
        let page = try await repository.recommendations(page: 1)

        let ids = Set(page.films.map(\.id.value))
        #expect(ids.isDisjoint(with: [100, 101, 102, 103, 104, 105]))
        #expect(bed.server.requests("/movie/101/recommendations").count == 1)
        #expect(bed.server.requests("/movie/105/recommendations").isEmpty)
        #expect(bed.server.requests("/movie/7/recommendations").isEmpty)
    }
}

