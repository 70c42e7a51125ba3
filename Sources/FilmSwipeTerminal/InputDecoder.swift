import CNcursesw
import FilmSwipeCells

/// Turns what ncurses returned into `InputEvent`s; pure, so it is tested without a terminal.
public struct InputDecoder: Sendable {
    /// Key codes that ncurses assigns at run time to extended terminfo keys (`kUP`, `kDN`, ...).
    public var extendedKeys: [Int32: Key]

    /// Creates a decoder; `extendedKeys` maps run-time key codes to keys.
    public init(extendedKeys: [Int32: Key] = [:]) {
        self.extendedKeys = extendedKeys
    }

    private static let keyCodes: [Int32: Key] = [
        KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
        // xterm-like terminfo calls shift+up/down "scroll reverse/forward" (kri, kind).
        KEY_SR: .shiftUp, KEY_SF: .shiftDown, KEY_SLEFT: .shiftLeft, KEY_SRIGHT: .shiftRight,
        KEY_ENTER: .enter, KEY_BTAB: .backTab, KEY_BACKSPACE: .backspace,
        KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown,
        KEY_HOME: .home, KEY_END: .end, KEY_A1: .home, KEY_C1: .end,
    ]

    /// Decodes one batch of raw input, as drained from ncurses in one go.
    ///
    /// A batch is needed because escape sequences that ncurses does not know arrive as separate
    /// characters (`ESC`, `[`, `1`, `;`, `2`, `A`); a lone `ESC` is the Escape key.
    public func decode(_ inputs: [RawInput]) -> [InputEvent] {
        decodeInput(inputs).events
    }

    /// Decodes one batch like `decode`, keeping apart the terminal's replies to the game's questions (which no key
    /// press is): a late answer about images arrives among the keys.
    func decodeInput(_ inputs: [RawInput]) -> (events: [InputEvent], replies: [TerminalReply]) {
        var events: [InputEvent] = []
        var replies: [TerminalReply] = []
        var index = 0
        while index < inputs.count {
            let input = inputs[index]
            index += 1
            switch input {
            case .character(27):
                let (decoded, consumed) = decodeEscape(inputs[index...])
                index += consumed
                switch decoded {
                case let .event(event): events.append(event)
                case let .reply(reply): replies.append(reply)
                case nil: break
                }
            case let .character(code):
                if let key = Self.key(forCharacter: code) { events.append(.key(key)) }
            case let .keyCode(code):
                if let key = Self.keyCodes[code] ?? extendedKeys[code] { events.append(.key(key)) }
            case let .mouse(report):
                events.append(contentsOf: Self.decode(report))
            case let .resize(width, height):
                events.append(.resize(width: width, height: height))
            }
        }
        return (events, replies)
    }

    private enum Decoded {
        case event(InputEvent)
        case reply(TerminalReply)
    }

    /// Decodes one mouse report; a click (press and release merged by ncurses) gives both events.
    public static func decode(_ report: MouseReport) -> [InputEvent] {
        let (x, y, buttons) = (report.x, report.y, report.buttons)
        // Motion is reported only while a button is held (mode 1002), and may carry that button's
        // pressed bit: it is a drag, not a new press.
        if buttons & MouseReport.motion != 0 { return [.mouse(.drag(x: x, y: y))] }
        var events: [InputEvent] = []
        if buttons & MouseReport.button4Pressed != 0 { events.append(.mouse(.scrollUp(x: x, y: y))) }
        if buttons & MouseReport.button5Pressed != 0 { events.append(.mouse(.scrollDown(x: x, y: y))) }
        if buttons & (MouseReport.button1Pressed | MouseReport.button1Clicked) != 0 {
            events.append(.mouse(.press(x: x, y: y)))
        }
        if buttons & (MouseReport.button1Released | MouseReport.button1Clicked) != 0 {
            events.append(.mouse(.release(x: x, y: y)))
        }
        return events
    }

    private static func key(forCharacter code: UInt32) -> Key? {
        switch code {
        case 10, 13: return .enter
        case 9: return .tab
        case 8, 127: return .backspace
        case 0..<32, 128..<160: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .char(Character(scalar))
        }
    }

    // Decodes what follows an ESC: a CSI/SS3 sequence, a control string (the terminal's reply to a question), or
    // nothing (the Escape key itself). Returns what it was, if anything, and how many inputs after the ESC were consumed.
    private func decodeEscape(_ rest: ArraySlice<RawInput>) -> (Decoded?, Int) {
        guard let first = rest.first, case let .character(introducer) = first else { return (.event(.key(.escape)), 0) }
        // `ESC _`, `ESC P`, `ESC ]`: a string the terminal sends (kitty's graphics reply), up to `ESC \` or BEL; its
        // letters are never keys.
        if introducer == 0x5F || introducer == 0x50 || introducer == 0x5D {
            return decodeControlString(rest, introducer: UInt8(introducer))
        }
        guard introducer == 0x5B || introducer == 0x4F  // "[" or "O"
        else { return (.event(.key(.escape)), 0) }
        var parameters = ""
        var consumed = 1
        for input in rest.dropFirst() {
            guard case let .character(code) = input, (0x20...0x7E).contains(code) else {
                // Cut short by a key code or a control character: drop the fragment.
                return (nil, consumed)
            }
            consumed += 1
            let character = Character(Unicode.Scalar(UInt8(code)))
            if (0x40...0x7E).contains(code) {
                if introducer == 0x5B, let reply = TerminalReply.controlSequence(parameters: parameters, final: character) {
                    return (.reply(reply), consumed)
                }
                return (Self.sequenceKey(parameters: parameters, final: character).map { .event(.key($0)) }, consumed)
            }
            parameters.append(character)
        }
        // The sequence is incomplete; drop it rather than type its characters.
        return (nil, consumed)
    }

    private func decodeControlString(_ rest: ArraySlice<RawInput>, introducer: UInt8) -> (Decoded?, Int) {
        var text = ""
        var consumed = 1
        var inputs = rest.dropFirst().makeIterator()
        while let input = inputs.next() {
            consumed += 1
            guard case let .character(code) = input else { continue }
            if code == 0x07 { return (TerminalReply.controlString(introducer: introducer, text).map(Decoded.reply), consumed) }
            if code == 0x1B {
                // `ESC \` ends it; the backslash is part of the end.
                if let next = inputs.next(), case .character(0x5C) = next { consumed += 1 }
                return (TerminalReply.controlString(introducer: introducer, text).map(Decoded.reply), consumed)
            }
            if let scalar = Unicode.Scalar(code) { text.unicodeScalars.append(scalar) }
        }
        // Cut short: the rest of the batch is the string's, not keys.
        return (nil, consumed)
    }

    private static func sequenceKey(parameters: String, final: Character) -> Key? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        let shifted = fields.count == 2 && fields[1] == "2"
        let plain = parameters.isEmpty || parameters == "1"
        switch final {
        case "A" where plain: return .up
        case "B" where plain: return .down
        case "C" where plain: return .right
        case "D" where plain: return .left
        case "A" where shifted: return .shiftUp
        case "B" where shifted: return .shiftDown
        case "C" where shifted: return .shiftRight
        case "D" where shifted: return .shiftLeft
        case "H" where plain: return .home
        case "F" where plain: return .end
        case "Z" where parameters.isEmpty: return .backTab
        case "~":
            switch parameters {
            case "1", "7": return .home
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }
}
