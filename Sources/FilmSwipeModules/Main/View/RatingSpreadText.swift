import FilmSwipeCells

/// How a film's ratings spread from half a star to five, in one line of text.
enum RatingSpreadText {
    /// Below this many ratings the line lists the ratings themselves. Four ratings or fewer fill at most four of the
    /// ten places, each bar then one or two ratings high: a chart of them reads as a verdict it cannot carry, while the
    /// list ("4 ratings: 2★, 3½★, 4★, 4★") says exactly what is known and fits the narrowest card (36 columns).
    static let fewRatings = 5

    /// "Ratings ½★ ·▁▂▃▅█▇▅▂▁ 5★": ten bars at fixed places, one for each half star, the tallest full height and an
    /// empty place a dot; below `fewRatings` ratings, "2 ratings: 4★, 5★". Nil when `spread` is not ten counts with
    /// a rating among them.
    static func line(_ spread: [Int], glyphs: Glyphs) -> String? {
        guard spread.count == 10, spread.allSatisfy({ $0 >= 0 }) else { return nil }
        // Counts from a file can be huge: each is capped where it stops mattering, so the sum cannot overflow.
        let total = spread.reduce(0) { $0 + min($1, fewRatings) }
        guard total > 0 else { return nil }
        guard total >= fewRatings else {
            let stars = spread.enumerated().flatMap { bucket, count in Array(repeating: Self.stars(halves: bucket + 1, glyphs: glyphs), count: count) }
            return "\(total) rating\(total == 1 ? "" : "s"): " + stars.joined(separator: ", ")
        }
        return "Ratings \(stars(halves: 1, glyphs: glyphs)) \(glyphs.sparkline(spread)) \(stars(halves: 10, glyphs: glyphs))"
    }

    /// "3½★" for seven halves ("3.5*" in ASCII), "½★" for one.
    static func stars(halves: Int, glyphs: Glyphs) -> String {
        let whole = halves / 2
        guard halves % 2 == 1 else { return "\(whole)\(glyphs.star)" }
        guard glyphs == .unicode else { return "\(whole).5\(glyphs.star)" }
        return (whole == 0 ? "" : "\(whole)") + "½" + glyphs.star
    }
}
