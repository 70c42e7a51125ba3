import FilmSwipeDomain

/// The films dealt in this game, so a page never repeats one still on the deck.
actor DealtFilms {
    private(set) var ids: Set<FilmID> = []
    func add(_ films: [FilmID]) { ids.formUnion(films) }
    func remove(_ film: FilmID) { ids.remove(film) }
}
