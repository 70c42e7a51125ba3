/// The methods an offline evaluation compares, in the report's order.
enum EvaluationMethod: Int, CaseIterable {
    /// The game's ranking, exploration off: what `recommend` gives.
    case game
    /// The game's deal as played, every few cards exploring another genre.
    case gameDealt
    /// EASE with the λ chosen on the validation split.
    case ease
    /// EASE with λ 300, for comparison with figures made with it, when another λ was chosen.
    case easeReference
    /// Item-kNN (cosine) with the neighbours and shrink chosen on the validation split.
    case itemKNN
    /// Most rated first.
    case popularity
    /// A seeded random order.
    case random

    /// The name in the report.
    func name(neighbours: Int, shrink: Double, lambda: Double?) -> String {
        switch self {
        case .game: "game"
        case .gameDealt: "game, dealt"
        case .ease: "EASE λ=\(Int(lambda ?? 0))"
        case .easeReference: "EASE λ=\(Int(OfflineEvaluation.referenceLambda))"
        case .itemKNN: "item-kNN k=\(neighbours) s=\(Int(shrink))"
        case .popularity: "popularity"
        case .random: "random"
        }
    }
}
