import FilmSwipeCommands
import Foundation

/// A program beside `filmswipe` that holds a part the solo game must not load (`filmswipe-tmdb` links
/// FoundationNetworking, `filmswipe-party` SwiftNIO); `filmswipe` hands the work over to it, as git runs `git-foo`.
struct CompanionProgram {
    /// Its file name.
    let name: String
    /// What it holds, for the message when it is missing ("TMDB support").
    let holds: String

    /// `filmswipe-tmdb`.
    static let tmdb = CompanionProgram(name: "filmswipe-tmdb", holds: "TMDB support")
    /// `filmswipe-party`.
    static let party = CompanionProgram(name: "filmswipe-party", holds: "Party rooms")

    /// Replaces this process with `name arguments`; returns only by throwing why it could not.
    func run(_ arguments: [String]) throws -> Never {
        let path = try location()
        let argv = ([name] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        throw CommandFailure("Cannot start \(path): \(String(cString: strerror(errno))).")
    }

    // Beside this program first (a build folder, or an install of both), then on PATH.
    private func location() throws -> String {
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
        throw CommandFailure("\(holds) \(holds.hasSuffix("s") ? "are" : "is") in \(name), which is neither in \(here?.path ?? "this program's folder") nor on PATH. Build it with `swift build` (which builds every program), or install it beside filmswipe.")
    }
}
