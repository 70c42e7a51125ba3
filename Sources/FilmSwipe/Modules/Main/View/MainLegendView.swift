import FilmSwipeUIKit

/// The key legend on the bottom row: every item with full labels when they fit, else short labels
/// and as many items as fit, always keeping the last ones (help and quit).
struct MainLegendView {
    struct Item: Equatable {
        let key: String
        let label: String
        let shortLabel: String

        init(key: String, label: String, short: String? = nil) {
            self.key = key
            self.label = label
            shortLabel = short ?? label
        }
    }

    let theme: Theme

    func render(items: [Item], kept: Int = 2, into buffer: inout Buffer, row: Rect) {
        let room = row.width - 1
        let short = width(of: items, short: false) > room
        let essential = Array(items.suffix(kept))
        var left = room - width(of: essential, short: short)
        var shown: [Item] = []
        for item in items.dropLast(kept) {
            let needed = width(of: [item], short: short)
            guard needed <= left else { continue }
            shown.append(item)
            left -= needed
        }
        var x = row.x + 1
        for item in shown + essential {
            x = buffer.write(item.key, x: x, y: row.y, style: theme.key, clip: row)
            x = buffer.write(" " + (short ? item.shortLabel : item.label), x: x, y: row.y, style: theme.muted, clip: row) + 2
        }
    }

    private func width(of items: [Item], short: Bool) -> Int {
        items.reduce(0) { $0 + DisplayWidth.of($1.key) + 1 + DisplayWidth.of(short ? $1.shortLabel : $1.label) + 2 }
    }
}
