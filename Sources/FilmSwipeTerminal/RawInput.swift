/// One item read from ncurses, before decoding; plain values so decoding can be tested without a terminal.
public enum RawInput: Sendable, Hashable {
    /// `wget_wch` returned `OK` with this character (a Unicode scalar or a control code).
    case character(UInt32)
    /// `wget_wch` returned `KEY_CODE_YES` with this key code (`KEY_UP`, an extended key, ...).
    case keyCode(Int32)
    /// `KEY_MOUSE`, with what `getmouse` reported.
    case mouse(MouseReport)
    /// `KEY_RESIZE`, with the terminal's size after the resize.
    case resize(width: Int, height: Int)
}
