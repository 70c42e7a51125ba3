import FilmSwipeDomain

/// Cards swiped away with a key, flying out over the cards under them. The reaction is sent the moment the key is read
/// (a Ctrl-C during the flight loses nothing); the flight is only what the player sees, drawn from a copy of the card,
/// so the card the store has since taken off the deck still flies, and the next one shows under it.
struct CardDepartures {
    struct Departure {
        let card: FilmCardViewData
        let direction: UserReaction
        let startedAt: Double
        /// Whether the cards on show have been dealt again since the flight began: until then the card may still be on
        /// the deck, being saved, and must not show there.
        var dealtSince = false
    }

    /// How long a card takes to fly out.
    static let flightDuration = 0.15

    private(set) var departures: [Departure] = []

    /// `card` starts flying out towards `direction` at `now`.
    mutating func start(_ card: FilmCardViewData, towards direction: UserReaction, now: Double) {
        departures.append(Departure(card: card, direction: direction, startedAt: now))
    }

    /// The cards on show were dealt again: a card whose flight is over goes for good (saved, or put back on top).
    mutating func cardsDealt(now: Double) {
        for index in departures.indices { departures[index].dealtSince = true }
        prune(now: now)
    }

    /// Drops the departures that are over: flown, and the deck dealt since.
    mutating func prune(now: Double) {
        departures.removeAll { $0.dealtSince && now - $0.startedAt >= Self.flightDuration }
    }

    /// Whether a card is still in the air at `now`.
    func isFlying(now: Double) -> Bool {
        departures.contains { now - $0.startedAt < Self.flightDuration }
    }

    /// Whether a card swiped away may still be on its way to the store: the deck has not been dealt since.
    var awaitsDeal: Bool { departures.contains { !$0.dealtSince } }

    /// The cards not to draw in the stack: those flying or gone.
    var hidden: Set<FilmID> { Set(departures.map(\.card.id)) }

    /// The cards in the air at `now`, with how far each has flown (0…1), oldest first.
    func inFlight(now: Double) -> [(departure: Departure, rate: Double)] {
        departures.compactMap { departure in
            let rate = (now - departure.startedAt) / Self.flightDuration
            return rate < 1 ? (departure, max(0, rate)) : nil
        }
    }
}
