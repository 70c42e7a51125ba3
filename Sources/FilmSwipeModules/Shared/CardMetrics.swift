import FilmSwipeCells

/// The film card's size: the card stack draws its top card at it, and the screens about one film (its details, a
/// change of reaction) are as wide.
public enum CardMetrics {
    /// The card up to an 80×24 terminal: 64 columns (60 of text) and 15 rows, as it has always been.
    public static let compactSize = (width: 64, height: 15)
    /// The widest and tallest a card grows. 90 columns hold 86 of text: the long end of the 45–90 characters a line
    /// that reads comfortably, so a logline is two or three lines rather than one the eye loses its place in. 24 rows
    /// hold every section of the richest card (a three-line title, facts, rating, a three-line logline, two lines of
    /// fans also liked, the spread, the IMDb line and budget, the reason) with a blank line between them, and a little
    /// over; taller would only add blank rows.
    public static let maxSize = (width: 90, height: 24)

    /// The card's width and height in `area` (the rows between header and legend): the compact size up to 80×24, then
    /// growing with the terminal, four fifths of its width and two thirds of its height, up to the maximum.
    public static func cardSize(in area: Rect) -> (width: Int, height: Int) {
        let width = min(area.width - 2, max(compactSize.width, area.width * 4 / 5), maxSize.width)
        let height = min(area.height - 2, max(compactSize.height, area.height * 2 / 3), maxSize.height)
        return (max(0, width), max(0, height))
    }

    /// Where the top card sits at rest in `area`: centred, leaving room below it for two lower cards.
    public static func topCardFrame(in area: Rect) -> Rect {
        let (width, height) = cardSize(in: area)
        let stackHeight = height + 2
        return Rect(x: area.x + (area.width - width) / 2, y: area.y + max(0, (area.height - stackHeight) / 2), width: width, height: height)
    }
}
