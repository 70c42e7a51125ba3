import FilmSwipeDomain

/// Which posters the presenter has asked for: the top card's and the next one's, each once for the size the top card
/// draws them in, so the next is drawn the moment it is dealt; and the open details' larger one.
struct MainPosterRequests {
    /// The cells the top card draws its poster in, as the view last said; nil while it has no room for one.
    private(set) var size: PosterSize?
    /// The cells the open details draw their poster in, as the view last said; nil while they have no room for one.
    private(set) var detailsSize: PosterSize?
    private var asked: Set<FilmID> = []
    private var detailsAsked: FilmID?

    /// Takes the view's new size; whether it changed (what was asked for before is then asked for again).
    mutating func resize(to size: PosterSize?) -> Bool {
        guard size != self.size else { return false }
        self.size = size
        asked = []
        return true
    }

    /// The films of the top two cards whose posters are still to be asked for; marks them asked.
    mutating func newlyWanted(in deck: MainDeck) -> [Film] {
        guard size != nil else { return [] }
        let visible = Set(deck.visible.map(\.id))
        asked.formIntersection(visible)
        return deck.visible.prefix(2).map(\.film).filter { $0.posterPath != nil && asked.insert($0.id).inserted }
    }

    /// Takes the details' new poster size; whether it changed (the details' poster is then asked for again).
    mutating func resizeDetails(to size: PosterSize?) -> Bool {
        guard size != detailsSize else { return false }
        detailsSize = size
        detailsAsked = nil
        return true
    }

    /// The film of the open `details` when its poster is still to be asked for at the details' size; marks it asked.
    mutating func detailsWanted(_ details: FilmCardViewData?) -> Film? {
        guard detailsSize != nil, let details, details.film.posterPath != nil, detailsAsked != details.id else { return nil }
        detailsAsked = details.id
        return details.film
    }

    /// The details closed: the next opened are asked for afresh.
    mutating func detailsClosed() {
        detailsAsked = nil
    }
}
