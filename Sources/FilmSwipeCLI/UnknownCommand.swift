import FilmSwipeDomain

/// A word after `filmswipe` that is no command: what the player is told, with the commands and the nearest one.
struct UnknownCommand: Equatable {
    /// The word as typed.
    let word: String
    /// Every command, in the order `--help` lists them.
    let commands: [String]
    /// Whether the word came after the game's options (`filmswipe --seed 3 list`), where no word may come.
    let afterOptions: Bool

    init(word: String, among commands: [String], afterOptions: Bool = false) {
        self.word = word
        self.commands = commands
        self.afterOptions = afterOptions
    }

    /// What the word most likely meant: a command of `party`, `tmdb` or `catalogue` typed without it (`party serve`
    /// for `serve`), else the command a slip away from it (`list` for `lsit`), if any.
    var suggestion: String? {
        if let within = Self.commandsWithin.first(where: { $0.last == word.lowercased() }) { return within.joined(separator: " ") }
        return NearestName.nearest(to: word, among: commands).flatMap { $0 == word ? nil : $0 }
    }

    /// The commands one level down that players type on their own: `filmswipe serve` means `filmswipe party serve`.
    static let commandsWithin = [
        ["party", "serve"], ["party", "host"], ["party", "join"], ["party", "matches"], ["party", "end"],
        ["tmdb", "login"], ["tmdb", "status"], ["tmdb", "sync"], ["tmdb", "logout"],
        ["catalogue", "build"], ["catalogue", "model"],
    ]

    /// What `filmswipe` prints, every line ended.
    var message: String {
        let shown = SafeText.clean(word, limit: 40)
        let first: String
        if afterOptions, commands.contains(word) {
            first = "filmswipe: '\(shown)' is a command: write it first, as in filmswipe \(shown) …, with its options after it."
        } else if afterOptions {
            first = "filmswipe: unknown command '\(shown)': the game's options take no other word, and a command comes first."
        } else {
            first = "filmswipe: unknown command '\(shown)'."
        }
        let meant = suggestion.map { "Did you mean '\($0)'?\n" } ?? ""
        let listed = commands.map { $0 == "play" ? "play (the default)" : $0 }.joined(separator: ", ")
        return """
        \(first)
        \(meant)The commands: \(listed).
        filmswipe --help says what each does; filmswipe help COMMAND shows its options.

        """
    }
}
