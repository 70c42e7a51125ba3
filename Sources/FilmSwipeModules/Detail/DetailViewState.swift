import FilmSwipeDomain

/// What the Detail (redo) view shows.
public struct DetailViewState: Sendable, Equatable {
    /// The film whose reaction is being changed.
    public let film: FilmCardViewData
    /// The choices, in the order shown.
    public let choices: [UserReaction]
    /// The reaction the film has now.
    public let current: UserReaction
    /// The highlighted choice.
    public let selected: UserReaction
    /// Whether the change is being saved; input waits meanwhile.
    public let isSaving: Bool
    /// What opening the film's page came to ("Opened … in your browser", or the address to copy), until the next key.
    public var notice: String? = nil
    /// The address the notice is about, shown after it, or alone where both do not fit.
    public var noticeAddress: String? = nil

    /// Whether saving is offered: only when the selection differs from the current reaction.
    public var canSave: Bool { selected != current && choices.contains(selected) && !isSaving }
}
