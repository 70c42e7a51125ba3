import FilmSwipeCells
import FilmSwipeText

/// A scrolling list of films, a line each (title, then genres and rating, muted), with one highlighted: the Library's
/// lists and the search results.
struct FilmListView {
    let theme: Theme

    func render(_ rows: [(title: String, details: String)], selected: Int, into buffer: inout Buffer, area: Rect) {
        // Keep the highlight in view, in the middle once the list is longer than the screen.
        let top = max(0, min(selected - area.height / 2, rows.count - area.height))
        let ellipsis = theme.glyphs.ellipsis
        for (offset, row) in rows[top...].prefix(area.height).enumerated() {
            let y = area.y + offset
            let isSelected = top + offset == selected
            if isSelected { buffer.fill(Rect(x: area.x, y: y, width: area.width, height: 1), style: theme.selected) }
            let titleWidth = min(DisplayWidth.of(row.title), max(10, area.width * 3 / 5))
            let title = TextLayout.truncate(row.title, width: titleWidth, ellipsis: ellipsis)
            let end = buffer.write(" " + title, x: area.x, y: y, style: isSelected ? theme.selected : theme.title, clip: area)
            let details = TextLayout.truncate(theme.glyphs.adapt(row.details), width: max(0, area.maxX - end - 3), ellipsis: ellipsis)
            buffer.write("  " + details, x: end, y: y, style: isSelected ? theme.selected : theme.muted, clip: area)
        }
    }
}
