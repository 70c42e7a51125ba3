import FilmSwipeModules
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipePartyClient
import FilmSwipePartyServer

/// A party room played in the terminal: the Main module dealing the room's deck, the session's news shown over it.
/// The presenter does not know it is a party: the deck is a repository, votes are reactions to it, and the room's
/// code, members, matches and suggestions come in through the module's input. A film found with `/` is suggested to
/// the room, which deals it back on top of every member's cards; `d` asks the room to decide, and the host's `q` offers
/// to end the room, after which every member's game shows how it ended and stops, printing it.
struct PartyGame: GameSource {
    let session: PartySession
    let folder: DataFolder
    /// The player's settings, for how the game looks.
    let settings: PlayerSettings
    /// The room page's link, which `i` shows with its QR code; nil for a game that shows none.
    var inviteLink: String? = nil
    /// What the player should know before swiping (their watchlist was empty or cut), shown over the first cards.
    var notice: PlayerMessage? = nil

    /// The room's game: its deck as a repository, votes as reactions kept only while the game runs (they are the
    /// room's, not the player's lists), a search whose films are suggested to the room, and the room's actions.
    @MainActor
    func environment(for setup: GameSetup) async throws -> GameEnvironment {
        let session = session
        let search = PartyCatalogue.search()
        // The catalogue is read and indexed while the player swipes, so the first `/` answers at once.
        Task(priority: .background) { _ = try? await search.films(matching: "", limit: 1) }
        let isHost = await session.room.isHost
        let endRoom: @MainActor () -> Void = { Task { await session.endFromGame() } }
        var environment = GameEnvironment(
            repository: PartyFilmRepository(session: session), store: LikeCappedReactionStore(setup.store, session: session)
        )
        environment.search = search
        environment.facts = PartyCardFacts.lookup()
        environment.party = MainPartyActions(
            suggest: { film in Task { await session.suggest(film) } }, decide: { Task { await session.decide() } },
            endRoom: isHost ? endRoom : nil, invite: inviteLink.map { RoomInvite.invite(link: $0, colours: settings.colour.value) }
        )
        environment.notice = notice
        return environment
    }

    /// Plays until the player quits, then leaves the room; returns the exit status.
    @MainActor
    func play() async throws -> Int32 {
        // Party votes are the room's, not the player's lists: this game's reactions live only while it runs.
        let environment = try await environment(for: GameSetup(folder: folder, store: InMemoryReactionStore()))
        let status = try await TerminalGame(environment: environment, folder: folder, look: GameLook(settings)).play { module in
            await session.onUpdate { update in
                Task { @MainActor in Self.show(update, on: module) }
            }
        }
        _ = await Deadline.value(within: .seconds(2)) { await session.leave() }
        let room = await session.room
        if let lines = room.endingLines, let code = room.code {
            // The game's screen is gone: what the room ended with stays in the terminal.
            print("Party \(code.text) is over.")
            for line in lines.isEmpty ? ["No match."] : lines { print("  " + line) }
        }
        return status
    }

    @MainActor
    private static func show(_ update: PartyUpdate, on module: MainModuleInput) {
        switch update {
        case let .status(lines): module.showStatus(lines)
        case let .matches(lines): module.setMatches(lines)
        case let .reason(film, text): module.updateReason(of: film, to: text)
        case let .notice(message): module.show(message)
        case let .suggested(film), let .dealAgain(film): module.dealOnTop(film)
        case let .countdown(text): module.showCountdown(text)
        case let .ended(message): module.finish(with: message)
        }
    }
}
