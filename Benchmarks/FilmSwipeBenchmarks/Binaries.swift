import Glibc

/// The release binaries the benchmark starts, found beside the benchmark's own executable.
struct Binaries {
    /// The game.
    let game: String
    /// The bare Swift hello-world that startup is compared with.
    let hello: String

    /// Both binaries, or an error that says exactly what to build.
    static func locate() throws -> Binaries {
        let folder = executableFolder()
        let game = folder + "/filmswipe", hello = folder + "/hello-baseline"
        let missing = [game, hello].filter { (path: String) in access(path, X_OK) != 0 }
        guard missing.isEmpty else {
            // `swift run filmswipe-benchmarks` builds only this product; the others need a build of their own.
            throw BenchmarkError("""
                missing \(missing.joined(separator: " and ")).
                Build every product in release first (it builds both), with the same scratch path as this benchmark:
                    swift build -c release
                (add --scratch-path <path> if you used one), then run this benchmark again.
                """)
        }
        if !folder.hasSuffix("/release") {
            print("note: \(folder) does not look like a release build folder; figures from a debug build mean little\n")
        }
        return Binaries(game: game, hello: hello)
    }

    private static func executableFolder() -> String {
        var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        guard length > 0 else { return "." }
        let executable = String(decoding: path[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return String(executable[..<(executable.lastIndex(of: "/") ?? executable.startIndex)])
    }
}
