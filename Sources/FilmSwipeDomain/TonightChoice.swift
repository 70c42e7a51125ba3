import Foundation

/// The film a player's "tonight" round ended in, as `filmswipe tonight --history` lists it.
public struct TonightChoice: Sendable, Hashable {
    /// The film chosen, as it was then (id, title, year, runtime).
    public let film: Film
    /// The film that came second, when there were two or more.
    public let runnerUp: Film?
    /// How many films the round was over.
    public let among: Int
    /// When the round ended.
    public let chosenAt: Date

    /// A choice from its parts.
    public init(film: Film, runnerUp: Film?, among: Int, chosenAt: Date) {
        self.film = film
        self.runnerUp = runnerUp
        self.among = among
        self.chosenAt = chosenAt
    }
}

/// Where a player's tonight choices are kept: the reaction store's data folder.
public protocol TonightChoiceStore: Sendable {
    /// Keeps `choice`; once this returns it is committed.
    func saveTonightChoice(_ choice: TonightChoice) async throws
    /// Every choice kept, newest first.
    func tonightChoices() async throws -> [TonightChoice]
}
