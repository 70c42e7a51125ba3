import ArgumentParser

/// `filmswipe evaluate`: `filmswipe-recommender evaluate`.
struct EvaluateForwardCommand: RecommenderForwarding {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Measure the recommender on held-out MovieLens users against popularity, item-kNN and EASE; `filmswipe evaluate --help` says more."
    )

    static let handover = CompanionHandover.evaluate

    @Argument(parsing: .captureForPassthrough, help: "evaluate's options", completion: completion)
    var arguments: [String] = []
}
