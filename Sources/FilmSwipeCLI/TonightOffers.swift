import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeImport
import Foundation

/// Where films stream, for `filmswipe tonight`: the bundled catalogue knows none of it, so it comes from the TMDB
/// snapshot in the data folder (`filmswipe tmdb catalogue`), each snapshot film's offers also given to its bundled twin,
/// and the player's services (`filmswipe services add`) mark which are theirs. As `party host --only-mine` reads them.
struct TonightOffers {
    /// The offers of every film the snapshot knows, by its TMDB id and by its bundled twin's id, the player's services
    /// marked.
    let availability: [FilmID: FilmAvailability]
    /// The player's services in the snapshot's region, by name ("Netflix, Disney Plus"); nil when none are saved there.
    let yourServices: String?

    /// No offers known.
    static let none = TonightOffers(availability: [:], yourServices: nil)

    /// The offers for `catalogue` from the snapshot in `folder`. With `onlyMine` a missing snapshot, or no services in its
    /// region, is refused with the command that makes them; without, it only costs knowing where the films stream.
    /// `dataDirectory` is the `--data-dir` the player gave, repeated in the commands a refusal names.
    static func read(in folder: URL, catalogue: [Film], onlyMine: Bool, dataDirectory: String?) throws -> TonightOffers {
        let folderOption = dataDirectory.map { " --data-dir \($0)" } ?? ""
        let url = SnapshotStore.url(in: folder)
        let fetch = "filmswipe tmdb catalogue\(folderOption)"
        let services: [WatchServices]
        do {
            services = try WatchServicesFile(folder: folder).read()
        } catch {
            // Without --only-mine a broken services file costs only the "on your services" marks.
            guard onlyMine else { return .none }
            throw CommandFailure(error.localizedDescription)
        }
        if onlyMine, !services.contains(where: { !$0.isEmpty }) {
            throw CommandFailure(
                "--only-mine chooses among films on your streaming services, and you have none saved. Add yours with "
                    + "`filmswipe services add NAME…\(folderOption)` (`filmswipe services` lists those TMDB knows in your region), or leave out --only-mine."
            )
        }
        guard SnapshotStore.exists(at: url) else {
            guard onlyMine else { return .none }
            throw CommandFailure(
                "--only-mine needs to know what streams where, which the bundled catalogue does not: it comes from a snapshot of TMDB's films "
                    + "in \(folder.path). Make one with `\(fetch)` (it needs a TMDB credential and takes about five minutes for 5,000 films), "
                    + "or leave out --only-mine."
            )
        }
        let snapshot: [SnapshotFilm]
        let region: String
        do {
            (snapshot, region) = try SnapshotStore.films(at: url)
        } catch {
            guard onlyMine else { return .none }
            throw CommandFailure("Cannot read the snapshot \(url.path): \(error.localizedDescription). Move it aside and make a new one with `\(fetch)`.")
        }
        let yours = services.first { $0.region == region && !$0.isEmpty }
        if onlyMine, yours == nil {
            let regions = services.filter { !$0.isEmpty }.map(\.region).joined(separator: ", ")
            throw CommandFailure(
                "Your snapshot says what streams in \(region), and your services are saved for \(regions). Add your services in \(region) with "
                    + "`filmswipe services add NAME… --region \(region)\(folderOption)`, or fetch a snapshot for your region with `\(fetch) --region CC`."
            )
        }
        let films = snapshot.map(\.film)
        var availability: [FilmID: FilmAvailability] = [:]
        for film in films {
            guard var offers = film.availability else { continue }
            offers.mark(yourServices: yours?.ids ?? [])
            availability[film.id] = offers
        }
        for (bundled, twin) in CatalogueMatcher(films: catalogue).twins(of: films) {
            availability[bundled] = availability[twin]
        }
        return TonightOffers(availability: availability, yourServices: yours?.names)
    }
}
