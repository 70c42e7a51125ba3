import FilmSwipeDomain
import FilmSwipeRecommendation

/// The facts behind a party's cards. The protocol sends a card's few fields; the deck is the bundled catalogue, so a
/// client looks the rest up in it (certificate, spread, IMDb line, what fans also liked), from the catalogue and model
/// a server in the same process shares, read and built once on first use.
public enum PartyCardFacts {
    /// A lookup of the bundled catalogue's films, with what their fans also liked.
    public static func lookup() -> FilmFacts {
        CatalogueFilmFacts(readFilms: { try await PartyCatalogue.shared().films }, readModel: { try? await PartyCatalogue.shared().model })
    }
}
