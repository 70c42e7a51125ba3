// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FilmSwipe",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "filmswipe", targets: ["FilmSwipeCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(name: "FilmSwipeDomain"),
        .target(
            name: "FilmSwipeCatalogue",
            path: "Fixtures",
            exclude: ["README.md"],
            resources: [.copy("catalogue.json"), .copy("genres.json"), .copy("ratings.csv")]
        ),
        .target(
            name: "FilmSwipeData",
            dependencies: ["FilmSwipeDomain", "FilmSwipeCatalogue", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .target(name: "FilmSwipeUIKit"),
        .target(name: "FilmSwipe", dependencies: ["FilmSwipeDomain", "FilmSwipeUIKit"]),
        .systemLibrary(name: "CNcursesw"),
        .target(name: "FilmSwipeTerminal", dependencies: ["CNcursesw", "FilmSwipeUIKit"]),
        .executableTarget(
            name: "FilmSwipeCLI",
            dependencies: [
                "FilmSwipe", "FilmSwipeData", "FilmSwipeTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "FilmSwipeDomainTests", dependencies: ["FilmSwipeDomain"]),
        .testTarget(name: "FilmSwipeUIKitTests", dependencies: ["FilmSwipeUIKit"]),
        .testTarget(name: "FilmSwipeTests", dependencies: ["FilmSwipe", "FilmSwipeDomain", "FilmSwipeUIKit"]),
        .testTarget(name: "FilmSwipeDataTests", dependencies: ["FilmSwipeData", "FilmSwipeDomain"]),
        .testTarget(name: "FilmSwipeEndToEndTests", dependencies: ["FilmSwipeCLI"]),
        .testTarget(name: "FilmSwipeTerminalTests", dependencies: ["FilmSwipeTerminal", "FilmSwipeUIKit"]),
    ],
    swiftLanguageModes: [.v6]
)
