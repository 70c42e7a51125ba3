// swift-tools-version: 6.0
import PackageDescription

// Foundation's static libraries depend on one another in a cycle; a group lets the linker go round it.
let staticFoundation = ["-static-stdlib", "-Xlinker", "--start-group"]
    + ["Foundation", "FoundationEssentials", "FoundationInternationalization", "_FoundationICU", "_FoundationCShims", "_FoundationCollections", "CoreFoundation", "swiftDispatch", "dispatch", "BlocksRuntime", "swiftSynchronization", "swift_StringProcessing", "swift_RegexParser", "swiftCore", "stdc++", "m"].flatMap { ["-Xlinker", "-l" + $0] }
    + ["-Xlinker", "--end-group"]

// FilmSwipe builds and is tested on Linux only: the terminal, process and file code import Glibc, and the locks
// use Synchronization's Mutex. No Apple platform is claimed.
let package = Package(
    name: "FilmSwipe",
    products: [
        .executable(name: "filmswipe", targets: ["FilmSwipeCLI"]),
        .executable(name: "filmswipe-tmdb", targets: ["FilmSwipeTMDBCLI"]),
        .executable(name: "filmswipe-party", targets: ["FilmSwipePartyCLI"]),
        .executable(name: "filmswipe-recommender", targets: ["FilmSwipeRecommenderCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // Letterboxd exports a ZIP; reading one by hand would mean writing an inflater.
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // Party rooms: a real HTTP server with WebSocket upgrade, and a WebSocket client, rather than framing by hand.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Already under Hummingbird; named so that the party code may match connection errors by their NIO types.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Already under hummingbird-websocket's client; named so that `party join` can trust a `--ca` file for `wss://`.
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        // Already under Hummingbird; named for the HTTP types of the party server's own upgrade channel.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    ],
    targets: [
        .target(name: "FilmSwipeDomain"),
        // Optimised in debug builds too: `swift run filmswipe` and the tests are debug builds, where building the
        // model from 100,004 ratings took seconds alone and over a minute beside a dozen games in the test suite.
        .target(
            name: "FilmSwipeRecommendation", dependencies: ["FilmSwipeDomain"],
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]
        ),
        // A MovieLens release the player downloaded, built into a catalogue and model in the data folder.
        .target(name: "FilmSwipeMovieLens", dependencies: ["FilmSwipeDomain", "FilmSwipeData", "FilmSwipeRecommendation"]),
        .target(
            name: "FilmSwipeCatalogue",
            path: "Fixtures",
            exclude: ["README.md"],
            // community.model: the recommender's community part, built from ratings.csv by `filmswipe catalogue model`.
            resources: [.copy("catalogue.json"), .copy("genres.json"), .copy("ratings.csv"), .copy("community.model")]
        ),
        .target(
            name: "FilmSwipeData",
            dependencies: ["FilmSwipeDomain", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // Its own target: FoundationNetworking (and curl) cost every start about 12 ms, and only TMDB play needs them.
        .target(name: "FilmSwipeTMDB", dependencies: ["FilmSwipeData", "FilmSwipeDomain"]),
        // Film histories from other services: their export files read, and each film placed on the catalogue.
        .target(name: "FilmSwipeImport", dependencies: ["FilmSwipeDomain", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        // Text measured as a terminal shows it: what the cell kit lays out with, and what a party name is checked by.
        .target(name: "FilmSwipeText"),
        .target(name: "FilmSwipeCells", dependencies: ["FilmSwipeText"]),
        // The final round's rules (FilmSwipeParty, no I/O) are the Tonight module's, as they are a party room's.
        .target(name: "FilmSwipeModules", dependencies: ["FilmSwipeDomain", "FilmSwipeCells", "FilmSwipeText", "FilmSwipeParty"]),
        // Member names are told apart by their TR39 confusable skeleton, from the ICU inside Foundation (_FoundationICU).
        .target(name: "FilmSwipeParty", dependencies: ["FilmSwipeDomain", "FilmSwipeText"], linkerSettings: [.linkedLibrary("_FoundationICU")]),
        // The room's web page: plain HTML, CSS and JavaScript, served by the party server at /join/CODE.
        .target(
            name: "FilmSwipePartyPage",
            resources: [.copy("room.html"), .copy("room.css"), .copy("room.js"), .copy("no-room.html")]
        ),
        // The party server: rooms kept in SQLite, the protocol over WebSocket, the group's deck from the recommender.
        .target(
            name: "FilmSwipePartyServer",
            dependencies: [
                "FilmSwipeParty", "FilmSwipeDomain", "FilmSwipeData", "FilmSwipeRecommendation", "FilmSwipeCatalogue", "FilmSwipePartyPage",
                // A page's watchlist upload is read by the rules `filmswipe import letterboxd` reads a file by.
                "FilmSwipeImport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                // The page's HTTP as Hummingbird's router reads it, beside the socket's upgrade (both already under Hummingbird).
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"), .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                // WSS: NIOSSL (BoringSSL), already built for the WebSocket client; NIOTLS for its handshake's events.
                .product(name: "NIOSSL", package: "swift-nio-ssl"), .product(name: "NIOTLS", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                // The upgrade's own handler and NIO's frames: each client frame is checked for its mask (RFC 6455).
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ]
        ),
        // The party client: the connection that reconnects and resumes, the votes waiting to be sent, the deck as a repository.
        .target(
            name: "FilmSwipePartyClient",
            dependencies: [
                "FilmSwipeParty", "FilmSwipeDomain", "FilmSwipeData",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                // `wss://` addresses: the system's trust store or a `--ca` file, through the client's NIOSSL.
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        .systemLibrary(name: "CNcursesw"),
        // LAPACK's C interface (liblapacke-dev) over OpenBLAS (libopenblas-dev), for EASE's one matrix inversion. Only
        // `filmswipe-recommender` (evaluate, recommend) links it: OpenBLAS starts its threads as it loads, which the
        // solo game's start must not pay.
        .systemLibrary(name: "CLAPACK", pkgConfig: "lapacke", providers: [.apt(["liblapacke-dev", "libopenblas-dev"])]),
        .target(name: "FilmSwipeLinearAlgebra", dependencies: ["CLAPACK", "FilmSwipeRecommendation"]),
        // Posters: JPEGs decoded by libjpeg-turbo (libturbojpeg0-dev) and drawn as text cells by libchafa (libchafa-dev,
        // whose headers need glib's: pkg-config finds them). Only `filmswipe-tmdb` links them, never the solo game.
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg"),
        .systemLibrary(name: "CChafa", pkgConfig: "chafa"),
        // libqrencode (Debian libqrencode-dev) draws a party room's join link as a QR code; only the party program links it.
        .systemLibrary(name: "CQRencode", pkgConfig: "libqrencode"),
        .target(name: "FilmSwipeQR", dependencies: ["CQRencode", "FilmSwipeCells"]),
        .target(name: "FilmSwipePosters", dependencies: ["CTurboJPEG", "CChafa", "FilmSwipeCells", "FilmSwipeDomain", "FilmSwipeText"]),
        .target(name: "FilmSwipeTerminal", dependencies: ["CNcursesw", "FilmSwipeCells"]),
        // What both programs share: the data folder, the store, the options, the game in the terminal.
        .target(
            name: "FilmSwipeCommands",
            dependencies: [
                "FilmSwipeModules", "FilmSwipeData", "FilmSwipeDomain", "FilmSwipeTerminal", "FilmSwipeCells", "FilmSwipeText",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `filmswipe` does not link TMDB: FoundationNetworking brings libcurl and some 40 libraries that cost every
        // start ~15 ms. `--source tmdb` and `filmswipe tmdb …` run `filmswipe-tmdb`, as git runs `git-foo`. It cannot
        // depend on FilmSwipeTMDBCLI to get it built: SwiftPM would then link FoundationNetworking into it too.
        .executableTarget(
            name: "FilmSwipeCLI",
            dependencies: [
                "FilmSwipeModules", "FilmSwipeCommands", "FilmSwipeData", "FilmSwipeDomain", "FilmSwipeImport", "FilmSwipeRecommendation",
                "FilmSwipeMovieLens", "FilmSwipeCatalogue",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Release builds link the Swift runtime and Foundation into the program: the loader then maps 9 libraries
            // instead of 23, which takes about 5 ms and 6 MiB off every start (see docs/benchmarks.md).
            linkerSettings: [.unsafeFlags(staticFoundation, .when(configuration: .release))]
        ),
        .executableTarget(
            name: "FilmSwipeTMDBCLI",
            dependencies: [
                "FilmSwipeModules", "FilmSwipeCatalogue", "FilmSwipeCommands", "FilmSwipeData", "FilmSwipeDomain", "FilmSwipeImport", "FilmSwipeTMDB",
                "FilmSwipePosters", "FilmSwipeTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `filmswipe party …` runs `filmswipe-party`, as `filmswipe tmdb …` runs `filmswipe-tmdb`: the solo game never loads
        // the network stack.
        .executableTarget(
            name: "FilmSwipePartyCLI",
            dependencies: [
                "FilmSwipeModules", "FilmSwipeCommands", "FilmSwipeData", "FilmSwipeDomain", "FilmSwipeParty", "FilmSwipePartyClient",
                "FilmSwipePartyServer", "FilmSwipeCells", "FilmSwipeCatalogue", "FilmSwipeImport", "FilmSwipeMovieLens", "FilmSwipeQR",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `filmswipe recommend` and `filmswipe evaluate` run `filmswipe-recommender`, as `filmswipe tmdb …` runs
        // `filmswipe-tmdb`: it links LAPACK for EASE, the solo game does not.
        .executableTarget(
            name: "FilmSwipeRecommenderCLI",
            dependencies: [
                "FilmSwipeCommands", "FilmSwipeData", "FilmSwipeDomain", "FilmSwipeCatalogue", "FilmSwipeRecommendation", "FilmSwipeLinearAlgebra",
                // `recommend`'s table on a terminal pads titles by their display width.
                "FilmSwipeText",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Developer tools, built by `swift build` and the benchmarks but not products a user installs: SwiftPM makes
        // each executable target a program of its own name (`swift run -c release filmswipe-benchmarks`).
        .executableTarget(name: "hello-baseline", path: "Benchmarks/HelloBaseline"),
        .executableTarget(
            name: "filmswipe-benchmarks",
            dependencies: [
                "FilmSwipeModules", "FilmSwipeCatalogue", "FilmSwipeData", "FilmSwipeDomain", "FilmSwipeImport", "FilmSwipeRecommendation", "FilmSwipeTerminal",
                "FilmSwipeCells", "ChildProcessSupport", "FilmSwipePosters", "TMDBStubSupport",
            ],
            path: "Benchmarks/FilmSwipeBenchmarks"
        ),
        // A made-up MovieLens release of ML-32M's size, for Benchmarks/movielens-32m.sh.
        .executableTarget(name: "movielens-release", dependencies: ["MovieLensReleaseSupport"], path: "Benchmarks/MovieLensReleaseWriter"),
        // The party server under load: 100 rooms of 6 WebSocket members voting on loopback, match latency measured.
        .executableTarget(
            name: "filmswipe-party-benchmark",
            dependencies: [
                "FilmSwipeParty", "FilmSwipeDomain", "ChildProcessSupport",
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                // Browser-shaped members fetch the room's page and its files over plain HTTP before their socket.
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            path: "Benchmarks/PartyLoadBenchmark"
        ),
        .testTarget(name: "FilmSwipeDomainTests", dependencies: ["FilmSwipeDomain"]),
        // Main's interactor is driven over the bundled catalogue's recommender: a deck that listens, end to end in-process.
        .testTarget(
            name: "FilmSwipeRecommendationTests", dependencies: ["FilmSwipeRecommendation", "FilmSwipeDomain", "FilmSwipeData", "FilmSwipeLinearAlgebra", "FilmSwipeModules"]
        ),
        .testTarget(
            name: "FilmSwipeMovieLensTests", dependencies: ["FilmSwipeMovieLens", "FilmSwipeRecommendation", "FilmSwipeData", "FilmSwipeDomain", "MovieLensReleaseSupport"]
        ),
        // A made-up MovieLens release of any size, for the tests and the ML-32M-sized benchmark.
        .target(name: "MovieLensReleaseSupport", path: "Tests/MovieLensReleaseSupport"),
        .testTarget(name: "FilmSwipeCellsTests", dependencies: ["FilmSwipeCells"]),
        .testTarget(name: "FilmSwipeTextTests", dependencies: ["FilmSwipeText"]),
        .testTarget(name: "FilmSwipePartyTests", dependencies: ["FilmSwipeParty", "FilmSwipeDomain"]),
        // The client's room as a value: no server, no store.
        .testTarget(name: "FilmSwipePartyClientTests", dependencies: ["FilmSwipePartyClient", "FilmSwipeParty", "FilmSwipeDomain"]),
        .testTarget(
            name: "FilmSwipePartyServerTests",
            dependencies: [
                "FilmSwipePartyServer", "FilmSwipePartyClient", "FilmSwipeParty", "FilmSwipeDomain", "FilmSwipeData", "FilmSwipeImport", "TestSupport",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                // A client of NIO's parts for what the real one never does: unmasked frames, text that is not UTF-8, a
                // connection dropped with no close frame, a client that does not read, a socket that never speaks.
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                // wss:// against a certificate the tests make with openssl, started as a child.
                .product(name: "NIOSSL", package: "swift-nio-ssl"), "ChildProcessSupport",
                // The store tests write a database as a newer FilmSwipe would.
                .product(name: "GRDB", package: "GRDB.swift"),
                // What the server logs, read back.
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The matcher is also checked on the bundled catalogue, read from Fixtures/.
        .testTarget(
            name: "FilmSwipeImportTests",
            dependencies: ["FilmSwipeImport", "FilmSwipeDomain", "FilmSwipeData", "TestSupport", .product(name: "ZIPFoundation", package: "ZIPFoundation")]
        ),
        // Expected outputs are read through #filePath, not bundled.
        .testTarget(name: "FilmSwipeModulesTests", dependencies: ["FilmSwipeModules", "FilmSwipeDomain", "FilmSwipeCells", "FilmSwipeText", "FilmSwipeParty"], exclude: ["Views/Fixtures"]),
        // What several test targets share: a folder of a test's own, removed by it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Starting child programs with no signal blocked, for the tests and the benchmark.
        .target(name: "ChildProcessSupport", dependencies: ["FilmSwipeDomain"], path: "Tests/ChildProcessSupport"),
        // A loopback server that answers like TMDB, for the TMDB tests and the end-to-end tests.
        // It makes the posters it serves with TurboJPEG's encoder.
        .target(name: "TMDBStubSupport", dependencies: ["CTurboJPEG"], path: "Tests/TMDBStubSupport"),
        // The same stub as a program, to play `filmswipe --source tmdb` by hand (`swift run tmdb-stub`).
        .executableTarget(name: "tmdb-stub", dependencies: ["TMDBStubSupport"], path: "Tests/TMDBStubRunner"),
        .executableTarget(name: "StoreCrashWriter", dependencies: ["FilmSwipeData", "FilmSwipeDomain"], path: "Tests/StoreCrashWriter"),
        .testTarget(
            name: "FilmSwipeDataTests",
            dependencies: [
                "FilmSwipeData", "FilmSwipeDomain", "StoreCrashWriter", "ChildProcessSupport", .product(name: "GRDB", package: "GRDB.swift"),
                // The fuzz tests draw what they read, to show nothing downstream of the reader traps either.
                "FilmSwipeModules", "FilmSwipeCells", "FilmSwipeText",
            ],
            exclude: ["Export/Expected"]
        ),
        .testTarget(
            name: "FilmSwipeEndToEndTests",
            dependencies: [
                "FilmSwipeCLI", "FilmSwipeTMDBCLI", "FilmSwipePartyCLI", "FilmSwipeRecommenderCLI", "FilmSwipeData", "FilmSwipeDomain", "ChildProcessSupport", "TMDBStubSupport",
                // `party matches` is run over a party file the test writes with the client's own store.
                "FilmSwipeParty", "FilmSwipePartyClient", "MovieLensReleaseSupport",
            ]
        ),
        .testTarget(name: "FilmSwipeTerminalTests", dependencies: ["FilmSwipeTerminal", "FilmSwipeCells", "CNcursesw"]),
        .testTarget(name: "FilmSwipeQRTests", dependencies: ["FilmSwipeQR", "FilmSwipeCells"]),
        .testTarget(name: "FilmSwipeCommandsTests", dependencies: ["FilmSwipeCommands", "FilmSwipeDomain", "TestSupport"]),
        .testTarget(name: "FilmSwipeTMDBTests", dependencies: ["FilmSwipeTMDB", "FilmSwipeData", "FilmSwipeDomain", "TMDBStubSupport"]),
        .testTarget(
            name: "FilmSwipePostersTests",
            dependencies: ["FilmSwipePosters", "FilmSwipeCells", "FilmSwipeDomain", "FilmSwipeModules", "FilmSwipeTMDB", "TMDBStubSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
