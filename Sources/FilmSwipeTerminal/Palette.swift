import CNcursesw
import FilmSwipeCells

/// Maps a `Style` to ncurses attributes and a colour pair, allocating pairs the first time a
/// foreground/background combination is drawn.
struct Palette {
    let mode: ColorMode
    private var pairs: [PairKey: Int16] = [:]
    private var nextPair: Int16 = 1

    private struct PairKey: Hashable {
        let foreground: Int16
        let background: Int16
    }

    init(mode: ColorMode) {
        self.mode = mode
    }

    /// The attributes and colour pair for `style`; pair 0 is the terminal's own colours.
    mutating func attributes(for style: Style) -> (attributes: attr_t, pair: Int16) {
        var attributes = fs_a_normal()
        if style.bold { attributes |= fs_a_bold() }
        if style.dim { attributes |= fs_a_dim() }
        if style.reverse { attributes |= fs_a_reverse() }
        if style.underline { attributes |= fs_a_underline() }
        // Without a gray of its own, gray text is the nearest thing: dimmed.
        if style.foreground == .gray, mode != .twoHundredFiftySix { attributes |= fs_a_dim() }
        // Without colours a coloured background (a stamp) would vanish: reverse video keeps it standing out.
        guard mode != .none else {
            if style.background != .standard { attributes |= fs_a_reverse() }
            return (attributes, 0)
        }
        let key = PairKey(foreground: number(for: style.foreground), background: number(for: style.background))
        return (attributes, pair(for: key))
    }

    // -1 is the terminal's default colour (use_default_colors), so plain text keeps the user's theme.
    private func number(for color: Color) -> Int16 {
        switch color {
        case .standard: return -1
        case .black: return Int16(COLOR_BLACK)
        case .red: return Int16(COLOR_RED)
        case .green: return Int16(COLOR_GREEN)
        case .yellow: return Int16(COLOR_YELLOW)
        case .blue: return Int16(COLOR_BLUE)
        case .magenta: return Int16(COLOR_MAGENTA)
        case .cyan: return Int16(COLOR_CYAN)
        case .white: return Int16(COLOR_WHITE)
        case .gray: return mode == .twoHundredFiftySix ? 8 : Int16(COLOR_WHITE)
        }
    }

    private mutating func pair(for key: PairKey) -> Int16 {
        if key.foreground == -1, key.background == -1 { return 0 }
        if let pair = pairs[key] { return pair }
        // When the terminal runs out of pairs, the terminal's own colours are the safe fallback.
        guard Int32(nextPair) < fs_color_pairs(), init_pair(nextPair, key.foreground, key.background) == OK else {
            return 0
        }
        pairs[key] = nextPair
        nextPair += 1
        return pairs[key]!
    }
}
