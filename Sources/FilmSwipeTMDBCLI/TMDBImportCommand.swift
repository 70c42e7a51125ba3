import ArgumentParser
import FilmSwipeCatalogue
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeTMDB
import Foundation

/// `filmswipe tmdb import`: the account's favourites, watchlist and rated films into the local store, so a second
/// machine starts where the first one is. Everything is read from TMDB before anything is written, and then written
/// in one transaction: a failure leaves the store as it was.
struct TMDBImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Bring your TMDB account's favourites, watchlist and rated films into the reactions saved here.",
        discussion: """
        A film on your favourites is a favourite; else a rating of 7 or more is a favourite and 4 or less a dislike; \
        else a film on the watchlist goes on the watchlist; other rated films count as seen. They are stored as TMDB \
        films and, where the bundled catalogue has the film, on the catalogue's film too. The account already has \
        them, so nothing is sent back. Importing again changes nothing; a reaction you made here is kept unless \
        --overwrite is given.
        """
    )

    @Flag(help: "Print what the import would do, and write nothing.")
    var dryRun = false

    @Flag(help: "Replace reactions you made in the game (or that another import brought) where the account says otherwise.")
    var overwrite = false

    @OptionGroup var folder: DataFolderOptions

    func run() async throws {
        try await TMDBCommand.reporting {
            // A bad config file is refused before TMDB is asked anything.
            let dataFolder = try folder.dataFolder()
            let settings = try TMDBSettings.load()
            guard settings.sessionID != nil else {
                throw CommandFailure("There is no TMDB session, so there is no account to import from: run `filmswipe tmdb login` first. Nothing was imported.")
            }
            let client = TMDBClient(settings: settings, configuration: TMDBCommand.clientConfiguration)
            let writer = TMDBAccountWriter(client: client)
            // The outbox's own key, so it finds the imported films confirmed.
            let account = try await writer.accountKey()
            let accountID = try await writer.account()
            let lists = try await TMDBAccountReader(client: client).lists(accountID: accountID)
            let run = TMDBImportRun(
                lists: lists, accountID: accountID, catalogue: try Self.bundledCatalogue(), overwrite: overwrite, dryRun: dryRun
            )
            let store = try store(in: dataFolder)
            let lines = try await run.store(in: store, account: account)
            for line in lines { print(line) }
        }
    }

    // A dry run with no store yet plans against an empty one, so it leaves no data folder or database behind.
    private func store(in url: URL) throws -> ReactionImportStore {
        if dryRun, !FileManager.default.fileExists(atPath: url.appendingPathComponent(ReactionStoreOpener.fileName).path) {
            return InMemoryReactionStore()
        }
        return try ReactionStoreOpener.open(in: try DataFolder.prepare(url))
    }

    /// The bundled catalogue's films, for placing the account's films on them.
    private static func bundledCatalogue() throws -> [Film] {
        guard let bundled = BundledCatalogue.directory() else {
            throw CommandFailure("The bundled catalogue is missing from this build. Rebuild with `swift build`. Nothing was imported.")
        }
        return try CatalogueFile(path: bundled, fallbackGenres: nil).load()
    }
}
