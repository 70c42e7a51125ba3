import FilmSwipeDomain

/// What the Search view shows: the query, and what it found.
public struct SearchViewState: Sendable, Equatable {
    /// One film found.
    public struct Row: Sendable, Equatable {
        /// "Title (Year)", or the title alone when the year is unknown.
        public let title: String
        /// "Comedy, Romance · ★ 8.0/10 · 238 ratings".
        public let details: String
        /// The player's reaction to it, `.none` when there is none.
        public let reaction: UserReaction

        /// A row for a film the player reacted to with `reaction`.
        public init(title: String, details: String, reaction: UserReaction = .none) {
            self.title = title
            self.details = details
            self.reaction = reaction
        }
    }

    /// Where the search is.
    public enum Status: Sendable, Equatable {
        /// Nothing typed yet.
        case empty
        /// Waiting for the films matching the query.
        case searching
        /// The rows are what the query found.
        case found
        /// The query found nothing; the text says so.
        case nothingFound(String)
        /// The search failed; the text says why.
        case failed(String)
    }

    public let query: String
    public let rows: [Row]
    /// The highlighted row, when there are rows.
    public let selectedRow: Int?
    public let status: Status
    /// What the player should know beside the results (their reactions could not be read to mark them); nil for nothing.
    public var note: String?

    /// A state showing `query`, its `rows` with `selectedRow` highlighted, `status`, and `note` when there is one.
    public init(query: String, rows: [Row], selectedRow: Int?, status: Status, note: String? = nil) {
        self.query = query
        self.rows = rows
        self.selectedRow = selectedRow
        self.status = status
        self.note = note
    }
}
