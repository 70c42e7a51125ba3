import ArgumentParser
import FilmSwipeCommands
import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// `filmswipe reset [--yes]`: forgets every reaction after a confirmation.
struct ResetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reset", abstract: "Forget every reaction and start over.")

    @Flag(help: "Do not ask for confirmation.")
    var yes = false

    @OptionGroup var options: GameOptions

    func run() async throws {
        try await CommandFailure.reporting {
            let folder = try DataFolder.prepare(options.dataFolder())
            let store = try ReactionStoreOpener.open(in: folder)
            let count = try await store.records(nil).count
            guard count > 0 else {
                print("There are no reactions to forget.")
                return
            }
            if !yes {
                guard isatty(STDIN_FILENO) == 1 else {
                    throw CommandFailure("Refusing to forget \(count) reactions without confirmation: run it in a terminal, or add --yes.")
                }
                print("Forget all \(count) reactions in \(folder.url.path)? Type yes to confirm: ", terminator: "")
                guard readLine()?.trimmingCharacters(in: .whitespaces).lowercased() == "yes" else {
                    print("Nothing was changed.")
                    return
                }
            }
            try await store.removeAll()
            print("Forgot \(count) reactions. The next game starts from the beginning.")
        }
    }
}
