/// One method's simulated sessions, user by user, in the order the users were played (the same for every method).
struct SessionTally {
    /// Per user: hits among all the cards dealt.
    private(set) var hits: [Double] = []
    /// Per user: hits among the first ten cards.
    private(set) var hitsAtTen: [Double] = []
    /// Per user who liked five cards with cards left after: the share of those later cards in the five likes' genre.
    private(set) var genreShare: [Double] = []

    /// Adds one user's session: the cards dealt in order, whether each was a hit and a like, and each card's genres.
    mutating func add(cards: [Int32], isHit: (Int32) -> Bool, isLike: (Int32) -> Bool, genres: (Int32) -> [UInt8], likesBeforeShare: Int) {
        hits.append(Double(cards.filter(isHit).count))
        hitsAtTen.append(Double(cards.prefix(10).filter(isHit).count))
        let likes = cards.indices.filter { isLike(cards[$0]) }
        guard likes.count >= likesBeforeShare, let fifth = likes.dropFirst(likesBeforeShare - 1).first, fifth + 1 < cards.count else { return }
        var counts: [UInt8: Int] = [:]
        for place in likes.prefix(likesBeforeShare) {
            for genre in genres(cards[place]) { counts[genre, default: 0] += 1 }
        }
        // The genre most of the five likes have; ties to the lower number, so the figure never depends on hashing.
        guard let favourite = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key })?.key else { return }
        let after = cards[(fifth + 1)...]
        genreShare.append(Double(after.filter { genres($0).contains(favourite) }.count) / Double(after.count))
    }

    /// Users played.
    var userCount: Int { hits.count }
}
