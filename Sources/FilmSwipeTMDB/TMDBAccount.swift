/// The TMDB account a session belongs to.
public struct TMDBAccount: Sendable, Equatable {
    /// TMDB's account id, used in the account list paths.
    public let id: Int
    /// The user's TMDB name, cleaned so it is safe to print.
    public let username: String

    /// An account with `id` and an already cleaned `username`.
    public init(id: Int, username: String) {
        self.id = id
        self.username = username
    }
}
