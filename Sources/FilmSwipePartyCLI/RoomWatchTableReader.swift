import FilmSwipeCatalogue
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeParty
import FilmSwipePartyServer
import Foundation

/// Reads what `party host --only-mine` needs from the host's data folder: their services and their TMDB snapshot, each
/// missing one refused with the command that makes it.
enum RoomWatchTableReader {
    /// The room's watch table for `options`, from the snapshot in `folder`, at most `bytes` long; `dataDirectory` is the
    /// `--data-dir` the player gave, repeated in the commands the refusals name.
    static func read(in folder: URL, options: RoomOptions, bytes: Int, dataDirectory: String?) async throws -> RoomWatchOffers {
        let folderOption = dataDirectory.map { " --data-dir \($0)" } ?? ""
        let services: [WatchServices]
        do {
            services = try WatchServicesFile(folder: folder).read()
        } catch {
            throw CommandFailure(error.localizedDescription)
        }
        guard services.contains(where: { !$0.isEmpty }) else {
            throw CommandFailure(
                "--only-mine deals the films on the streaming services of the people in the room, and yours are not set. "
                    + "Add them with `filmswipe services add NAME…\(folderOption)` (for example `filmswipe services add netflix`), then host again."
            )
        }
        let url = SnapshotStore.url(in: folder)
        let fetch = "filmswipe tmdb catalogue\(folderOption)"
        guard SnapshotStore.exists(at: url) else {
            throw CommandFailure(
                "--only-mine needs to know what streams where, from a snapshot of TMDB's films in \(folder.path). Make one with `\(fetch)` "
                    + "(it needs a TMDB credential and takes about five minutes for 5,000 films), then host again."
            )
        }
        let snapshot: [SnapshotFilm]
        let region: String
        do {
            (snapshot, region) = try SnapshotStore.films(at: url)
        } catch {
            throw CommandFailure("Cannot read the snapshot \(url.path): \(error.localizedDescription). Move it aside and make a new one with `\(fetch)`.")
        }
        guard services.contains(where: { $0.region == region && !$0.isEmpty }) else {
            let yours = services.filter { !$0.isEmpty }.map(\.region).joined(separator: ", ")
            throw CommandFailure(
                "Your snapshot says what streams in \(region), and your services are set for \(yours). Add your services in \(region) with "
                    + "`filmswipe services add NAME… --region \(region)\(folderOption)`, or fetch a snapshot for your region with `\(fetch) --region CC`."
            )
        }
        let bundled = try await DispatchWork.run {
            guard let catalogue = BundledCatalogue.directory() else { throw PartyServerError.catalogueMissing }
            return try CatalogueFile(path: catalogue, fallbackGenres: catalogue.appendingPathComponent("genres.json")).load()
        }
        let filter = RecommendationFilter(genres: options.genres, fromYear: options.fromYear, toYear: options.toYear, minRating: options.minRating)
        let table = RoomWatchTable.make(region: region, snapshot: snapshot.map(\.film), bundled: bundled, filter: filter, bytes: bytes)
        guard !table.films(on: Set(services.flatMap(\.ids))).isEmpty else {
            throw CommandFailure(
                "None of the bundled films that match the room's genres, years and rating streams on your services in \(region), as far as "
                    + "your snapshot knows. Host with fewer filters, or without --only-mine."
            )
        }
        return table
    }

    /// TMDB's ids of the player's services, in every region (an id is the same service everywhere); none with
    /// `isPrivate`.
    static func services(in folder: URL, isPrivate: Bool) throws -> [Int] {
        guard !isPrivate else { return [] }
        do {
            return Array(Set(try WatchServicesFile(folder: folder).read().flatMap(\.ids))).sorted()
        } catch {
            throw CommandFailure(error.localizedDescription)
        }
    }
}
