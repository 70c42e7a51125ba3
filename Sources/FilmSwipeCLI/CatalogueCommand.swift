import ArgumentParser

/// `filmswipe catalogue`: builds what the game deals from ahead of time.
struct CatalogueCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalogue",
        abstract: "Build the recommender's model file, or a catalogue from a MovieLens release.",
        subcommands: [CatalogueBuildCommand.self, CatalogueModelForwardCommand.self]
    )
}
