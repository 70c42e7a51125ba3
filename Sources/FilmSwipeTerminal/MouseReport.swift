import CNcursesw

/// A mouse event as ncurses' `getmouse` reports it: a cell and the `bstate` button mask.
public struct MouseReport: Sendable, Hashable {
    /// Column of the cell, from 0 at the left.
    public var x: Int
    /// Row of the cell, from 0 at the top.
    public var y: Int
    /// ncurses' `mmask_t` bits (`BUTTON1_PRESSED`, `REPORT_MOUSE_POSITION`, ...).
    public var buttons: UInt32

    /// Creates a report for the cell `x`, `y` with the given button mask.
    public init(x: Int, y: Int, buttons: UInt32) {
        self.x = x
        self.y = y
        self.buttons = buttons
    }

    /// `BUTTON1_PRESSED`.
    public static let button1Pressed = UInt32(fs_button1_pressed())
    /// `BUTTON1_RELEASED`.
    public static let button1Released = UInt32(fs_button1_released())
    /// `BUTTON1_CLICKED`, which ncurses reports when press and release come within `mouseinterval`.
    public static let button1Clicked = UInt32(fs_button1_clicked())
    /// `BUTTON4_PRESSED`: the wheel turned up.
    public static let button4Pressed = UInt32(fs_button4_pressed())
    /// `BUTTON5_PRESSED`: the wheel turned down.
    public static let button5Pressed = UInt32(fs_button5_pressed())
    /// `REPORT_MOUSE_POSITION`: motion; with `\e[?1002h` the terminal reports it only while a button is held.
    public static let motion = UInt32(fs_report_mouse_position())
}
