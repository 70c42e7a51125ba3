import FilmSwipeCells
import FilmSwipeText
import Foundation

/// A scrolling list of films, a line each (title, then genres and rating, muted), with one highlighted: the Library's
/// lists and the search results.
struct FilmListView {
    let theme: Theme

    /// `title` ("Title (1977)", as the lists and the search give it) cut to `width` columns: a title cut keeps its year,
    /// which is what tells two films of one name apart.
    static func cut(_ title: String, width: Int, ellipsis: String) -> String {
        guard DisplayWidth.of(title) > width, let year = title.range(of: #" \(\d{4}\)$"#, options: .regularExpression) else {
            return TextLayout.truncate(title, width: width, ellipsis: ellipsis)
        }
        let suffix = String(title[year])
        let room = width - DisplayWidth.of(suffix)
        guard room > DisplayWidth.of(ellipsis) + 2 else { return TextLayout.truncate(title, width: width, ellipsis: ellipsis) }
        return TextLayout.truncate(String(title[..<year.lowerBound]), width: room, ellipsis: ellipsis) + suffix
    }

    func render(_ rows: [(title: String, details: String)], selected: Int, into buffer: inout Buffer, area: Rect) {
        // Keep the highlight in view, in the middle once the list is longer than the screen.
        let top = max(0, min(selected - area.height / 2, rows.count - area.height))
        let ellipsis = theme.glyphs.ellipsis
        for (offset, row) in rows[top...].prefix(area.height).enumerated() {
            let y = area.y + offset
            let isSelected = top + offset == selected
            if isSelected { buffer.fill(Rect(x: area.x, y: y, width: area.width, height: 1), style: theme.selected) }
            let titleWidth = min(DisplayWidth.of(row.title), max(10, area.width * 3 / 5))
            let title = Self.cut(row.title, width: titleWidth, ellipsis: ellipsis)
            let end = buffer.write(" " + title, x: area.x, y: y, style: isSelected ? theme.selected : theme.title, clip: area)
            let details = TextLayout.truncate(theme.glyphs.adapt(row.details), width: max(0, area.maxX - end - 3), ellipsis: ellipsis)
            buffer.write("  " + details, x: end, y: y, style: isSelected ? theme.selected : theme.muted, clip: area)
        }
    }
}
