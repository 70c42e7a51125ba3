import ArgumentParser
import FilmSwipeCommands
import FilmSwipeTMDB
import Foundation

/// `filmswipe tmdb sync`: sends the reactions your TMDB account has not confirmed yet, now.
struct TMDBSyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Send the reactions your TMDB account does not have yet (a game sends them by itself; this does it now)."
    )

    @OptionGroup var folder: DataFolderOptions

    func run() async throws {
        try await TMDBCommand.reporting {
            let settings = try TMDBSettings.load()
            guard settings.sessionID != nil else {
                throw CommandFailure("There is no TMDB session, so nothing can be sent to an account: run `filmswipe tmdb login` first. Your reactions stay saved here meanwhile.")
            }
            let store = try ReactionStoreOpener.open(in: try DataFolder.prepare(folder.dataFolder()))
            let client = TMDBClient(settings: settings, configuration: TMDBCommand.clientConfiguration)
            let outbox = TMDBOutbox(writer: TMDBAccountWriter(client: client), store: store)
            let report = await outbox.drain()
            print(Self.summary(report))
            if let stop = report.stoppedBy { throw CommandFailure(stop.errorDescription ?? "The changes could not be sent.") }
            if report.waiting > 0 { throw ExitCode.failure }
        }
    }

    /// What a pass did, in a sentence or two.
    static func summary(_ report: TMDBOutboxReport) -> String {
        func reactions(_ count: Int) -> String { count == 1 ? "1 reaction" : "\(count) reactions" }
        var lines: [String] = []
        if report.accountUnknown { return "TMDB could not be asked which reactions your account has; nothing was sent." }
        if report.sent == 0, report.waiting == 0 { lines.append("Nothing to send: your TMDB account has every reaction.") }
        if report.sent > 0 { lines.append("Sent \(reactions(report.sent)) to your TMDB account.") }
        if report.refused > 0 {
            lines.append("TMDB refused \(reactions(report.refused)) (a film it no longer has, for example); they stay saved here and are tried again next time.")
        }
        let unsent = report.waiting - report.refused
        if unsent > 0 { lines.append("\(reactions(unsent)) still waiting; a game with --source tmdb, or this command again, sends them once TMDB answers.") }
        return lines.joined(separator: "\n")
    }
}
