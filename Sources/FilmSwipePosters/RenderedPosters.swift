import FilmSwipeCells
import FilmSwipeDomain
import Foundation

/// Films' posters: each image fetched through `images`, decoded with libjpeg-turbo and drawn with libchafa, off the
/// main actor. The posters drawn last are kept, so the card on top (fetched ahead as the next card) is drawn at once,
/// and a poster asked for twice at once is made once.
public actor RenderedPosters: FilmPosters {
    /// Fetches the image of the poster at a path (`/abc.jpg`) at least so many pixels wide; nil when there is none.
    public typealias Images = @Sendable (_ posterPath: String, _ width: Int) async -> Data?

    private struct Key: Hashable {
        let path: String
        let size: PosterSize
    }

    private let images: Images
    private let renderer: PosterRenderer
    private let decoder: PosterDecoder
    private let keep: Int
    private var made: [Key: Buffer?] = [:]
    private var order: [Key] = []
    private var making: [Key: Task<Buffer?, Never>] = [:]

    /// Posters in `colours`, from `images`, keeping the last `keep` drawn.
    public init(colours: PosterColours, decoder: PosterDecoder = PosterDecoder(), keep: Int = 16, images: @escaping Images) {
        self.images = images
        renderer = PosterRenderer(colours: colours)
        self.decoder = decoder
        self.keep = max(1, keep)
    }

    public func poster(of film: Film, size: PosterSize) async -> Buffer? {
        guard let path = film.posterPath, size.columns > 0, size.rows > 0 else { return nil }
        let key = Key(path: path, size: size)
        if let poster = made[key] { return poster }
        if let task = making[key] { return await task.value }
        let task = Task { [images, decoder, renderer] in
            await Self.make(path: path, size: size, images: images, decoder: decoder, renderer: renderer)
        }
        making[key] = task
        let poster = await task.value
        making[key] = nil
        remember(poster, for: key)
        return poster
    }

    private func remember(_ poster: Buffer?, for key: Key) {
        if made.updateValue(poster, forKey: key) == nil { order.append(key) }
        while order.count > keep { made[order.removeFirst()] = nil }
    }

    /// The pixels chafa samples for each cell: it works on 8×8 pixels a cell.
    static let pixelsPerCell = 8

    // Fetch, decode at the smallest scale chafa still samples whole, draw; nil at the first thing that fails.
    private static func make(path: String, size: PosterSize, images: Images, decoder: PosterDecoder, renderer: PosterRenderer) async -> Buffer? {
        let width = size.columns * pixelsPerCell, height = size.rows * pixelsPerCell
        guard let data = await images(path, width), !Task.isCancelled else { return nil }
        guard let image = try? decoder.decode(data, atLeast: width, height) else { return nil }
        return renderer.render(image, columns: size.columns, rows: size.rows)
    }
}
