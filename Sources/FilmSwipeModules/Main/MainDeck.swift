import FilmSwipeDomain

/// The cards the presenter deals, top first, and every film ever dealt in the game, so none is dealt twice.
struct MainDeck {
    private(set) var cards: [FilmCardViewData] = []
    private var dealt: Set<FilmID> = []

    /// The cards on show: the top few.
    var visible: [FilmCardViewData] { Array(cards.prefix(MainTuning.visibleCards)) }
    var top: FilmCardViewData? { cards.first }
    var isEmpty: Bool { cards.isEmpty }
    var isLow: Bool { cards.count <= MainTuning.visibleCards }

    /// Puts the films not dealt before under the deck.
    mutating func deal(_ films: [Film]) {
        cards += films.filter { dealt.insert($0.id).inserted }.map { FilmCardViewData(film: $0) }
    }

    /// Puts `film` on top, or right under the top card when `underTop` (the player holds that card), whether or not it
    /// was dealt before.
    mutating func putOnTop(_ film: Film, underTop: Bool = false) {
        let held = underTop ? cards.first?.id : nil
        cards.removeAll { $0.id == film.id }
        cards.insert(FilmCardViewData(film: film), at: held == nil || held == film.id ? 0 : 1)
        dealt.insert(film.id)
    }

    mutating func remove(_ id: FilmID) {
        cards.removeAll { $0.id == id }
    }

    mutating func removeAll() {
        cards.removeAll()
    }

    /// Gives the places of the cards named in `waiting` that are still on the deck, in order, to `films`: the deck dealt
    /// again. A card whose film comes back keeps its poster; one taken back and not dealt again may be dealt later.
    mutating func replace(_ waiting: [FilmID], with films: [Film]) {
        let asked = Set(waiting)
        var incoming = films[...]
        var kept: [FilmCardViewData] = []
        for card in cards {
            guard asked.contains(card.id) else {
                kept.append(card)
                continue
            }
            guard let film = incoming.popFirst() else { continue }
            kept.append(film.id == card.id ? FilmCardViewData(film: film, poster: card.poster) : FilmCardViewData(film: film))
        }
        let dealtNow = Set(kept.map(\.id))
        for id in asked where !dealtNow.contains(id) { dealt.remove(id) }
        for film in films { dealt.insert(film.id) }
        cards = kept
    }

    /// Every card's poster back to being on its way (or none).
    mutating func forgetPosters() {
        for index in cards.indices { cards[index].poster = CardPoster(film: cards[index].film) }
    }

    /// Whether `id`'s card is on show.
    func isVisible(_ id: FilmID) -> Bool {
        visible.contains { $0.id == id }
    }

    /// Changes `id`'s card with `change`; whether it is on show and changed.
    @discardableResult
    mutating func update(_ id: FilmID, _ change: (inout FilmCardViewData) -> Void) -> Bool {
        guard let index = cards.firstIndex(where: { $0.id == id }) else { return false }
        let before = cards[index]
        change(&cards[index])
        return cards[index] != before && index < MainTuning.visibleCards
    }
}
