import ArgumentParser
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import FilmSwipePartyClient
import Foundation

/// Where `party matches --export` writes a room's matches to.
enum PartyMatchesFormat: String, ExpressibleByArgument, CaseIterable {
    /// A list for Letterboxd's list importer.
    case letterboxd
}

/// `party matches --export letterboxd DIR`: one room's matches (its pick first) as a Letterboxd list import file in a
/// folder (made if missing), never over a file already there.
struct PartyMatchesExport {
    let folder: URL

    /// Writes the matches of `party`; says what was written and where it goes.
    func write(_ party: PartyRecord) throws {
        let films = Self.films(of: party)
        guard !films.isEmpty else {
            throw CommandFailure("Party \(party.code) had no match, so there is no list to write. `filmswipe party matches` lists your parties and their matches.")
        }
        try OutputFolder.prepare(folder, writes: "--export letterboxd writes its file", wayOut: "give a folder after --export letterboxd")
        let name = LetterboxdListFile.partyFileName(code: party.code)
        guard !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) else {
            throw CommandFailure("\(folder.path) already holds \(name) from an earlier export. Nothing was written; move it aside, or choose another folder.")
        }
        do {
            try NewFileSet.write([(name, LetterboxdListFile.data(films))], into: folder)
        } catch {
            throw CommandFailure("\(PlayerMessage.describing(error)). Nothing was written; choose another folder.")
        }
        let first = party.pick.map { ", the pick \($0.line) first" } ?? ""
        print("Wrote \(name) into \(folder.path): \(films.count) film\(films.count == 1 ? "" : "s")\(first).")
        print("On Letterboxd: New list, then Import, and choose the file (say \"Party \(party.code)\"). A list marks nothing watched.")
        print("`filmswipe import letterboxd \(folder.appendingPathComponent(name).path)` puts them on your watchlist here.")
        print("`filmswipe tmdb list \(folder.appendingPathComponent(name).path)` makes it a list on your TMDB account.")
    }

    /// The list's films: the room's pick first, when it picked, then its matches in the order they happened.
    static func films(of party: PartyRecord) -> [Film] {
        var films: [Film] = []
        if let pick = party.pick { films.append(Film(id: pick.film, title: pick.title, year: pick.year)) }
        for match in party.matches where match.film != party.pick?.film {
            films.append(Film(id: match.film, title: match.title, year: match.year))
        }
        return films
    }
}
