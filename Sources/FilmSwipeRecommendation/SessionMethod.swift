/// The methods a session evaluation plays, in the report's order.
enum SessionMethod: Int, CaseIterable {
    /// The game's ranking after every reaction, exploration off: what `recommend --session` deals.
    case game
    /// The game as played, every few cards exploring another genre.
    case gameDealt
    /// EASE with the λ chosen on the validation split, re-scored after every reaction.
    case ease
    /// Item-kNN with the neighbours and shrink chosen on the validation split, re-scored after every reaction.
    case itemKNN
    /// Most rated first, whatever the answers.
    case popularity

    /// The name in the report.
    func name(neighbours: Int, shrink: Double, lambda: Double?) -> String {
        switch self {
        case .game: "game"
        case .gameDealt: "game, dealt"
        case .ease: "EASE λ=\(Int(lambda ?? 0)), per reaction"
        case .itemKNN: "item-kNN k=\(neighbours) s=\(Int(shrink)), per reaction"
        case .popularity: "popularity"
        }
    }
}
