import CNcursesw
import FilmSwipeCells

/// Maps a `Style` to ncurses attributes and a colour pair, allocating pairs the first time a
/// foreground/background combination is drawn.
///
/// A poster brings hundreds of combinations, so pairs are bounded: when `limit` are in use, `isExhausted` turns true,
/// the cell gets the nearest thing (the terminal's own colours) and the renderer starts the pairs afresh with `reset()`
/// and copies the whole frame again, so every pair on screen is one the frame uses.
struct Palette {
    let mode: ColorMode
    /// The most pairs handed out before they start afresh.
    let limit: Int
    /// Whether a pair was asked for after `limit` were in use, since the last `reset()`.
    private(set) var isExhausted = false
    private var pairs: [PairKey: Int16] = [:]
    private var nextPair: Int16 = 1

    private struct PairKey: Hashable {
        let foreground: Int16
        let background: Int16
    }

    /// A palette for `mode` defining at most `limit` pairs: 4,096 is enough for a screen holding a poster several times
    /// over, and far fewer than the 32,767 ncurses' short pair numbers reach.
    init(mode: ColorMode, limit: Int = 4096) {
        self.mode = mode
        self.limit = limit
    }

    /// Forgets every pair; the next frame defines the pairs it uses again from 1.
    mutating func reset() {
        pairs.removeAll(keepingCapacity: true)
        nextPair = 1
        isExhausted = false
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
        case let .indexed(index): return mode == .twoHundredFiftySix ? Int16(index) : -1
        case let .rgb(red, green, blue): return mode == .twoHundredFiftySix ? Int16(Self.nearestIndex(red: red, green: green, blue: blue)) : -1
        }
    }

    private mutating func pair(for key: PairKey) -> Int16 {
        if key.foreground == -1, key.background == -1 { return 0 }
        if let pair = pairs[key] { return pair }
        // When the terminal runs out of pairs, the terminal's own colours are the safe fallback.
        guard Int(nextPair) <= limit, Int32(nextPair) < fs_color_pairs() else {
            isExhausted = true
            return 0
        }
        guard init_pair(nextPair, key.foreground, key.background) == OK else { return 0 }
        pairs[key] = nextPair
        nextPair += 1
        return pairs[key]!
    }

    /// The xterm 256-colour palette's nearest colour to a 24-bit one: from its 6×6×6 cube or its 24 grays.
    static func nearestIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let levels = [0, 95, 135, 175, 215, 255]
        func step(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) }!
        }
        let (r, g, b) = (step(red), step(green), step(blue))
        let cube = (levels[r], levels[g], levels[b])
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let grayStep = min(23, max(0, (average - 8 + 5) / 10))
        let gray = 8 + grayStep * 10
        func distance(_ c: (Int, Int, Int)) -> Int {
            let (dr, dg, db) = (c.0 - Int(red), c.1 - Int(green), c.2 - Int(blue))
            return dr * dr + dg * dg + db * db
        }
        return distance((gray, gray, gray)) < distance(cube) ? UInt8(232 + grayStep) : UInt8(16 + 36 * r + 6 * g + b)
    }
}
