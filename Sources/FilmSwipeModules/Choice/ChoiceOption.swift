import FilmSwipeCells

/// One answer to a question a Choice dialog asks: its key, and what choosing it does once the dialog has closed.
public struct ChoiceOption {
    /// The key that chooses it, with the words the dialog and its bottom line show.
    public let binding: KeyBinding
    /// What choosing it does.
    public let action: @MainActor () -> Void

    /// An option chosen with `binding`, doing `action`.
    public init(_ binding: KeyBinding, action: @escaping @MainActor () -> Void) {
        self.binding = binding
        self.action = action
    }
}
