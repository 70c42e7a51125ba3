import FilmSwipeDomain

/// The facts of a catalogue's films by id, and what their fans also liked once a similarity model is at hand.
///
/// Nothing is read until a film is first looked up: the catalogue is read then, through `readFilms` (the game's own
/// lazy read of the whole catalogue, shared with the recommender and the search), and the model is asked for only by
/// `waitUntilComplete`, so looking a film up never waits for the model, nor starting a game for either.
public actor CatalogueFilmFacts: FilmFacts {
    private let readFilms: @Sendable () async throws -> [Film]
    private let readModel: (@Sendable () async -> RecommendationModel?)?
    private var reading: Task<FilmIndex, Never>?
    private var model: RecommendationModel?
    private var modelReading: Task<Void, Never>?

    /// Facts from the films `readFilms` gives (a catalogue that cannot be read knows no film), with what fans also
    /// liked from the model `readModel` waits for (and builds, if need be); without it, films have no fans-also-liked.
    public init(readFilms: @escaping @Sendable () async throws -> [Film], readModel: (@Sendable () async -> RecommendationModel?)? = nil) {
        self.readFilms = readFilms
        self.readModel = readModel
    }

    public func film(_ id: FilmID) async -> Film? {
        guard var film = await films()[id] else { return nil }
        if let model { film.fansAlsoLiked = model.fansAlsoLiked(of: id) }
        return film
    }

    public func waitUntilComplete() async {
        guard let readModel else { return }
        let task = modelReading ?? Task { self.install(await readModel()) }
        modelReading = task
        await task.value
    }

    private func install(_ found: RecommendationModel?) {
        model = found
    }

    private func films() async -> FilmIndex {
        let task = reading ?? Task { [readFilms] in
            // The lookup only completes what is already on screen; a catalogue it cannot read leaves the films as they are.
            FilmIndex((try? await readFilms()) ?? [])
        }
        reading = task
        return await task.value
    }
}
