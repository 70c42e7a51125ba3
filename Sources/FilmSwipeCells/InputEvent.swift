/// One thing the player did, decoded once at the edge from the terminal's input.
public enum InputEvent: Sendable, Hashable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal now has `width` × `height` cells.
    case resize(width: Int, height: Int)
}

/// A key press, by meaning.
public enum Key: Sendable, Hashable {
    case left, right, up, down
    /// Shift+arrow: nudges instead of swiping.
    case shiftLeft, shiftRight, shiftUp, shiftDown
    case enter, escape, tab, backTab, backspace, pageUp, pageDown, home, end
    /// A printable character.
    case char(Character)
}

/// A mouse action at a cell.
public enum MouseEvent: Sendable, Hashable {
    case press(x: Int, y: Int)
    case drag(x: Int, y: Int)
    case release(x: Int, y: Int)
    case scrollUp(x: Int, y: Int)
    case scrollDown(x: Int, y: Int)
}

public extension InputEvent {
    /// The rows the mouse wheel moves a list by (-1 up, 1 down); nil for any other event.
    var wheelRows: Int? {
        switch self {
        case .mouse(.scrollUp): -1
        case .mouse(.scrollDown): 1
        default: nil
        }
    }
}
