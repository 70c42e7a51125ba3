import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// `export --format letterboxd --output FOLDER`: Letterboxd's files written into a folder (made if missing), all of
/// them or none, never over a file already there; then which file goes to which of Letterboxd's importers.
struct LetterboxdExportRun {
    let folder: URL

    func write(_ records: [ReactionRecord]) throws {
        let files = LetterboxdExporter().files(records)
        guard !files.isEmpty else {
            print("There are no reactions to export; nothing was written.")
            return
        }
        try OutputFolder.prepare(folder, writes: "--format letterboxd writes several files", wayOut: "choose another --output folder")
        // Every name this export can write is checked, not only today's: an older export's file beside new ones would
        // be imported with them.
        let taken = LetterboxdImportFile.Kind.allCases.map(\.fileName).filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
        }
        guard taken.isEmpty else {
            throw CommandFailure(
                "\(folder.path) already holds \(taken.joined(separator: ", ")) from an earlier export. Nothing was written; "
                    + "move \(taken.count == 1 ? "it" : "them") aside, or choose another --output folder."
            )
        }
        do {
            try NewFileSet.write(files.map { ($0.kind.fileName, $0.data) }, into: folder)
        } catch {
            throw CommandFailure("\(PlayerMessage.describing(error)). Nothing was written; choose another --output folder.")
        }
        print("Wrote \(files.count) file\(files.count == 1 ? "" : "s") into \(folder.path):")
        let width = files.map { $0.kind.fileName.count }.max() ?? 0
        for file in files {
            let name = file.kind.fileName.padding(toLength: width, withPad: " ", startingAt: 0)
            print("  \(name)  \(file.films) film\(file.films == 1 ? "" : "s")  → \(file.kind.importer)")
        }
        let unrated = records.filter { [.favourite, .dislike].contains($0.reaction) && !LetterboxdExporter.isWatched($0) }.count
        if unrated > 0 {
            print("Favourites and dislikes you did not mark seen or rate are not marked watched: \(unrated) film\(unrated == 1 ? " is" : "s are") in the lists only.")
        }
    }
}
