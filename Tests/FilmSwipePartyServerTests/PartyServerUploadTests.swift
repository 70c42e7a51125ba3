import TestSupport
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyServer
import Foundation
import Testing

/// The page's watchlist upload against a stranger: limited per member and per address, bounded in what it reads, on a
/// deadline of its own, and never refused to a member for what others on their address did.
@Suite(.timeLimit(.minutes(10)))
struct PartyServerUploadTests {
    private static let header = "Date,Name,Year,Letterboxd URI\n"
    private static let csv = header + "2024-01-02,Cheap Thrills,2013,https://boxd.it/1\n"

    private static func upload(_ code: RoomCode, token: ResumeToken, port: Int, body: String = csv, from source: String? = nil) async throws
        -> RawHTTPExchange.Answer
    {
        try await RawHTTPExchange.post("/join/\(code.text)/watchlist", body: body, port: port, extra: ["FilmSwipe-Token: \(token.text)"], from: source)
    }

    @Test func aMemberWhoseAddressSpentItsWrongCodesStillBringsTheirWatchlist() async throws {
        var limits = PartyServerLimits.forTests
        limits.wrongCodesPerAddress = PartyRate(3, per: .seconds(3_600))
        try await withPartyServer(limits: limits, clock: ManualPartyClock()) { server in
            let (_, welcome) = try await PartyTestClient.create(port: server.port)
            // Someone else on the same address guesses.
            for _ in 0..<3 { _ = try await RawHTTPExchange.get("/join/ZZZZZZZ", port: server.port) }
            let answer = try await Self.upload(welcome.code, token: welcome.resume, port: server.port)
            #expect(answer.status == 200, "\(answer.body)")
            // A stranger's guess of a code and a token together is still answered as before.
            let stranger = try await Self.upload(welcome.code, token: ResumeToken(text: String(repeating: "a", count: 32))!, port: server.port)
            #expect(stranger.status == 403)
        }
    }

    @Test func uploadsAreLimitedPerMember() async throws {
        try await withPartyServer(clock: ManualPartyClock()) { server in
            let (_, welcome) = try await PartyTestClient.create(port: server.port)
            let (_, bob) = try await PartyTestClient.join(port: server.port, code: welcome.code, name: "Bob")
            for _ in 0..<5 { #expect(try await Self.upload(welcome.code, token: welcome.resume, port: server.port).status == 200) }
            let refused = try await Self.upload(welcome.code, token: welcome.resume, port: server.port)
            #expect(refused.status == 429)
            #expect(refused.body.contains("minutes"), "\(refused.body)")
            #expect(try await Self.upload(welcome.code, token: bob.resume, port: server.port, from: "127.0.0.2").status == 200, "another member is not held back")
        }
    }

    @Test func aSlowUploadHasItsOwnDeadlineNotTheHellos() async throws {
        let clock = ManualPartyClock()
        var limits = PartyServerLimits.forTests
        limits.helloDeadline = .seconds(10)
        try await withPartyServer(limits: limits, clock: clock) { server in
            let (_, welcome) = try await PartyTestClient.create(port: server.port)
            let body = Self.csv
            var stream = try await RawHTTPStream.open(port: server.port)
            try await stream.write(
                "POST /join/\(welcome.code.text)/watchlist HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n"
                    + "Content-Length: \(body.utf8.count)\r\nFilmSwipe-Token: \(welcome.resume.text)\r\n\r\n" + body.prefix(20)
            )
            await server.waitForUploads { $0 == 1 }
            // A phone on a poor network is still sending after the hello's 10 s.
            clock.advance(by: .seconds(30))
            await server.sweep()
            try await stream.write(String(body.dropFirst(20)))
            let answer = try await stream.answer()
            #expect(answer?.status == 200, "\(String(describing: answer))")
            await stream.close()

            // One that has not finished by the upload's own deadline is closed all the same.
            var stalled = try await RawHTTPStream.open(port: server.port)
            try await stalled.write(
                "POST /join/\(welcome.code.text)/watchlist HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n"
                    + "Content-Length: \(body.utf8.count)\r\nFilmSwipe-Token: \(welcome.resume.text)\r\n\r\n" + body.prefix(20)
            )
            await server.waitForUploads { $0 == 1 }
            clock.advance(by: PartyServerLimits().uploadDeadline + .seconds(1))
            await server.sweep()
            let late = try? await stalled.answer()
            #expect((late ?? nil) == nil, "closed without an answer")
        }
    }

    @Test func aLongWatchlistIsReadOnlyUpToWhatARoomKeeps() async throws {
        let films = try await PartyCatalogue.shared().films.filter { $0.year != nil }
        // Titles told apart by title and year alone, newest dated last as Letterboxd writes them.
        let titles = Dictionary(films.map { ($0.title.lowercased(), 1) }, uniquingKeysWith: +)
        let distinct = films.filter { titles[$0.title.lowercased()] == 1 }.prefix(PartyWatchlist.maxFilms * 3)
        let rows = distinct.enumerated().map { index, film in
            let day = Date(timeIntervalSince1970: 1_600_000_000 + Double(index) * 86_400).formatted(.iso8601.year().month().day())
            return "\(day),\"\(film.title.replacingOccurrences(of: "\"", with: "\"\""))\",\(film.year!),https://boxd.it/\(index)"
        }
        try await withPartyServer { server in
            let (_, welcome) = try await PartyTestClient.create(port: server.port)
            let answer = try await Self.upload(welcome.code, token: welcome.resume, port: server.port, body: Self.header + rows.joined(separator: "\n") + "\n")
            #expect(answer.status == 200, "\(answer.body)")
            let counts = try JSONDecoder().decode([String: Int].self, from: Data(answer.body.utf8))
            #expect(counts["kept"] == PartyWatchlist.maxFilms)
            // Placing stops once the room's 500 are found: the rest of the file is not matched at all.
            #expect(counts["found"] == PartyWatchlist.maxFilms, "\(answer.body)")
        }
    }
}
