import TestSupport
import FilmSwipeDomain
import FilmSwipeImport
import FilmSwipeParty
import FilmSwipePartyClient
import FilmSwipePartyServer
import Foundation
import Testing

/// Watchlists in a room: films on two or more watchlists of the members present are dealt first, most watchlists
/// first, each card saying on how many and never whose; the page brings one by uploading Letterboxd's watchlist.csv.
@Suite(.timeLimit(.minutes(3)))
struct PartyServerWatchlistTests {
    // Bundled films nobody's cold-start deck would deal early: Kon-Tiki (2012), The Past (2013), Cheap Thrills (2013)
    // and Son of a Gun (2014).
    private static let (konTiki, past, cheapThrills, sonOfAGun) = (film(97057), film(102753), film(109742), film(120783))

    private static func film(_ value: Int) -> FilmID { FilmID(source: .catalogue, value: value) }

    private static func deck(_ message: ServerMessage) -> [PartyCard]? {
        if case let .deck(cards) = message { return cards }
        return nil
    }

    @Test func filmsOnMoreWatchlistsAreDealtFirstAndEachCardSaysOnHowMany() async throws {
        try await withPartyServer { server in
            var (ann, welcome) = try await PartyTestClient.create(
                port: server.port, watchlist: PartyWatchlist([Self.konTiki, Self.past, Self.cheapThrills])
            )
            #expect(!welcome.deck.prefix(3).contains { $0.id == Self.cheapThrills }, "one watchlist alone deals nothing first")
            #expect(welcome.deck.allSatisfy { $0.watchlists == nil })

            let (_, bob) = try await PartyTestClient.join(
                port: server.port, code: welcome.code, name: "Bob", watchlist: PartyWatchlist([Self.past, Self.cheapThrills, Self.sonOfAGun])
            )
            #expect(Set(bob.deck.prefix(2).map(\.id)) == [Self.past, Self.cheapThrills])
            #expect(bob.deck.prefix(2).allSatisfy { $0.watchlists == 2 })
            #expect(!bob.deck.contains { $0.id == Self.sonOfAGun && $0.watchlists != nil })
            let told = try await ann.expect(Self.deck)
            #expect(Array(told.prefix(2).map(\.id)) == Array(bob.deck.prefix(2).map(\.id)), "those already here get the same order")

            var (cat, catWelcome) = try await PartyTestClient.join(
                port: server.port, code: welcome.code, name: "Cat", watchlist: PartyWatchlist([Self.cheapThrills, Self.sonOfAGun])
            )
            #expect(catWelcome.deck.first?.id == Self.cheapThrills, "on three watchlists: first")
            #expect(catWelcome.deck.first?.watchlists == 3)
            #expect(Set(catWelcome.deck.dropFirst().prefix(2).map(\.id)) == [Self.past, Self.sonOfAGun])
            #expect(catWelcome.deck.dropFirst().prefix(2).allSatisfy { $0.watchlists == 2 })
            // Never whose: a card names nobody, and no member's name or id is in what the cards say.
            let cards = PartyProtocol.encode(catWelcome.deck.prefix(3).map { $0 })
            #expect(!cards.contains("Ann") && !cards.contains("Bob") && !cards.contains("Cat") && !cards.contains("suggestedBy"))

            _ = try await ann.expect(Self.deck)
            try await cat.send(.leave)
            _ = await cat.closed()
            let after = try await ann.expect(Self.deck)
            #expect(after.first { $0.id == Self.cheapThrills }?.watchlists == 2, "Cat's watchlist left with her")
            #expect(after.first { $0.id == Self.sonOfAGun }?.watchlists == nil)
            #expect(Set(after.prefix(2).map(\.id)) == [Self.past, Self.cheapThrills], "films not yet swiped are dealt again for those here")
        }
    }

    @Test func aSessionBringingItsWatchlistSeesTheSharedFilmFirstSayingOnHowManyWatchlists() async throws {
        let client = try TemporaryFolder()
        defer { client.remove() }
        try await withPartyServer { server in
            let (_, welcome) = try await PartyTestClient.create(port: server.port, watchlist: PartyWatchlist([Self.past, Self.konTiki]))
            let bob = PartySession(
                server: "127.0.0.1:\(server.port)", start: .join(welcome.code), name: MemberName("Bob"), taste: nil,
                store: try PartyClientStore(path: client.url.appendingPathComponent("party.sqlite")), watchlist: PartyWatchlist([Self.past])
            )
            _ = try await bob.connect(backoff: PartyBackoff(first: .milliseconds(50), longest: .milliseconds(200)))
            let dealt = try await PartyFilmRepository(session: bob).recommendations(page: 1)
            #expect(dealt.films.first?.id == Self.past)
            #expect(dealt.films.first?.reason == "on 2 watchlists · nobody has swiped it yet", "how many, never whose")
            #expect(dealt.films.dropFirst().allSatisfy { $0.reason == "nobody has swiped it yet" })
            await bob.leave()
        }
    }

    @Test func aFilmThatComesOntoTwoWatchlistsIsDealtOnTopOfTheCardsAlreadyShownMostWatchlistsFirst() async throws {
        let client = try TemporaryFolder()
        defer { client.remove() }
        try await withPartyServer { server in
            let ann = PartySession(
                server: "127.0.0.1:\(server.port)", start: .create(RoomOptions()), name: MemberName("Ann"), taste: nil,
                store: try PartyClientStore(path: client.url.appendingPathComponent("party.sqlite")),
                watchlist: PartyWatchlist([Self.past, Self.cheapThrills])
            )
            let welcome = try await ann.connect(backoff: PartyBackoff(first: .milliseconds(50), longest: .milliseconds(200)))
            let (stream, screen) = AsyncStream.makeStream(of: PartyUpdate.self)
            await ann.onUpdate { screen.yield($0) }
            var updates = stream.makeAsyncIterator()
            let (_, _) = try await PartyTestClient.join(
                port: server.port, code: welcome.code, name: "Bob", watchlist: PartyWatchlist([Self.past, Self.cheapThrills])
            )
            var dealt: [Film] = []
            while dealt.count < 2, let update = await updates.next() {
                if case let .dealAgain(film) = update { dealt.append(film) }
            }
            // Each goes on top in turn: the last dealt is the top card.
            #expect(Set(dealt.map(\.id)) == [Self.past, Self.cheapThrills])
            #expect(dealt.allSatisfy { $0.reason == "on 2 watchlists · nobody has swiped it yet" })
            let (_, cat) = try await PartyTestClient.join(
                port: server.port, code: welcome.code, name: "Cat", watchlist: PartyWatchlist([Self.cheapThrills])
            )
            #expect(cat.deck.first?.id == Self.cheapThrills)
            var onTop: Film?
            while let update = await updates.next() {
                if case let .dealAgain(film) = update { onTop = film }
                if onTop?.id == Self.cheapThrills, onTop?.reason?.hasPrefix("on 3") == true { break }
            }
            #expect(onTop?.reason == "on 3 watchlists · nobody has swiped it yet", "on three: dealt last, so on top")
            await ann.leave()
        }
    }

    @Test func aSwipedFilmKeepsItsPlaceWhateverTheWatchlists() async throws {
        try await withPartyServer { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port, watchlist: PartyWatchlist([Self.past]))
            let swiped = welcome.deck[0].id
            try await ann.send(.vote(film: swiped, yes: true))
            _ = try await ann.drain()
            let (_, bob) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob", watchlist: PartyWatchlist([Self.past]))
            #expect(bob.deck.first?.id == swiped, "a film already swiped stays on top, its votes with it")
            #expect(bob.deck.dropFirst().first?.id == Self.past)
        }
    }

    @Test func theWatchlistsOutliveARestart() async throws {
        let server = try await RestartablePartyServer()
        var (ann, welcome) = try await PartyTestClient.create(port: server.port, watchlist: PartyWatchlist([Self.past, Self.konTiki]))
        var (bob, bobWelcome) = try await PartyTestClient.join(
            port: server.port, code: welcome.code, name: "Bob", watchlist: PartyWatchlist([Self.past])
        )
        await ann.disconnect()
        await bob.disconnect()
        await server.stop()
        try await server.restart()

        _ = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Ann", resume: welcome.resume)
        let (_, back) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob", resume: bobWelcome.resume)
        #expect(back.deck.first?.id == Self.past)
        #expect(back.deck.first?.watchlists == 2, "both watchlists came back with their members")
        await server.remove()
    }

    // MARK: The page's upload

    private static let header = "Date,Name,Year,Letterboxd URI\n"

    private static func uploadPath(_ code: RoomCode) -> String { "/join/\(code.text)/watchlist" }

    @Test func aGoodWatchlistCSVIsCountedAndDealsTheSharedFilmFirstForEveryone() async throws {
        try await withPartyServer { server in
            var (ann, welcome) = try await PartyTestClient.create(port: server.port, watchlist: PartyWatchlist([Self.cheapThrills, Self.konTiki]))
            let (_, bob) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            _ = try await ann.drain()
            let csv = Self.header + "2024-01-02,Cheap Thrills,2013,https://boxd.it/1\n2024-01-03,\"Kon-Tiki\",2012,https://boxd.it/2\n"
                + "2024-01-04,No Such Film Anywhere,1901,https://boxd.it/3\n"
            let answer = try await RawHTTPExchange.post(
                Self.uploadPath(welcome.code), body: csv, port: server.port, extra: ["FilmSwipe-Token: \(bob.resume.text)", "Content-Type: text/csv"]
            )
            #expect(answer.status == 200)
            #expect(answer.headers["content-type"] == "application/json")
            #expect(answer.body == #"{"ambiguous":0,"found":2,"kept":2,"notInCatalogue":1}"#)
            let told = try await ann.expect(Self.deck)
            #expect(Set(told.prefix(2).map(\.id)) == [Self.cheapThrills, Self.konTiki])
            #expect(told.prefix(2).allSatisfy { $0.watchlists == 2 })
        }
    }

    @Test func anUploadOverTheLimitIsRefusedBeforeItIsReadAndOneGrowingPastItIsCutOff() async throws {
        try await withPartyServer { server in
            let (_, welcome) = try await PartyTestClient.create(port: server.port)
            let token = "FilmSwipe-Token: \(welcome.resume.text)"
            // Only the head is sent: the answer comes without waiting for a byte of the body.
            let said = try await RawHTTPExchange.send(
                ["POST \(Self.uploadPath(welcome.code)) HTTP/1.1", "Host: 127.0.0.1:\(server.port)", "Connection: close",
                 "Content-Length: \(PartyServer.watchlistUploadLimit + 1)", token],
                port: server.port
            )
            #expect(said.status == 413)
            #expect(said.body.contains("over 1 MiB"))

            let big = String(repeating: "2024-01-02,A Film,2013,https://boxd.it/1\n", count: PartyServer.watchlistUploadLimit / 40 + 100)
            let chunk = String(big.utf8.count, radix: 16) + "\r\n" + big + "\r\n0\r\n\r\n"
            let grown = try await RawHTTPExchange.post(
                Self.uploadPath(welcome.code), body: chunk, port: server.port, extra: [token, "Transfer-Encoding: chunked"], length: false
            )
            #expect(grown.status == 413)
        }
    }

    @Test func aHostileCSVIsRefusedWithTheMessageImportGives() async throws {
        try await withPartyServer { server in
            let (_, welcome) = try await PartyTestClient.create(port: server.port)
            let token = "FilmSwipe-Token: \(welcome.resume.text)"
            for body in [Self.header + "2024-01-02,\"Never closed,2013,x\n", "Title,When\nA,B\n"] {
                let expected = try #require(try Self.importMessage(body))
                let answer = try await RawHTTPExchange.post(Self.uploadPath(welcome.code), body: body, port: server.port, extra: [token])
                #expect(answer.status == 400)
                #expect(answer.body == expected + "\n")
            }
            let unknown = try await RawHTTPExchange.post(Self.uploadPath(welcome.code), body: Self.header, port: server.port, extra: [])
            #expect(unknown.status == 403, "without the member's token nobody brings a watchlist")
            let elsewhere = try await RawHTTPExchange.post(
                Self.uploadPath(welcome.code), body: Self.header, port: server.port, extra: [token, "Origin: http://evil.example"]
            )
            #expect(elsewhere.status == 403, "another site's page may not post for its visitor")
            let noRoom = try await RawHTTPExchange.post("/join/AAAAAAA/watchlist", body: Self.header, port: server.port, extra: [token])
            #expect(noRoom.status == 403 && noRoom.body == unknown.body, "a room that is not there is answered as a stranger is")
        }
    }

    // What `filmswipe import letterboxd` says of the same bytes in a file named watchlist.csv.
    private static func importMessage(_ body: String) throws -> String? {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("watchlist.csv")
        try Data(body.utf8).write(to: file)
        do {
            _ = try LetterboxdExport.read(file)
            return nil
        } catch {
            return (error as? HistoryFileError)?.description
        }
    }
}
