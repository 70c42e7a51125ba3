import FilmSwipeModules
import FilmSwipeCatalogue
import FilmSwipeData
import FilmSwipeCells
import Foundation

/// The game's screens built in-process as `PlayCommand` builds them, but drawn into buffers only and
/// driven by a clock the benchmark moves, so animations are measured frame by frame.
@MainActor
final class GameFixture {
    /// The terminal size every in-process figure is taken at.
    nonisolated static let area = Rect(x: 0, y: 0, width: 100, height: 32)
    /// The title of the catalogue's first film: once it shows, the first page was dealt.
    nonisolated static let firstTitle = "Forrest Gump"

    /// The screens, as the run loop would drive them.
    let stack: ScreenStack
    private let clock: FakeClock

    /// Loads the bundled catalogue and builds the Main module on an offscreen stack (no welcome).
    init() throws {
        guard let folder = BundledCatalogue.directory() else {
            throw BenchmarkError("the bundled catalogue was not found beside this binary: rebuild it with `swift build -c release`")
        }
        let films = try CatalogueFile(path: folder, fallbackGenres: folder.appendingPathComponent("genres.json")).load()
        let clock = FakeClock()
        let theme = Theme(glyphs: .unicode)
        stack = ScreenStack(theme: theme)
        let environment = GameEnvironment(repository: CatalogueFilmRepository(films: films), store: InMemoryReactionStore())
        let main = MainAssembly(environment: environment, theme: theme, animated: true, clock: { clock.now }).build(navigator: stack)
        stack.push(main.screen)
        main.start()
        self.clock = clock
    }

    /// A new frame of the whole terminal, as the run loop makes one.
    func frame() -> Buffer {
        var buffer = Buffer(width: Self.area.width, height: Self.area.height)
        stack.render(into: &buffer, area: Self.area)
        return buffer
    }

    /// Runs the main run loop (which serves main-actor tasks) until the first card shows.
    func waitForCards(timeout: Double = 5) throws {
        try waitUntil(timeout: timeout) { $0.contains(Self.firstTitle) }
    }

    /// Runs the main run loop until the screen's text satisfies `condition`, such as the next card
    /// showing once a swipe's reaction is committed.
    func waitUntil(timeout: Double = 5, _ condition: (String) -> Bool) throws {
        let deadline = monotonicSeconds() + timeout
        while !condition(frame().text) {
            guard monotonicSeconds() < deadline else {
                throw BenchmarkError("the screen did not change as expected within \(timeout) s; it was:\n\(frame().text)")
            }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
        }
    }

    /// Moves the clock on by `seconds` and ticks the screens, as the run loop's timer does.
    func advance(by seconds: Double) {
        clock.now += seconds
        stack.tick(now: clock.now)
    }
}

/// The time the screens see: it moves only when the benchmark moves it.
@MainActor
private final class FakeClock {
    var now = 1_000.0
}
