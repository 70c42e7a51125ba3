import ArgumentParser
import FilmSwipeCommands
import Foundation

/// What `filmswipe`'s words ask for before ArgumentParser reads them: a word that is no command (which would otherwise
/// reach the default `play` as "Unexpected argument"), help for a command a companion program carries out (whose
/// options only that program knows), or a completion script that offers the game's options at the top level.
enum CommandLineEntry {
    /// What to do with `arguments` (the words after `filmswipe`).
    enum Route: Equatable {
        /// ArgumentParser reads them.
        case parse
        /// A first word that is no command: say so, list the commands, exit 64.
        case unknown(UnknownCommand)
        /// `filmswipe help party join`: the companion's own help, `filmswipe-party help join`.
        case companionHelp(CompanionProgram, arguments: [String])
        /// `--generate-completion-script`: written from `CompletionShape`, which has the game's options.
        case completionScript
    }

    /// The commands `filmswipe` takes, as typed; `help` included.
    static var commandNames: [String] {
        FilmSwipeCommand.configuration.subcommands.map { $0._commandName } + ["help"]
    }

    /// The route for `arguments`.
    static func route(_ arguments: [String]) -> Route {
        guard let first = arguments.first else { return .parse }
        if first == "--generate-completion-script" || first.hasPrefix("--generate-completion-script=") { return .completionScript }
        if first.hasPrefix("-") { return .parse }
        guard commandNames.contains(first) else { return .unknown(UnknownCommand(word: first, among: commandNames)) }
        guard first == "help", arguments.count > 1 else { return .parse }
        let asked = Array(arguments.dropFirst())
        if let handover = CompanionHandover.covering(asked) {
            return .companionHelp(handover.program, arguments: ["help"] + handover.programWords(for: asked))
        }
        return commandNames.contains(asked[0]) ? .parse : .unknown(UnknownCommand(word: asked[0], among: commandNames))
    }

    /// Runs `filmswipe` with `arguments`: the route, then ArgumentParser as its own `main` would, except that a word
    /// the game's options left over is answered as an unknown command, not as play's "Unexpected argument".
    static func run(_ arguments: [String]) async {
        switch route(arguments) {
        case .parse:
            do {
                var command = try await FilmSwipeCommand.asyncParseAsRoot(arguments)
                if var asynchronous = command as? AsyncParsableCommand { try await asynchronous.run() } else { try command.run() }
            } catch {
                if FilmSwipeCommand.exitCode(for: error) == .validationFailure, arguments.first?.hasPrefix("--") == true,
                   let stray = StrayWord.first(in: arguments) {
                    refuse(UnknownCommand(word: stray, among: commandNames, afterOptions: true))
                }
                FilmSwipeCommand.exit(withError: error)
            }
        case let .unknown(unknown):
            refuse(unknown)
        case let .companionHelp(program, handed):
            do {
                try await CommandFailure.reporting { try program.run(handed) }
            } catch {
                FilmSwipeCommand.exit(withError: error)
            }
        case .completionScript:
            await CompletionShape.main(arguments)
        }
    }

    private static func refuse(_ unknown: UnknownCommand) -> Never {
        FileHandle.standardError.write(Data(unknown.message.utf8))
        FilmSwipeCommand.exit(withError: ExitCode.validationFailure)
    }
}
