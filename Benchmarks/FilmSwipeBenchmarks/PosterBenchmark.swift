import FilmSwipeCells
import FilmSwipePosters
import Foundation
import Glibc
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
        /// How the image's escape begins; nil for symbols.
        let start: String?

        static let symbols = Drawing(name: "symbols", arguments: ["--posters", "symbols"], environment: [], start: nil)
        static let kitty = Drawing(name: "kitty", arguments: [], environment: ["KITTY_WINDOW_ID=1"], start: "\u{1B}_Ga=T,")
        static let iterm = Drawing(name: "iTerm2", arguments: [], environment: ["TERM_PROGRAM=iTerm.app"], start: "\u{1B}]1337;File=")
        static let sixel = Drawing(name: "sixel", arguments: ["--posters", "sixel"], environment: [], start: "\u{1B}P0;1;0q")
        static let all = [symbols, kitty, iterm, sixel]

        /// Whether `bytes` hold a whole poster: block symbols, or an image's escape and the cursor restored after it.
        func written(_ bytes: ArraySlice<UInt8>) -> Bool {
            guard start != nil else { return PosterBenchmark.hasBlockSymbol(bytes) }
            return image(in: bytes) != nil
        }

        /// The bytes of the first whole image in `bytes`, from its escape to the restored cursor (`ESC 8`) after it.
        func image(in bytes: ArraySlice<UInt8>) -> Int? {
            guard let start, let begin = Self.find(Array(start.utf8), in: bytes, from: bytes.startIndex),
                  let end = Self.find(Array("\u{1B}8".utf8), in: bytes, from: begin)
            else { return nil }
            return end - begin
        }

        // memchr and memcmp: the output is searched again after every read, and an image is half a megabyte.
        private static func find(_ needle: [UInt8], in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
            guard bytes.endIndex - start >= needle.count else { return nil }
            return bytes[start...].withUnsafeBufferPointer { haystack -> Int? in
                needle.withUnsafeBufferPointer { needle -> Int? in
                    let base = haystack.baseAddress!, last = haystack.count - needle.count
                    var offset = 0
                    while offset <= last {
                        guard let hit = memchr(base + offset, Int32(needle[0]), last - offset + 1) else { return nil }
                        offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                        if memcmp(base + offset, needle.baseAddress!, needle.count) == 0 { return start + offset }
                        offset += 1
                    }
                    return nil
                }
            }
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
        let drawn = try game.waitFor("a poster", from: 0, timeout: GameLauncher.timeout, drawing.written)
        let first = max(0, drawn - dealt)
        var next = Samples()
        var sizes: [Int] = []
        for index in 1...swipes {
            try game.waitUntilQuiet(0.3, timeout: GameLauncher.timeout)
            let mark = game.output.count
            game.send("h")  // a dislike keeps TMDB's order: no favourite's recommendations blended in
            let dealt = try game.waitFor(catalogue.titles[100 + index]!, timeout: GameLauncher.timeout)
            let drawn = try game.waitFor("card \(index)'s poster", from: mark, timeout: GameLauncher.timeout, drawing.written)
            next.add(max(0, drawn - dealt))
            if let size = drawing.image(in: game.output[mark...]) { sizes.append(size) }
        }
        game.send("q")
        _ = try game.waitForExit(timeout: GameLauncher.timeout)
        table.add("card shown to poster written, \(drawing.name), first card (stub; configuration, fetch, decode, make)", milliseconds(first),
                  aim: "≤ 250 ms", ok: first <= 0.250)
        table.add("card shown to poster written, \(drawing.name), next \(swipes) cards (made ahead)",
                  "median \(milliseconds(next.median)), max \(milliseconds(next.values.max() ?? 0))"
                      + (sizes.max().map { ", \($0 / 1024) KiB an image" } ?? ""), aim: "≤ 1 frame (17 ms)", ok: next.p99 <= 0.017)
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
