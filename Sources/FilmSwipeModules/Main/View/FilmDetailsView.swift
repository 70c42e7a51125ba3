import FilmSwipeCells
import FilmSwipeText

/// A card's full details beside its larger poster: the title, every line of the details wrapped to the text's width
/// (cut with an ellipsis where the box ends), and the footer.
struct FilmDetailsView {
    let theme: Theme

    /// Draws `card`'s `lines` in `layout`, with `poster` (drawn in the layout's size) in its place once it is ready.
    func render(
        _ card: FilmCardViewData, lines: [(String, Style)], poster: TerminalPoster?, layout: DetailsPosterLayout, footer: String,
        into buffer: inout Buffer, area: Rect
    ) {
        DialogView.clear(around: layout.frame, in: area, buffer: &buffer)
        buffer.drawBox(layout.frame, style: theme.frame, glyphs: theme.glyphs, clip: area)
        if let poster, poster.columns == layout.size.columns, poster.rows == layout.size.rows {
            PosterView.draw(poster, in: layout.posterFrame, still: true, into: &buffer, clip: area)
        }
        let text = layout.textFrame
        let ellipsis = theme.glyphs.ellipsis
        var rows: [(String, Style)] = TextLayout.wrap(card.title, width: text.width, maxLines: 2, ellipsis: ellipsis).map { ($0, theme.title) }
        rows.append(("", theme.body))
        for (line, style) in lines {
            for paragraph in line.split(separator: "\n", omittingEmptySubsequences: false) {
                rows += paragraph.isEmpty ? [("", style)] : TextLayout.wrap(String(paragraph), width: text.width, ellipsis: ellipsis).map { ($0, style) }
            }
        }
        // The footer takes the last row; a cut shows on the last line kept.
        let room = text.height - 2
        if rows.count > room {
            rows = Array(rows.prefix(max(0, room)))
            while rows.count > 1, rows.last?.0.isEmpty == true { rows.removeLast() }
            if let last = rows.last {
                let marked = DisplayWidth.of(last.0) + DisplayWidth.of(ellipsis) <= text.width
                    ? last.0 + ellipsis : TextLayout.truncate(last.0 + ellipsis + ellipsis, width: text.width, ellipsis: ellipsis)
                rows[rows.count - 1] = (marked, last.1)
            }
        }
        for (index, (line, style)) in rows.enumerated() {
            buffer.write(line, x: text.x, y: text.y + index, style: style, clip: text)
        }
        buffer.writeCentred(footer, in: text, y: text.maxY - 1, style: theme.muted, ellipsis: ellipsis)
    }
}
