import FilmSwipeCells
import FilmSwipeText

/// The bottom line of a screen listing films (the lists, the search): its keys, and where the highlighted film is in
/// the list ("3/12").
struct FilmListFooter {
    let theme: Theme

    func render(keys: String, selected: Int?, count: Int, into buffer: inout Buffer, area: Rect) {
        let position = selected.map { " \($0 + 1)/\(count) " } ?? ""
        let row = Rect(x: area.x, y: area.maxY - 1, width: area.width, height: 1)
        let room = max(0, area.width - DisplayWidth.of(position) - 2)
        buffer.write(" " + TextLayout.truncate(keys, width: room, ellipsis: theme.glyphs.ellipsis), x: row.x, y: row.y, style: theme.muted, clip: row)
        buffer.write(position, x: row.maxX - DisplayWidth.of(position), y: row.y, style: theme.muted, clip: row)
    }
}
