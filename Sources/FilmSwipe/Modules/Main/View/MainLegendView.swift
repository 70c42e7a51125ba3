import FilmSwipeUIKit

/// The key legend on the bottom row: as many items as fit, in order, and always the last ones.
struct MainLegendView {
    struct Item: Equatable {
        let key: String
        let label: String
    }

    let theme: Theme

    /// Draws `items` on `row`, dropping items from the middle when it is too narrow; `kept` items at
    /// the end (help and quit) always show.
    func render(items: [Item], kept: Int = 2, into buffer: inout Buffer, row: Rect) {
        let essential = Array(items.suffix(kept))
        var room = row.width - 1 - width(of: essential)
        var shown: [Item] = []
        for item in items.dropLast(kept) {
            let needed = width(of: [item])
            guard needed <= room else { break }
            shown.append(item)
            room -= needed
        }
        var x = row.x + 1
        for item in shown + essential {
            x = buffer.write(item.key, x: x, y: row.y, style: theme.key, clip: row)
            x = buffer.write(" " + item.label, x: x, y: row.y, style: theme.muted, clip: row) + 2
        }
    }

    private func width(of items: [Item]) -> Int {
        items.reduce(0) { $0 + DisplayWidth.of($1.key) + 1 + DisplayWidth.of($1.label) + 2 }
    }
}
