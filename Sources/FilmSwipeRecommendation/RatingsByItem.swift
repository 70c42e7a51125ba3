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
}
