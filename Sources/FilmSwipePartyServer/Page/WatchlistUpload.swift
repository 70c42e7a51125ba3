import FilmSwipeDomain
import FilmSwipeImport
import FilmSwipeParty
import Foundation
import Hummingbird
import NIOCore

/// The page's "Bring my watchlist": `POST /join/CODE/watchlist` with a Letterboxd watchlist.csv as the body and the
/// member's resume token in `FilmSwipe-Token`. The file is read by the rules `filmswipe import letterboxd` reads one
/// by, its films placed on the room's catalogue by title and year, and they count as that member's watchlist. The
/// answer is JSON (`{"found": 12, "notInCatalogue": 3, "ambiguous": 0, "kept": 12}`), or a plain message saying what
/// is wrong with a 4xx status.
struct WatchlistUpload: Sendable {
    /// The most bytes of an upload: a watchlist of thousands of films is under 200 KB.
    static let byteLimit = PartyServer.watchlistUploadLimit
    /// The header carrying the member's resume token: the room's code alone does not make a member.
    static let tokenHeader = HTTPFields.Element.Name("FilmSwipe-Token")!
    /// The path under a room's page: `/join/CODE/watchlist`.
    static let pathSuffix = "watchlist"

    let rooms: PartyRooms
    let gate: PartyGate

    /// The answer to `request`, come on `channel`, for the room `codeText` names.
    func answer(_ request: Request, codeText: String, channel: any Channel) async -> Response {
        guard OriginCheck.allows(request.head) else {
            return RoomPage.plain(.forbidden, "Only the room's own page may send it a watchlist.\n")
        }
        // Refused before a byte of the body is read.
        if let length = request.headers[.contentLength].flatMap(Int.init), length > Self.byteLimit {
            return Self.tooLarge
        }
        let address = gate.registry.address(of: channel)
        guard let (code, member) = await self.member(request, codeText: codeText, address: address) else { return Self.notMember }
        guard gate.allowances.uploads(from: address, member: ClientAllowances.MemberKey(code: code, member: member)) else { return Self.tooMany }
        // The body may come slowly (a phone on a poor network): from here the upload's own deadline holds the
        // connection, not the hello's.
        gate.registry.uploading(channel, until: gate.clock.now + gate.limits.uploadDeadline)
        defer { gate.registry.uploading(channel, until: nil) }
        let body: ByteBuffer
        do {
            // A body sent without its length, or longer than it said, is cut off at the limit.
            body = try await request.body.collect(upTo: Self.byteLimit)
        } catch {
            return Self.tooLarge
        }
        guard let catalogue = try? await PartyCatalogue.shared(), let input = rooms.rankingInput(code) else {
            return RoomPage.plain(.serviceUnavailable, "This server cannot place films: its catalogue is missing.\n")
        }
        // Read and placed one upload at a time, on a queue of their own off the rooms and the event loops: however many
        // members upload at once, uploads take at most one core, and votes keep the other.
        let read = await Self.reading.run { () -> (placing: WatchlistPlacing, cards: [PartyCard])? in
            guard let history = try? LetterboxdExport.readWatchlist(Data(body.readableBytesView)) else { return nil }
            let placing = WatchlistPlacing(history.entries, matcher: catalogue.watchlistMatcher(), keep: PartyWatchlist.maxFilms)
            return (placing, GroupDeck(catalogue: catalogue).admitted(placing.films, for: input))
        }
        guard let (placing, cards) = read else { return Self.unreadable(body) }
        let watchlist = PartyWatchlist(placing.films)
        do {
            try await rooms.bring(watchlist, to: code, member: member, cards: cards)
        } catch {
            return RoomPage.plain(.conflict, error.refusal.message + "\n")
        }
        let counts: [String: Int] = [
            "found": placing.found, "notInCatalogue": placing.notInCatalogue, "ambiguous": placing.ambiguous, "kept": watchlist.films.count,
        ]
        return RoomPage.json(PartyProtocol.encode(counts))
    }

    // The room and member the request's token makes it, or nil. A member's own token lets them in whatever others on
    // their address did; without one, the code counts against the address's wrong codes as a hello's does, so this
    // address is no cheaper way to guess codes, and a room that is not there gets the answer a stranger gets.
    private func member(_ request: Request, codeText: String, address: ClientAddress) async -> (RoomCode, MemberID)? {
        guard let code = try? RoomCode(parsing: codeText) else { return nil }
        let token = request.headers[Self.tokenHeader].flatMap(ResumeToken.init(text:))
        if let token, let member = rooms.member(of: code, holding: token) { return (code, member) }
        guard gate.allowances.codeCheck(from: address) == .allowed else { return nil }
        if !rooms.contains(code) { gate.allowances.wrongCode(from: address) }
        return nil
    }

    // One upload read at a time, below the priority of everything else.
    private static let reading = SerialWork(label: "filmswipe.party-server.uploads")

    private static var notMember: Response {
        RoomPage.plain(.forbidden, "This page is not a member of that room: open the room's link, join, then bring your watchlist.\n")
    }

    // What is wrong with a file that could not be read, as `filmswipe import letterboxd` says it: read again for the
    // message alone, which a refused file (a few bytes in, mostly) costs little.
    private static func unreadable(_ body: ByteBuffer) -> Response {
        do {
            _ = try LetterboxdExport.readWatchlist(Data(body.readableBytesView))
        } catch let error as HistoryFileError {
            return RoomPage.plain(.badRequest, error.description + "\n")
        } catch {}
        return RoomPage.plain(.badRequest, "The file could not be read as Letterboxd's watchlist.csv.\n")
    }

    private static var tooMany: Response {
        RoomPage.plain(.tooManyRequests, "Too many watchlists sent lately; wait a few minutes, then send it again.\n")
    }

    private static var tooLarge: Response {
        RoomPage.plain(.contentTooLarge, "The file is over 1 MiB. A Letterboxd watchlist.csv is far smaller: upload watchlist.csv from your export.\n")
    }
}
