/// Counters for benchmarks: how much work the renderer did and how much it could skip.
public struct FrameStats: Sendable, Hashable {
    /// Frames copied to ncurses and flushed with `doupdate`.
    public var framesDrawn = 0
    /// Frames equal to the previous one, for which nothing was called or sent.
    public var framesSkipped = 0
    /// Rows copied to ncurses; unchanged rows of a drawn frame are not copied.
    public var rowsCopied = 0
    /// Times the colour pairs ran out and were defined afresh for a whole frame.
    public var paletteResets = 0

    /// Creates zeroed counters.
    public init() {}
}
