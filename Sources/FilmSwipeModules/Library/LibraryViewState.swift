import FilmSwipeDomain

/// What the Library view shows: the tabs with their counts, and the chosen tab's films.
public struct LibraryViewState: Sendable, Equatable {
    /// One line of a list.
    public struct Row: Sendable, Equatable {
        /// "Title (Year)", or the title alone when the year is unknown.
        public let title: String
        /// "Drama, Crime · ★ 8.1/10".
        public let details: String
    }

    /// Each tab and how many films it holds, in order.
    public let counts: [LibraryTab: Int]
    public let tab: LibraryTab
    public let rows: [Row]
    /// The highlighted row, when the list is not empty.
    public let selectedRow: Int?
    /// Still reading the lists.
    public let isLoading: Bool
}
