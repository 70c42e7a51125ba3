import FilmSwipeDomain

/// Carries facts found after a film was dealt to the Main module, which is built after the source that finds them.
@MainActor
final class MainFactsRelay {
    weak var module: MainModuleInput?

    /// Gives `film`'s facts to the module's card of it.
    func deliver(_ film: Film) {
        module?.updateFacts(of: film)
    }
}
