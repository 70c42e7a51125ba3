import FilmSwipeDomain

/// Which posters the presenter has asked for: the top card's and the next one's, each once for the size the top card
/// draws them in, so the next is drawn the moment it is dealt.
struct MainPosterRequests {
    /// The cells the top card draws its poster in, as the view last said; nil while it has no room for one.
    private(set) var size: PosterSize?
    private var asked: Set<FilmID> = []

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
}
