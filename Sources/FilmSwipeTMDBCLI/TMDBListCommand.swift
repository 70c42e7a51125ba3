import ArgumentParser
import FilmSwipeCommands
import FilmSwipeDomain
import FilmSwipeImport
import FilmSwipeTMDB
import Foundation

/// `filmswipe tmdb list FILE`: a new list on the player's TMDB account with the films of a list file, such as a room's
/// matches from `party matches --export letterboxd`. Every film is looked up before the list is made, so a file none
/// of whose films TMDB has makes no empty list.
struct TMDBListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Make a list on your TMDB account of the films in a list file, such as a room's matches (`party matches --export letterboxd`).",
        discussion: """
        The file is one FilmSwipe writes for Letterboxd (Title, Year, tmdbID), or a Letterboxd watchlist. A film is found \
        by its TMDB id when the file has one, else by its title and year; a film TMDB does not have is named and left \
        out. Each run makes a new list, in the file's order.
        """
    )

    @Argument(help: ArgumentHelp("The list file: such as letterboxd-party-K7QX3PM.csv, as `party matches --export letterboxd` writes it.", valueName: "file"),
              completion: .file(extensions: ["csv"]))
    var file: String

    @Option(help: ArgumentHelp("The list's name (default: \"FilmSwipe party CODE\" for a room's matches, else the file's name).", valueName: "name"))
    var name: String?

    func validate() throws {
        if let name, name.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--name is empty: give the list a name, or leave --name out for \(Self.defaultName(of: file)).")
        }
    }

    func run() async throws {
        try await TMDBCommand.reporting {
            let url = URL(fileURLWithPath: file)
            let entries = try LetterboxdExport.read(url).entries
            guard !entries.isEmpty else {
                throw CommandFailure("\(url.path) lists no film, so no list was made. `filmswipe party matches --export letterboxd DIR` writes a room's matches.")
            }
            let settings = try TMDBSettings.load()
            guard settings.sessionID != nil else {
                throw CommandFailure("A list is made on your TMDB account, and there is no TMDB session: run `filmswipe tmdb login` first. Nothing was made.")
            }
            let client = TMDBClient(settings: settings, configuration: TMDBCommand.clientConfiguration)
            var found: [(id: Int, line: String)] = []
            var missing: [String] = []
            let search = TMDBFilmSearch(client: client)
            for entry in entries {
                let line = entry.title + (entry.year.map { " (\($0))" } ?? "")
                if let id = try await Self.tmdbID(of: entry, search: search) {
                    if !found.contains(where: { $0.id == id }) { found.append((id, line)) }
                } else {
                    missing.append(line)
                }
            }
            guard !found.isEmpty else {
                let named = missing.prefix(5).joined(separator: ", ") + (missing.count > 5 ? " and \(missing.count - 5) more" : "")
                throw CommandFailure("TMDB has none of the films of \(url.path) by their title and year: \(named). No list was made.")
            }
            let listName = name.map { $0.trimmingCharacters(in: .whitespaces) } ?? Self.defaultName(of: file)
            let writer = TMDBListWriter(client: client)
            let listID = try await writer.makeList(name: listName, description: "Made by FilmSwipe from \(url.lastPathComponent).")
            let address = "https://www.themoviedb.org/list/\(listID)"
            for (index, film) in found.enumerated() {
                do {
                    _ = try await writer.add(movieID: film.id, to: listID)
                } catch {
                    throw CommandFailure(
                        "The TMDB list \"\(listName)\" (\(address)) was made, but \(film.line) could not be added to it: \(error.localizedDescription) "
                            + "It holds the first \(index) of \(found.count) films; delete it on TMDB and run this again."
                    )
                }
            }
            print("Made the TMDB list \"\(listName)\" with \(found.count) film\(found.count == 1 ? "" : "s"): \(address)")
            for line in missing { print("Not on TMDB, left out: \(line)") }
        }
    }

    /// "FilmSwipe party K7QX3PM" for a room's matches, else "FilmSwipe: " and the file's name without `.csv`.
    static func defaultName(of file: String) -> String {
        let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        if stem.hasPrefix("letterboxd-party-") { return "FilmSwipe party " + stem.dropFirst("letterboxd-party-".count) }
        return "FilmSwipe: " + stem
    }

    /// The film's TMDB id: the file's, else the first film TMDB finds by its title of the same year (and the same title,
    /// when one is); nil when none.
    private static func tmdbID(of entry: HistoryEntry, search: TMDBFilmSearch) async throws -> Int? {
        if let id = entry.tmdbID { return id }
        let films = try await search.films(matching: entry.title, limit: TMDBFilmSearch.pageSize).filter { entry.year == nil || $0.year == entry.year }
        let title = TitleFolding.fold(entry.title)
        return (films.first { TitleFolding.fold($0.title) == title } ?? films.first)?.id.value
    }
}
