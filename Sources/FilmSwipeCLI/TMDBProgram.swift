import FilmSwipeCommandLine
import Foundation

/// `filmswipe-tmdb`, the program beside this one that holds everything TMDB. It is a program of its own so that the
/// catalogue game never loads FoundationNetworking; `filmswipe` hands TMDB work over to it, as git runs `git-foo`.
enum TMDBProgram {
    /// Its file name.
    static let name = "filmswipe-tmdb"

    /// Replaces this process with `filmswipe-tmdb arguments`; returns only by throwing why it could not.
    static func run(_ arguments: [String]) throws -> Never {
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let path = folder.appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CommandFailure("TMDB support is in \(name), which is not in \(folder.path). Build it with `swift build` (which builds every program), or install it beside filmswipe.")
        }
        let argv = ([name] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        throw CommandFailure("Cannot start \(path): \(String(cString: strerror(errno))).")
    }
}
