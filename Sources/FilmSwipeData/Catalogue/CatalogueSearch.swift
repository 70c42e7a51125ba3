import FilmSwipeDomain

/// Finds films of a catalogue by title; the catalogue is read, and its title index built, on the first search.
public actor CatalogueSearch: FilmSearch {
    private let readCatalogue: @Sendable () async throws -> [Film]
    private var index: TitleIndex?

    /// A search over the films `readCatalogue` gives.
    public init(readCatalogue: @escaping @Sendable () async throws -> [Film]) {
        self.readCatalogue = readCatalogue
    }

    public func films(matching text: String, limit: Int) async throws -> [Film] {
        if let index { return index.search(text, limit: limit) }
        let built = TitleIndex(try await readCatalogue())
        index = built
        return built.search(text, limit: limit)
    }
}
