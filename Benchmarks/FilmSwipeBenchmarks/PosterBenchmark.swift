import FilmSwipeCells
import FilmSwipePosters
import Foundation
import TMDBStubSupport

/// Posters: what decoding a poster JPEG and drawing it in cells costs, and, in the release game against the loopback
/// stub, how long after a card is dealt its poster is drawn.
struct PosterBenchmark {
    var iterations = 300
    /// Within the stub's first discover page (films 100…119), so every card is dealt from a page already fetched.
    var swipes = 15

    /// Decode (libjpeg-turbo, scaled) and render (libchafa, 240 colours) of one poster, at the sizes an 80×24 and a
    /// 100×32 terminal's card draws (17×13 cells from TMDB's w154, 24×18 from w342), done off the main thread in the game.
    func reportDecodeAndRender(into table: inout Table) throws {
        let decoder = PosterDecoder(), renderer = PosterRenderer(colours: .palette240)
        for (width, columns, rows) in [(154, 17, 13), (342, 24, 18)] {
            let jpeg = StubJPEG.poster(width: width, height: width * 3 / 2, seed: 7)
            var decode = Samples(), render = Samples()
            var cells = 0
            for _ in 0..<20 { cells &+= renderer.render(try decoder.decode(jpeg, atLeast: columns * 8, rows * 8), columns: columns, rows: rows).width }
            for _ in 0..<iterations {
                var image: PosterImage?
                try decode.time { image = try decoder.decode(jpeg, atLeast: columns * 8, rows * 8) }
                render.time { cells &+= renderer.render(image!, columns: columns, rows: rows).cells.count }
            }
            precondition(cells > 0)
            var both = Samples()
            for (d, r) in zip(decode.values, render.values) { both.add(d + r) }
            table.add("poster decode + render, w\(width) JPEG (\(jpeg.count / 1024) KiB) → \(columns)×\(rows) cells (\(iterations)×)",
                      "mean \(milliseconds(both.mean)) (decode \(milliseconds(decode.mean)), render \(milliseconds(render.mean))), p99 \(milliseconds(both.p99))",
                      aim: "p99 ≤ 20 ms", ok: both.p99 <= 0.020)
        }
    }

    /// A way the game draws posters in the benchmark's terminal (which answers no question): how it is told, and the
    /// bytes that show a poster has been written.
    struct Drawing: Sendable {
        let name: String
        let arguments: [String]
        let environment: [String]
        let marker: @Sendable (ArraySlice<UInt8>) -> Bool

        static let symbols = Drawing(name: "symbols", arguments: ["--posters", "symbols"], environment: [], marker: PosterBenchmark.hasBlockSymbol)
        static let kitty = Drawing(name: "kitty", arguments: [], environment: ["KITTY_WINDOW_ID=1"], marker: has("\u{1B}_Ga=T,"))
        static let iterm = Drawing(name: "iTerm2", arguments: [], environment: ["TERM_PROGRAM=iTerm.app"], marker: has("\u{1B}]1337;File="))
        static let sixel = Drawing(name: "sixel", arguments: ["--posters", "sixel"], environment: [], marker: has("\u{1B}P0;1;0q"))
        static let all = [symbols, kitty, iterm, sixel]

        static func has(_ text: String) -> @Sendable (ArraySlice<UInt8>) -> Bool {
            let needle = Array(text.utf8)
            return { bytes in bytes.count >= needle.count && bytes.indices.dropLast(needle.count - 1).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) } }
        }
    }

    /// `reportDealToPoster` for each way of drawing posters.
    func reportDealToPosters(binaries: Binaries, into table: inout Table) throws {
        for drawing in Drawing.all { try reportDealToPoster(drawing, binaries: binaries, into: &table) }
    }

    /// `filmswipe --source tmdb` in a 100×32 pseudo-terminal against the stub, drawing posters as `drawing` says: the
    /// first card's poster (its image base asked of /3/configuration, the image fetched, decoded, drawn), then `swipes`
    /// cards each dealt after the player has looked at the one before for 0.3 s: the next card's poster was fetched and
    /// made meanwhile, so it comes with its card. The time runs from the card's title written to the poster written.
    func reportDealToPoster(_ drawing: Drawing, binaries: Binaries, into table: inout Table) throws {
        var catalogue = StubCatalogue()
        // A title whose every letter differs from the last card's, so the terminal gets it whole (ncurses sends changes).
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for index in 0...swipes { catalogue.titles[100 + index] = String(repeating: letters[index % letters.count], count: 8) }
        let server = try TMDBStubServer(catalogue: catalogue, idleTimeout: nil)
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-bench-posters-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("welcome-shown").path, contents: Data())
        let environment = [
            "TMDB_BASE_URL=\(server.baseURL.absoluteString)", "TMDB_ACCESS_TOKEN=\(TMDBStubServer.token)",
            "TMDB_IMAGE_BASE_URL=http://127.0.0.1:\(server.port)/t/p", "XDG_CONFIG_HOME=\(folder.path)",
            "FILMSWIPE_CONFIG=\(folder.path)/no-config.toml",
        ] + drawing.environment
        let game = try PtyProcess(binaries.game, ["--data-dir", folder.path, "--source", "tmdb", "--no-animation"] + drawing.arguments,
                                  columns: GameLauncher.size.columns, rows: GameLauncher.size.rows, environment: environment)
        let dealt = try game.waitFor(catalogue.titles[100]!, timeout: GameLauncher.timeout)
        let drawn = try game.waitFor("a poster", from: 0, timeout: GameLauncher.timeout, drawing.marker)
        let first = max(0, drawn - dealt)
        var next = Samples()
        for index in 1...swipes {
            try game.waitUntilQuiet(0.3, timeout: GameLauncher.timeout)
            let mark = game.output.count
            game.send("h")  // a dislike keeps TMDB's order: no favourite's recommendations blended in
            let dealt = try game.waitFor(catalogue.titles[100 + index]!, timeout: GameLauncher.timeout)
            let drawn = try game.waitFor("card \(index)'s poster", from: mark, timeout: GameLauncher.timeout, drawing.marker)
            next.add(max(0, drawn - dealt))
        }
        game.send("q")
        _ = try game.waitForExit(timeout: GameLauncher.timeout)
        table.add("card shown to poster written, \(drawing.name), first card (stub; configuration, fetch, decode, make)", milliseconds(first),
                  aim: "≤ 250 ms", ok: first <= 0.250)
        table.add("card shown to poster written, \(drawing.name), next \(swipes) cards (made ahead)",
                  "median \(milliseconds(next.median)), max \(milliseconds(next.values.max() ?? 0))", aim: "≤ 1 frame (17 ms)", ok: next.p99 <= 0.017)
    }

    // A block element (U+2580…U+259F, UTF-8 E2 96 80…9F): what posters are drawn with and nothing else on the card is.
    static func hasBlockSymbol(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index + 2 < bytes.endIndex {
            if bytes[index] == 0xE2, bytes[index + 1] == 0x96, (0x80...0x9F).contains(bytes[index + 2]) { return true }
            index += 1
        }
        return false
    }
}
