import FilmSwipeDomain

/// What a poster is made into: cells by the symbol renderer, or an image by the protocol's encoder.
enum PosterForm: Sendable {
    case symbols(PosterRenderer)
    case image(PosterImageEncoder)

    /// The pixels a poster of `size` is made from.
    func pixels(for size: PosterSize) -> (width: Int, height: Int) {
        switch self {
        case .symbols: (size.columns * RenderedPosters.pixelsPerCell, size.rows * RenderedPosters.pixelsPerCell)
        case let .image(encoder): encoder.pixels(columns: size.columns, rows: size.rows)
        }
    }
}
