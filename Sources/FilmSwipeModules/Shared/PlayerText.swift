import FilmSwipeDomain

/// The words the modules show the player, said once: Main, Library, Search and Result share them. (What any error
/// says of itself is `PlayerMessage.describing`, in the domain, which the programs' own messages use too.)
public enum PlayerText {
    public static let dataEndText = "Seems like the end of the recommendations"
    public static let successTitle = "Success"
    public static let undoTitle = "Undo"
    public static let matchesTitle = "Matches"
    public static let noMatchesText = "No match yet: a film is a match once everyone in the room has swiped it right or up."
    public static let nothingToUndoText = "Nothing to undo."
    public static let filtersTitle = "Filters"
    public static let filtersUnsupportedText = "Filters choose from the bundled catalogue's recommendations; this catalogue is dealt in its own order."
    public static let welcomeText = "Swipe right to favourite, left to dislike, up for your watchlist, down if you have seen it. Press ? for every key."

    /// What a search says when the player's reactions could not be read to mark the films found.
    public static func reactionsUnmarkedText(_ reason: String) -> String {
        "Films you reacted to are not marked: \(reason)"
    }

    /// What the player is told of a failed Main use case.
    public static func message(for error: MainError) -> PlayerMessage {
        switch error {
        case let .loading(cause):
            PlayerMessage(describing: cause)
        case let .saving(title, cause):
            PlayerMessage(describing: cause, context: "Could not save your reaction to \(title)")
        case let .undoing(cause):
            PlayerMessage(describing: cause, context: "Could not take back your last reaction")
        case let .reading(cause):
            PlayerMessage(describing: cause, context: "Could not read your reactions")
        }
    }

    /// What a redo did, named: "Heat is now disliked."
    public static func successText(title: String, reaction: UserReaction) -> String {
        switch reaction {
        case .favourite: "\(title) is now a favourite."
        case .watchlist: "\(title) is now on your watchlist."
        case .dislike: "\(title) is now disliked."
        case .seen: "\(title) is now among the films you have seen."
        case .none: "\(title) is off your lists."
        }
    }

    /// What a reaction had become meanwhile, elsewhere: "Heat had been changed elsewhere (it was disliked)."
    public static func changedElsewhereText(title: String, reaction: UserReaction) -> String {
        "\(title) had been changed elsewhere (it was \(standing(reaction)))."
    }

    /// What an undo did, named: "Heat is back in your favourites.", "Heat is back on top of the deck."
    public static func undoneText(_ undo: ReactionUndo) -> String {
        let title = undo.film.title
        switch undo.outcome {
        case let .restored(record):
            return switch record?.reaction ?? .none {
            case .favourite: "\(title) is back in your favourites."
            case .watchlist: "\(title) is back on your watchlist."
            case .dislike: "\(title) is back among your dislikes."
            case .seen: "\(title) is back among the films you have seen."
            case .none: "\(title) is back on top of the deck."
            }
        case let .keptNewer(reaction):
            return "\(title) was changed elsewhere since, so it stays \(standing(reaction))."
        }
    }

    /// The filter in force, briefly, for the header: "Drama, Comedy · 1990-1999 · 7.0/10+"; nil when it lets every film through.
    public static func filterSummary(_ filter: RecommendationFilter) -> String? {
        guard !filter.isEmpty else { return nil }
        var parts: [String] = []
        if !filter.genres.isEmpty { parts.append(filter.genres.joined(separator: ", ")) }
        switch (filter.fromYear, filter.toYear) {
        case let (from?, to?): parts.append(from == to ? "\(from)" : "\(from)-\(to)")
        case let (from?, nil): parts.append("from \(from)")
        case let (nil, to?): parts.append("up to \(to)")
        case (nil, nil): break
        }
        if let rating = filter.minRating {
            let tenths = Int((rating * 10).rounded())
            parts.append("\(tenths / 10).\(tenths % 10)/10+")
        }
        if filter.onlyYourServices { parts.append("on your services") }
        return parts.joined(separator: " · ")
    }

    // How a film stands with the player: "a favourite", "marked seen".
    private static func standing(_ reaction: UserReaction) -> String {
        switch reaction {
        case .favourite: "a favourite"
        case .watchlist: "on your watchlist"
        case .dislike: "disliked"
        case .seen: "marked seen"
        case .none: "off your lists"
        }
    }

    /// What a change of reaction made over one made elsewhere did: both sentences.
    public static func changedText(title: String, reaction: UserReaction, changedElsewhere: UserReaction?) -> String {
        let done = successText(title: title, reaction: reaction)
        guard let changedElsewhere else { return done }
        return changedElsewhereText(title: title, reaction: changedElsewhere) + " " + done
    }
}
