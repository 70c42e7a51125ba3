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
    /// not fit, the last line ends in `ellipsis`. Words longer than a line are broken. Linear in the text's length, and
    /// it stops reading once it knows the text does not fit, so any text from outside lays out at once.
    public static func wrap(_ text: String, width: Int, maxLines: Int = .max, ellipsis: String = "…") -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var lines: [String] = []
        var line = "", lineWidth = 0
        func endLine() {
            lines.append(line)
            line = ""
            lineWidth = 0
        }
        words: for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            // One line more than fits is enough to know an ellipsis is needed.
            if lines.count > maxLines { break }
            let wordWidth = DisplayWidth.of(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " "
                line += word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 { endLine() }
            guard wordWidth > width else {
                line = String(word)
                lineWidth = wordWidth
                continue
            }
            // A word longer than a line is broken where the line is full, one character at a time.
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                guard characterWidth <= width else { continue } // a wide character in a one-column line: skipped
                if lineWidth + characterWidth > width {
                    endLine()
                    if lines.count > maxLines { break words }
                }
                line.append(character)
                lineWidth += characterWidth
            }
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
}
