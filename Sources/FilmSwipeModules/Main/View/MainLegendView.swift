import FilmSwipeCells
import FilmSwipeText

/// The key legend on the bottom row. It gives up words before keys: full labels, then short labels, then the
/// bare keys (help keeps its label, so `? help` always shows), and only when even the bare keys do not fit does
/// it leave keys out, never the last ones (help and quit).
struct MainLegendView {
    /// How much of an item shows.
    private enum Detail {
        case full, short, keyOnly

        func text(of item: KeyBinding) -> String? {
            switch self {
            case .full: item.label
            case .short: item.shortLabel
            case .keyOnly: nil
            }
        }
    }

    let theme: Theme

    func render(items: [KeyBinding], kept: Int = 2, into buffer: inout Buffer, row: Rect) {
        let room = row.width - 1
        var layout = items.map { (item: $0, detail: Detail.full) }
        let optional = max(0, items.count - kept)
        // Words go before keys: short labels everywhere, then bare keys from the last optional item back,
        // and only then optional keys from the end. Help and quit keep their (short) labels.
        if width(of: layout) > room { layout = layout.map { ($0.item, .short) } }
        var index = optional - 1
        while width(of: layout) > room, index >= 0 {
            layout[index].detail = .keyOnly
            index -= 1
        }
        while width(of: layout) > room, layout.count > kept {
            layout.remove(at: layout.count - kept - 1)
        }
        var x = row.x + 1
        for (position, entry) in layout.enumerated() {
            x = buffer.write(entry.item.key, x: x, y: row.y, style: theme.key, clip: row)
            if let text = entry.detail.text(of: entry.item) {
                x = buffer.write(" " + text, x: x, y: row.y, style: theme.muted, clip: row)
            }
            x += gap(after: position, in: layout)
        }
    }

    private func width(of layout: [(item: KeyBinding, detail: Detail)]) -> Int {
        layout.enumerated().reduce(0) { total, entry in
            let (position, (item, detail)) = entry
            let label = detail.text(of: item).map { 1 + DisplayWidth.of($0) } ?? 0
            return total + DisplayWidth.of(item.key) + label + gap(after: position, in: layout)
        }
    }

    /// Bare keys sit one column apart; anything next to a label two.
    private func gap(after position: Int, in layout: [(item: KeyBinding, detail: Detail)]) -> Int {
        let next = position + 1 < layout.count ? layout[position + 1].detail : .full
        return layout[position].detail == .keyOnly && next == .keyOnly ? 1 : 2
    }
}
