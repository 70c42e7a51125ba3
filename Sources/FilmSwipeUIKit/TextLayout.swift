/// Fits text into columns by display width: wrapping at spaces, cutting with an ellipsis.
public enum TextLayout {
    /// `text` cut to at most `width` columns, ending in `ellipsis` when it was cut.
    public static func truncate(_ text: String, width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        let room = width - DisplayWidth.of(ellipsis)
        guard room > 0 else { return String(ellipsis.prefix(width)) }
        return prefix(text, width: room) + ellipsis
    }

    // The longest start of `text` that fits `width` columns, without trailing spaces.
    private static func prefix(_ text: String, width: Int) -> String {
        var result = "", used = 0
        for character in text {
            let w = DisplayWidth.of(character)
            if used + w > width { break }
            result.append(character)
            used += w
        }
        while result.last == " " { result.removeLast() }
        return result
    }

    /// `text` wrapped into lines of at most `width` columns, at most `maxLines` of them; when it does
    /// not fit, the last line ends in `ellipsis`. Words longer than a line are broken.
    public static func wrap(_ text: String, width: Int, maxLines: Int = .max, ellipsis: String = "…") -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var lines: [String] = []
        var line = "", lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            var wordWidth = DisplayWidth.of(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            while wordWidth > width {
                let (head, tail) = split(word, atWidth: width)
                lines.append(head)
                word = tail
                wordWidth = DisplayWidth.of(word)
            }
            line = word
            lineWidth = wordWidth
        }
        if lineWidth > 0 { lines.append(line) }
        guard lines.count > maxLines else { return lines }
        var kept = Array(lines.prefix(maxLines))
        // Cut the last line at a word boundary when a word can go, so the ellipsis follows a whole word.
        let room = max(0, width - DisplayWidth.of(ellipsis))
        var last = kept[maxLines - 1]
        while DisplayWidth.of(last) > room, let space = last.lastIndex(of: " ") {
            last = String(last[..<space])
        }
        kept[maxLines - 1] = prefix(last, width: room) + ellipsis
        return kept
    }

    private static func split(_ word: String, atWidth width: Int) -> (String, String) {
        var head = "", used = 0
        var index = word.startIndex
        while index < word.endIndex {
            let w = DisplayWidth.of(word[index])
            if used + w > width { break }
            head.append(word[index])
            used += w
            index = word.index(after: index)
        }
        if head.isEmpty, index < word.endIndex { // a wide character in a one-column line: skip it
            index = word.index(after: index)
        }
        return (head, String(word[index...]))
    }
}
