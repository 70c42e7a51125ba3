import FilmSwipeCells

/// Draws a poster in its place: cells copied, or an image placed over blank cells for the terminal to show.
enum PosterView {
    /// `poster` in `place` (its size), clipped to `clip`; an image only when `still` (a card at rest) and wholly inside
    /// the clip, since an image cannot follow a card cell by cell or be cut.
    static func draw(_ poster: TerminalPoster, in place: Rect, still: Bool, into buffer: inout Buffer, clip: Rect) {
        switch poster {
        case let .cells(cells):
            buffer.draw(cells, x: place.x, y: place.y, clip: clip)
        case let .image(image):
            guard still else { return }
            buffer.place(image, x: place.x, y: place.y, clip: clip)
        }
    }
}
