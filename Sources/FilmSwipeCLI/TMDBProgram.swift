import FilmSwipeCommandLine
import Foundation

/// `filmswipe-tmdb`, the program that holds everything TMDB. It is a program of its own so that the catalogue game
/// never loads FoundationNetworking; `filmswipe` hands TMDB work over to it, as git runs `git-foo`.
enum TMDBProgram {
    /// Its file name.
    static let name = "filmswipe-tmdb"

    /// Replaces this process with `filmswipe-tmdb arguments`; returns only by throwing why it could not.
    static func run(_ arguments: [String]) throws -> Never {
        let path = try location()
        let argv = ([name] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        throw CommandFailure("Cannot start \(path): \(String(cString: strerror(errno))).")
    }

    // Beside this program first (a build folder, or an install of both), then on PATH.
    private static func location() throws -> String {
        let here = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = [here?.path].compactMap { $0 } + path.split(separator: ":").map(String.init)
        for folder in folders where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            if FileManager.default.fileExists(atPath: candidate) {
                throw CommandFailure("\(candidate) is there but not executable: `chmod +x` it, or rebuild with `swift build`.")
            }
        }
        throw CommandFailure("TMDB support is in \(name), which is neither in \(here?.path ?? "this program's folder") nor on PATH. Build it with `swift build` (which builds every program), or install it beside filmswipe.")
    }
}
