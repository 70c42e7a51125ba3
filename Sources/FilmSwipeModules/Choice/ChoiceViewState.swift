import FilmSwipeCells

/// What a Choice dialog shows: a titled question and the keys that answer it.
public struct ChoiceViewState: Equatable {
    /// The dialog's title.
    public let title: String
    /// The question, in a sentence or two.
    public let body: String
    /// The answers' keys, in the order shown.
    public let options: [KeyBinding]
}
