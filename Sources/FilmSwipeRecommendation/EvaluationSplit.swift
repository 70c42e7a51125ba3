import FilmSwipeDomain

/// How both evaluations split the users: into folds by the seed, and a validation split of one in five of the first
/// fold's training users, on which the baselines' settings (and the game's knobs) are chosen.
struct EvaluationSplit {
    /// Each film's model index.
    let index: [FilmID: Int32]
    /// Each user's ratings, in the file's order.
    let byUser: [Int32: [Rating]]
    /// The users of each fold.
    let foldUsers: [[Int32]]
    /// The validation users, ascending: taken out of the first fold's training users.
    let validationUsers: [Int32]
    /// The users left out of the model the validation users are scored on: the first fold's and the validation users.
    let validationExcluded: Set<Int32>
    /// Users with fewer ratings are not scored.
    let minimumRatings: Int

    /// Splits the users of `ratings` into `folds` by `seed`.
    init(ratings: RatingSet, films: [Film], folds: Int, seed: UInt64, minimumRatings: Int) {
        var index: [FilmID: Int32] = [:]
        for (position, film) in films.enumerated() where index[film.id] == nil { index[film.id] = Int32(position) }
        self.index = index
        let byUser = Dictionary(grouping: ratings.ratings, by: \.user)
        self.byUser = byUser
        var users = byUser.keys.sorted()
        var random = SeededRandom(seed: seed)
        users.shuffle(using: &random)
        let foldCount = max(1, folds)
        let foldUsers = (0..<foldCount).map { fold in users.enumerated().filter { $0.offset % foldCount == fold }.map(\.element) }
        self.foldUsers = foldUsers
        var validationRandom = SeededRandom(seed: seed, stream: 0x5641_4C49_44)
        var firstTraining = Set(users).subtracting(foldUsers[0]).sorted()
        firstTraining.shuffle(using: &validationRandom)
        validationUsers = firstTraining.enumerated().filter { $0.offset % 5 == 0 }.map(\.element).sorted()
        validationExcluded = Set(foldUsers[0]).union(validationUsers)
        self.minimumRatings = minimumRatings
    }

    /// Whether `user` has enough ratings to be scored.
    func isEvaluable(_ user: Int32) -> Bool {
        (byUser[user]?.count ?? 0) >= minimumRatings
    }

    /// `user`'s ratings split by time.
    func heldOut(_ user: Int32) -> HeldOutUser {
        HeldOutUser(ratings: byUser[user]!, index: index)
    }

    /// The scored validation users, split.
    var validationSplits: [HeldOutUser] {
        validationUsers.filter(isEvaluable).map(heldOut)
    }
}
