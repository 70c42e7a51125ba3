public extension Film {
    /// "Heat (1995)", or the title alone when the year is unknown.
    var titleWithYear: String { year.map { "\(title) (\($0))" } ?? title }
}
