import ArgumentParser

/// `filmswipe` as its completion scripts see it: its commands, and at the top level the options of `play`, the
/// default, so that `filmswipe --⇥` offers `--data-dir`, `--genre` and the rest. Only `--generate-completion-script`
/// reads it; the scripts' calls back (`filmswipe ---completion party …`) are answered by `FilmSwipeCommand`, whose
/// commands are the same.
struct CompletionShape: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: FilmSwipeCommand.configuration.commandName,
        version: FilmSwipeCommand.configuration.version,
        subcommands: FilmSwipeCommand.configuration.subcommands
    )

    @OptionGroup var play: PlayCommand
}
