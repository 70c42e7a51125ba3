import ArgumentParser

/// `filmswipe recommend`: `filmswipe-recommender recommend`.
struct RecommendForwardCommand: RecommenderForwarding {
    static let configuration = CommandConfiguration(
        commandName: "recommend",
        abstract: "Print what the game would deal next, as JSON lines, for a ratings file's users or for you; `filmswipe recommend --help` says more."
    )

    static let handover = CompanionHandover.recommend

    @Argument(parsing: .captureForPassthrough, help: "recommend's options", completion: completion)
    var arguments: [String] = []
}
