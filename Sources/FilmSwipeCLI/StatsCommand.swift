import ArgumentParser
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// `filmswipe stats`: counts, top genres among favourites, reactions per day.
struct StatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "stats", abstract: "Counts, favourite genres and reactions per day.")

    @OptionGroup var options: GameOptions

    func run() async throws {
        try await CommandFailure.reporting {
            let folder = try DataFolder.prepare(options.dataFolder())
            let store = try ReactionStoreOpener.open(in: folder)
            let records = try await store.records(nil)
            print(StatsReport(statistics: ReactionStatistics(records: records)).text, terminator: "")
        }
    }
}

/// The text `filmswipe stats` prints.
struct StatsReport {
    let statistics: ReactionStatistics

    var text: String {
        let counts = statistics.counts
        var lines = [
            "Reactions: \(statistics.total)",
            "  favourites  \(counts[.favourite] ?? 0)",
            "  watchlist   \(counts[.watchlist] ?? 0)",
            "  disliked    \(counts[.dislike] ?? 0)",
            "  seen        \(counts[.seen] ?? 0)",
        ]
        if !statistics.imported.isEmpty {
            let origins = ReactionOrigin.allCases.compactMap { origin in statistics.imported[origin].map { "\(origin.displayName) \($0)" } }
            lines.append("  imported    \(statistics.imported.values.reduce(0, +)) (\(origins.joined(separator: ", ")))")
        }
        if !statistics.topGenres.isEmpty {
            lines += ["", "Top genres among favourites:"]
            lines += statistics.topGenres.map { "  \($0.genre.padding(toLength: 16, withPad: " ", startingAt: 0))\($0.count)" }
        }
        if !statistics.perDay.isEmpty {
            lines += ["", "Reactions per day:"]
            let most = statistics.perDay.map(\.count).max() ?? 1
            lines += statistics.perDay.map { entry in
                let day = String(format: "%04d-%02d-%02d", entry.day.year ?? 0, entry.day.month ?? 0, entry.day.day ?? 0)
                let bar = String(repeating: "#", count: max(1, entry.count * 40 / most))
                return "  \(day)  \(String(entry.count).padding(toLength: 5, withPad: " ", startingAt: 0))\(bar)"
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
