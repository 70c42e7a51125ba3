/// The film card's size: the card stack draws its top card at it, and dialogs about a film are as wide.
public enum CardMetrics {
    /// The widest and tallest a card grows.
    public static let maxSize = (width: 64, height: 15)

    /// Where the top card sits at rest in `area`: as large as fits up to the maximum, leaving room for two lower cards.
    public static func topCardFrame(in area: Rect) -> Rect {
        let width = min(maxSize.width, area.width - 2)
        let height = min(maxSize.height, area.height - 2)
        let stackHeight = height + 2
        return Rect(x: area.x + (area.width - width) / 2, y: area.y + max(0, (area.height - stackHeight) / 2), width: width, height: height)
    }
}
