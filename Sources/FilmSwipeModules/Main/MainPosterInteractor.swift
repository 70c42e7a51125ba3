import FilmSwipeCells
import FilmSwipeDomain

/// The Main module's poster use case: asks for a film's poster in the background and reports it when drawn.
@MainActor
protocol MainPosterInput: AnyObject {
    /// Fetches and draws `film`'s poster in `size`; reports it, or that there is none, through the output. Never waits.
    func loadPoster(of film: Film, size: PosterSize)
}

/// What the poster use case reports.
@MainActor
protocol MainPosterOutput: AnyObject {
    /// `poster` of the film `id`, drawn in `size`; nil when the film has none to show.
    func displayPoster(_ poster: TerminalPoster?, of id: FilmID, size: PosterSize)
}

/// Gets posters from `FilmPosters`, each in a task of its own, so the swipes and the frames never wait for one.
@MainActor
final class MainPosterInteractor: MainPosterInput {
    weak var output: MainPosterOutput?
    private let posters: any FilmPosters<TerminalPoster>

    init(posters: any FilmPosters<TerminalPoster>) {
        self.posters = posters
    }

    func loadPoster(of film: Film, size: PosterSize) {
        Task { [posters, weak self] in
            let poster = await posters.poster(of: film, size: size)
            self?.output?.displayPoster(poster, of: film.id, size: size)
        }
    }
}
