import FilmSwipeCatalogue
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipePartyServer

/// What `/` searches in a party: the bundled catalogue, which every room deals from, read on the first search.
enum BundledCatalogueSearch {
    /// A search over the bundled catalogue.
    static func make() -> CatalogueSearch {
        CatalogueSearch {
            // On a Dispatch thread: parsing 9,000 films must not hold one of Swift concurrency's few threads.
            try await DispatchWork.run {
                guard let folder = BundledCatalogue.directory() else { throw PartyServerError.catalogueMissing }
                return try CatalogueFile(path: folder, fallbackGenres: folder.appendingPathComponent("genres.json")).load()
            }
        }
    }
}
