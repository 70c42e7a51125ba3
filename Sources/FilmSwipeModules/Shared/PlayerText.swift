import FilmSwipeDomain

/// The words the modules show the player, said once: Main, Library and Result share them.
public enum PlayerText {
    public static let errorTitle = PlayerMessage.errorTitle
    public static let errorDescr = PlayerMessage.unexplained
    public static let dataEndText = "Seems like the end of the recommendations"
    public static let successTitle = "Success"
    public static let successDescr = "Successfully updated"
    public static let matchesTitle = "Matches"
    public static let noMatchesText = "No match yet: a film is a match once everyone in the room has swiped it right or up."
    public static let undoneTitle = "Undone"
    public static let nothingToUndoText = "There is no reaction to take back."
    public static let filtersTitle = "Filters"
    public static let filtersUnsupportedText = "Filters choose from the bundled catalogue's recommendations; this catalogue is dealt in its own order."
    public static let welcomeText = "Swipe right to favourite, left to dislike, up for your watchlist. Press ? for every key."

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
        let now = switch reaction {
        case .favourite: "a favourite"
        case .watchlist: "on your watchlist"
        case .dislike: "disliked"
        case .seen: "marked seen"
        case .none: "off your lists"
        }
        return "\(title) had been changed elsewhere (it was \(now))."
    }

    /// What a change of reaction made over one made elsewhere did: both sentences.
    public static func changedText(title: String, reaction: UserReaction, changedElsewhere: UserReaction?) -> String {
        let done = successText(title: title, reaction: reaction)
        guard let changedElsewhere else { return done }
        return changedElsewhereText(title: title, reaction: changedElsewhere) + " " + done
    }
}
