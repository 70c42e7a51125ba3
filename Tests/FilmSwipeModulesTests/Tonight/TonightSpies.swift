@testable import FilmSwipeModules
import FilmSwipeDomain
import FilmSwipeParty
import Foundation

@MainActor
final class TonightViewSpy: TonightViewInput {
    /// What the screen shows: the last state it was given.
    private(set) var shown: TonightViewState?
    func display(_ state: TonightViewState) { shown = state }
}

@MainActor
final class TonightInteractorSpy: TonightInteractorInput {
    private(set) var started = false
    private(set) var answers: [FinalChoice] = []
    private(set) var takenBack = 0
    func startRound() { started = true }
    func answer(_ choice: FinalChoice) { answers.append(choice) }
    func takeBack() { takenBack += 1 }
}

@MainActor
final class TonightRouterSpy: TonightRouterInput {
    private(set) var messages: [PlayerMessage] = []
    /// What the module finished with: nil while it goes on, `.some(nil)` when the player left with no film.
    private(set) var finished: TonightChoice??
    private(set) var finishCount = 0
    func routeToMessage(_ message: PlayerMessage) { messages.append(message) }
    func finish(with choice: TonightChoice?) {
        finished = .some(choice)
        finishCount += 1
    }
}

@MainActor
final class TonightViewOutputSpy: TonightViewOutput {
    private(set) var events: [String] = []
    func viewDidLoad() { events.append("load") }
    func didChoose(_ side: TonightSide) { events.append("choose \(side)") }
    func didTapKnockOut() { events.append("knock out") }
    func didTapCancel() { events.append("cancel") }
    func didTapTakeBack() { events.append("take back") }
    func didTapDone() { events.append("done") }
    func didTapQuit() { events.append("quit") }
}

/// Choices kept in memory; `failing` makes every save throw it.
actor TonightChoiceStoreFake: TonightChoiceStore {
    private(set) var choices: [TonightChoice] = []
    var failing: Error?

    init(failing: Error? = nil) {
        self.failing = failing
    }

    func saveTonightChoice(_ choice: TonightChoice) async throws {
        if let failing { throw failing }
        choices.append(choice)
    }

    func tonightChoices() async throws -> [TonightChoice] { choices.reversed() }
}

/// An unfinished round kept in memory, every save recorded in order; `failing` makes every save throw it.
actor TonightProgressStoreFake: TonightProgressStore {
    private(set) var saved: [TonightProgress?] = []
    let failing: Error?

    init(holding progress: TonightProgress? = nil, failing: Error? = nil) {
        if let progress { saved = [progress] }
        self.failing = failing
    }

    func saveTonightProgress(_ progress: TonightProgress?) async throws {
        if let failing { throw failing }
        saved.append(progress)
    }

    func tonightProgress() async throws -> TonightProgress? { saved.last ?? nil }
}

/// Films for a tonight round.
enum TonightFilms {
    static let heat: Film = {
        var film = Film(id: FilmID(source: .catalogue, value: 6), title: "Heat", year: 1995, overview: "A meticulous thief and the detective hunting him circle each other across Los Angeles.",
                        genres: ["Action", "Crime", "Thriller"], runtime: 110, rating: 7.8, ratingCount: 104)
        film.certificate = "R"
        return film
    }()
    static let fargo = Film(id: FilmID(source: .catalogue, value: 608), title: "Fargo", year: 1996, overview: "A car salesman's kidnapping scheme goes wrong in the snow.",
                            genres: ["Comedy", "Crime"], runtime: 98, rating: 8.2, ratingCount: 224)
    static let alien = Film(id: FilmID(source: .catalogue, value: 1214), title: "Alien", year: 1979, overview: "The crew of a towing spaceship answers a distress call.",
                            genres: ["Horror", "Science Fiction"], runtime: 117, rating: 8.1, ratingCount: 120)
    static let brazil = Film(id: FilmID(source: .catalogue, value: 1199), title: "Brazil", year: 1985, genres: ["Comedy", "Science Fiction"], runtime: 132, rating: 7.6, ratingCount: 60)

    /// `heat` with where it streams known, Netflix being the player's.
    static let heatStreaming: Film = {
        var film = heat
        var availability = FilmAvailability(region: "GB", stream: [WatchProvider(id: 8, name: "Netflix")], rent: [WatchProvider(id: 2, name: "Apple TV")])
        availability.mark(yourServices: [8])
        film.availability = availability
        return film
    }()

    /// The duel numbered `number` of `count` in round `round` of `rounds`, `left` against `right`.
    static func pair(_ left: Film, _ right: Film, number: Int = 1, count: Int = 3, round: Int = 1, rounds: Int = 2) -> TonightPair {
        TonightPair(duel: FinalDuel(number: number, count: count, round: round, rounds: rounds, left: left.id, right: right.id), left: left, right: right)
    }

    /// Heat chosen over Fargo from four films.
    static let choice = TonightChoice(film: heat, runnerUp: fargo, among: 4, chosenAt: Date(timeIntervalSince1970: 1_709_405_000))
}
