import FilmSwipeCells
import FilmSwipeDomain

/// Where a card's poster goes: at its side on a wide card, above the text on a narrow tall one; nowhere on a small one.
struct CardPosterLayout: Equatable {
    enum Placement: Equatable { case side, top }

    let placement: Placement
    /// The poster's cells.
    let size: PosterSize

    /// The columns the text beside a poster keeps, at least: a title and a logline still read.
    static let minimumTextColumns = 30
    /// The rows the text under a poster keeps, at least.
    static let minimumTextRows = 5
    /// The fewest rows a poster is drawn in: smaller, nothing in it can be made out.
    static let minimumRows = 6

    /// The layout for a card whose inside (within the frame and margins) is `inner`; nil when there is no room.
    static func of(inner: Rect) -> CardPosterLayout? {
        let side = PosterSize(rows: inner.height)
        if side.rows >= minimumRows, inner.width - side.columns - 2 >= minimumTextColumns {
            return CardPosterLayout(placement: .side, size: side)
        }
        var top = PosterSize(rows: min(inner.height - minimumTextRows - 1, inner.height / 2))
        while top.columns > inner.width, top.rows > 0 { top = PosterSize(rows: top.rows - 1) }
        guard top.rows >= minimumRows else { return nil }
        return CardPosterLayout(placement: .top, size: top)
    }

    /// Where the poster sits on a card whose inside is `inner`.
    func posterFrame(in inner: Rect) -> Rect {
        switch placement {
        case .side: Rect(x: inner.x, y: inner.y, width: size.columns, height: size.rows)
        case .top: Rect(x: inner.x + (inner.width - size.columns) / 2, y: inner.y, width: size.columns, height: size.rows)
        }
    }

    /// Where the text goes beside or under the poster.
    func textFrame(in inner: Rect) -> Rect {
        switch placement {
        case .side: Rect(x: inner.x + size.columns + 2, y: inner.y, width: inner.width - size.columns - 2, height: inner.height)
        case .top: Rect(x: inner.x, y: inner.y + size.rows + 1, width: inner.width, height: inner.height - size.rows - 1)
        }
    }
}
