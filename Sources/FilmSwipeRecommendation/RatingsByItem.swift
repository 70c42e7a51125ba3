/// Ratings grouped by film: film `i`'s raters span `offsets[i]..<offsets[i + 1]`.
struct RatingsByItem: Sendable {
    /// Row starts, one per film plus the end.
    let offsets: [Int32]
    /// The rater of each rating.
    let users: [Int32]
    /// The centred, damped value of each rating.
    let values: [Float]
    /// Where each rating sits in the by-user arrays, so a pass can start right after it.
    let positions: [Int32]

    /// How many people rated both `first` and `second`: both rater lists are ascending, so one merge counts them.
    func sharedRaters(_ first: Int, _ second: Int) -> Int {
        var i = Int(offsets[first]), j = Int(offsets[second])
        let iEnd = Int(offsets[first + 1]), jEnd = Int(offsets[second + 1])
        var shared = 0
        while i < iEnd, j < jEnd {
            if users[i] == users[j] {
                shared += 1
                i += 1
                j += 1
            } else if users[i] < users[j] {
                i += 1
            } else {
                j += 1
            }
        }
        return shared
    }
}
