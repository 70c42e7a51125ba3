/// A set of ratings, in the order they were given (the bundle's: by user, then time).
public struct RatingSet: Sendable {
    /// Every rating.
    public let ratings: [Rating]
    /// How many distinct people rated.
    public let userCount: Int

    /// Wraps `ratings`, keeping their order.
    public init(_ ratings: [Rating]) {
        self.ratings = ratings
        userCount = Set(ratings.lazy.map(\.user)).count
    }

    /// How many ratings there are.
    public var count: Int { ratings.count }

    /// The ratings of people not in `users`, in the same order.
    public func excluding(users: Set<Int32>) -> RatingSet {
        users.isEmpty ? self : RatingSet(ratings.filter { !users.contains($0.user) })
    }
}
