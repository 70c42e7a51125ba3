extension String {
    /// The text without leading and trailing white space (spaces, tabs, line breaks).
    ///
    /// Foundation's `trimmingCharacters(in:)` goes through UTF-16 on Linux and took most of the time of reading a
    /// large history; fields seldom have spaces around them, so most are returned untouched after two checks.
    var trimmedWhiteSpace: String {
        // Printable ASCII at both ends, the usual case, needs no look at Unicode properties.
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return self
        }
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last,
              first.properties.isWhitespace || last.properties.isWhitespace
        else { return self }
        let start = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.endIndex
        let end = scalars.lastIndex { !$0.properties.isWhitespace }.map(scalars.index(after:)) ?? start
        return String(scalars[start..<end])
    }
}
