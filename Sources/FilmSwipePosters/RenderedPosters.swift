import FilmSwipeCells
import FilmSwipeDomain
import Foundation

/// Films' posters: each image fetched through `images`, decoded with libjpeg-turbo and made, with libchafa, into what
/// the terminal draws (block symbols in cells, or an image in its protocol), off the main actor. The posters made last
/// are kept, so the card on top (fetched ahead as the next card) is drawn at once, and a poster asked for twice at once
/// is made once.
public actor RenderedPosters: FilmPosters {
    /// Fetches the image of the poster at a path (`/abc.jpg`) at least so many pixels wide; nil when there is none.
    public typealias Images = @Sendable (_ posterPath: String, _ width: Int) async -> Data?
    /// How the terminal draws posters; asked once, when the first poster is made (a terminal may answer late).
    public typealias Drawing = @Sendable () async -> PosterDrawing

    private struct Key: Hashable {
        let path: String
        let size: PosterSize
    }

    private let images: Images
    private let drawing: Drawing
    private let decoder: PosterDecoder
    private let keep: Int
    private var form: PosterForm?
    private var made: [Key: TerminalPoster?] = [:]
    private var order: [Key] = []
    private var making: [Key: Task<TerminalPoster?, Never>] = [:]

    /// Posters drawn as `drawing` says, from `images`, keeping the last `keep` made.
    public init(drawing: @escaping Drawing, decoder: PosterDecoder = PosterDecoder(), keep: Int = 16, images: @escaping Images) {
        self.init(drawing: drawing, form: nil, decoder: decoder, keep: keep, images: images)
    }

    /// Posters in block symbols of `colours`, from `images`.
    public init(colours: PosterColours, decoder: PosterDecoder = PosterDecoder(), keep: Int = 16, images: @escaping Images) {
        self.init(drawing: { .symbols }, form: .symbols(PosterRenderer(colours: colours)), decoder: decoder, keep: keep, images: images)
    }

    private init(drawing: @escaping Drawing, form: PosterForm?, decoder: PosterDecoder, keep: Int, images: @escaping Images) {
        self.images = images
        self.drawing = drawing
        self.form = form
        self.decoder = decoder
        self.keep = max(1, keep)
    }

    public func poster(of film: Film, size: PosterSize) async -> TerminalPoster? {
        guard let path = film.posterPath, size.columns > 0, size.rows > 0 else { return nil }
        let key = Key(path: path, size: size)
        if let poster = made[key] { return poster }
        if let task = making[key] { return await task.value }
        let form = await self.form(for: size)
        if let task = making[key] { return await task.value }
        let task = Task { [images, decoder] in
            await Self.make(path: path, size: size, form: form, images: images, decoder: decoder)
        }
        making[key] = task
        let poster = await task.value
        making[key] = nil
        remember(poster, for: key)
        return poster
    }

    private func form(for size: PosterSize) async -> PosterForm {
        if let form { return form }
        let answer = await drawing()
        if let form { return form }
        let made: PosterForm = switch answer {
        case .symbols: .symbols(PosterRenderer(colours: .palette240))
        case let .image(imageProtocol, cell): .image(PosterImageEncoder(imageProtocol: imageProtocol, cell: cell))
        }
        form = made
        return made
    }

    private func remember(_ poster: TerminalPoster?, for key: Key) {
        if made.updateValue(poster, forKey: key) == nil { order.append(key) }
        while order.count > keep { made[order.removeFirst()] = nil }
    }

    /// The pixels chafa samples for each cell in symbols: it works on 8×8 pixels a cell.
    static let pixelsPerCell = 8

    // Fetch, decode at the smallest scale the form still uses whole, make; nil at the first thing that fails.
    private static func make(path: String, size: PosterSize, form: PosterForm, images: Images, decoder: PosterDecoder) async -> TerminalPoster? {
        let (width, height) = form.pixels(for: size)
        guard let data = await images(path, width), !Task.isCancelled else { return nil }
        guard let image = try? decoder.decode(data, atLeast: width, height) else { return nil }
        switch form {
        case let .symbols(renderer):
            return .cells(renderer.render(image, columns: size.columns, rows: size.rows))
        case let .image(encoder):
            return encoder.encode(image, columns: size.columns, rows: size.rows).map(TerminalPoster.image)
        }
    }
}
