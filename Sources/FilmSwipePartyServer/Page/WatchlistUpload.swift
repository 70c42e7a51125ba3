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
        // A room that is not there gets the answer a token that is not its member's gets, and counts as a wrong code, as
        // a hello's does: this address is no cheaper way to guess codes.
        let address = gate.registry.address(of: channel)
        guard gate.allowances.codeCheck(from: address) == .allowed,
              let code = try? RoomCode(parsing: codeText), let token = request.headers[Self.tokenHeader].flatMap(ResumeToken.init(text:)) else {
            return Self.notMember
        }
        guard await rooms.contains(code) else {
            gate.allowances.wrongCode(from: address)
            return Self.notMember
        }
        guard await rooms.holds(code, token: token) else { return Self.notMember }
        let body: ByteBuffer
        do {
            // A body sent without its length, or longer than it said, is cut off at the limit.
            body = try await request.body.collect(upTo: Self.byteLimit)
        } catch {
            return Self.tooLarge
        }
        let history: LetterboxdHistory
        do {
            history = try LetterboxdExport.readWatchlist(Data(body.readableBytesView))
        } catch let error as HistoryFileError {
            return RoomPage.plain(.badRequest, error.description + "\n")
        } catch {
            return RoomPage.plain(.badRequest, "The file could not be read as Letterboxd's watchlist.csv.\n")
        }
        guard let catalogue = try? await PartyCatalogue.shared(), let input = await rooms.rankingInput(code) else {
            return RoomPage.plain(.serviceUnavailable, "This server cannot place films: its catalogue is missing.\n")
        }
        // Placed off the rooms' actor and the event loops: a catalogue's matcher is built for each upload.
        let (plan, watchlist, cards) = await DispatchWork.run { () -> (HistoryImportPlan, PartyWatchlist, [PartyCard]) in
            let plan = HistoryImportPlan(history.entries, from: .letterboxd, matcher: CatalogueMatcher(films: catalogue.films), importedAt: Date())
            // The newest first, as `--bring-watchlist` keeps them when there are more than a room takes.
            let watchlist = PartyWatchlist(plan.reactions.sorted { $0.date > $1.date }.map(\.film.id))
            return (plan, watchlist, GroupDeck(catalogue: catalogue).admitted(watchlist.films, for: input))
        }
        do {
            try await rooms.bring(watchlist, to: code, token: token, cards: cards)
        } catch {
            return RoomPage.plain(.conflict, error.refusal.message + "\n")
        }
        let counts: [String: Int] = [
            "found": plan.reactions.count, "notInCatalogue": plan.notInCatalogue.count, "ambiguous": plan.ambiguous.count,
            "kept": watchlist.films.count,
        ]
        return RoomPage.json(PartyProtocol.encode(counts))
    }

    private static var notMember: Response {
        RoomPage.plain(.forbidden, "This page is not a member of that room: open the room's link, join, then bring your watchlist.\n")
    }

    private static var tooLarge: Response {
        RoomPage.plain(.contentTooLarge, "The file is over 1 MiB. A Letterboxd watchlist.csv is far smaller: upload watchlist.csv from your export.\n")
    }
}
