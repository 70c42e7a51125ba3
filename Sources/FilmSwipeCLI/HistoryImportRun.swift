import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipeImport
import Foundation

/// One import from the command line: a history read, placed on the bundled catalogue, stored in one transaction, and
/// reported. A file that fails to read imports nothing, and the store is not even opened.
struct HistoryImportRun {
    let origin: ReactionOrigin
    let options: HistoryImportOptions
    /// When the import runs: the date of entries whose row has none.
    var now = Date()

    /// Reads the history with `read` (the entries, and lines saying what was read), places the entries and stores
    /// them; prints the report. A file that does not read imports nothing, and says so.
    func run(_ read: () throws -> (entries: [HistoryEntry], readLines: [String])) async throws {
        let entries: [HistoryEntry], readLines: [String]
        do {
            (entries, readLines) = try read()
        } catch let error as HistoryFileError {
            throw CommandFailure("\(error.description) Nothing was imported.")
        }
        let catalogue = options.movielens ? try MovieLensCatalogue.open(in: options.folder.dataFolder()).folder.path : nil
        let films = try CatalogueLoader(path: catalogue).load()
        let plan = HistoryImportPlan(entries, from: origin, matcher: CatalogueMatcher(films: films), importedAt: now)
        if let unmatched = options.unmatched {
            let url = URL(fileURLWithPath: (unmatched as NSString).expandingTildeInPath)
            do {
                try AtomicFile.write(Data(UnmatchedRows.csv(plan).utf8), to: url)
            } catch {
                throw CommandFailure("\(PlayerMessage.describing(error)). Nothing was imported; choose another --unmatched file.")
            }
        }
        let store = try ReactionStoreOpener.open(in: try DataFolder.prepare(options.folder.dataFolder()))
        let reactions = plan.reactions, overwrite = options.overwrite, dryRun = options.dryRun
        let outcomes = try await store.importReactions(reactions, overwrite: overwrite, dryRun: dryRun, confirming: nil)
        let report = ImportReport(plan: plan, outcomes: outcomes, dryRun: dryRun)
        for line in readLines + report.lines { print(line) }
        if let unmatched = options.unmatched {
            let count = plan.ambiguous.count + plan.notInCatalogue.count
            print(count == 1 ? "The row not placed is in \(unmatched)." : "The \(count) rows not placed are in \(unmatched).")
        }
    }
}
