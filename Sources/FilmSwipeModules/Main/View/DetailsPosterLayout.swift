import FilmSwipeCells
import FilmSwipeDomain

/// The details of a card with a poster: a box wider than the card, the poster down its left side as tall as the box
/// allows (larger than the card's), the text beside it.
struct DetailsPosterLayout: Equatable {
    /// The box.
    let frame: Rect
    /// The poster's cells.
    let size: PosterSize

    /// The layout in `area` for a card `cardWidth` wide; nil when the text beside a poster would be too narrow to read
    /// or the poster too small to make out (the details are then drawn without one).
    static func of(area: Rect, cardWidth: Int) -> DetailsPosterLayout? {
        let height = area.height - 2
        let inner = height - 2
        var size = PosterSize(rows: inner)
        let widest = area.width - 2
        // The text keeps the card's width where the terminal has the room, and never less than a card's text beside a poster.
        while size.rows >= CardPosterLayout.minimumRows, widest - 4 - size.columns - 2 < CardPosterLayout.minimumTextColumns {
            size = PosterSize(rows: size.rows - 1)
        }
        guard size.rows >= CardPosterLayout.minimumRows else { return nil }
        let width = min(widest, cardWidth + size.columns + 2)
        return DetailsPosterLayout(frame: area.centred(width: width, height: height), size: size)
    }

    /// The inside of the box.
    var inner: Rect { frame.insetBy(dx: 2, dy: 1) }

    /// Where the poster sits: the left of the inside, at its top.
    var posterFrame: Rect { Rect(x: inner.x, y: inner.y, width: size.columns, height: size.rows) }

    /// Where the text goes, right of the poster.
    var textFrame: Rect { Rect(x: inner.x + size.columns + 2, y: inner.y, width: inner.width - size.columns - 2, height: inner.height) }
}
