import FilmSwipeCommands
import Foundation

/// A program beside `filmswipe` that holds a part the solo game must not load (`filmswipe-tmdb` links
/// FoundationNetworking, `filmswipe-party` SwiftNIO); `filmswipe` hands the work over to it, as git runs `git-foo`.
struct CompanionProgram: Equatable, Sendable {
    /// Its file name.
    let name: String
    /// What it holds, for the message when it is missing ("TMDB support").
    let holds: String

    /// `filmswipe-tmdb`.
    static let tmdb = CompanionProgram(name: "filmswipe-tmdb", holds: "TMDB support")
    /// `filmswipe-party`.
    static let party = CompanionProgram(name: "filmswipe-party", holds: "Party rooms")
    /// `filmswipe-recommender`.
    static let recommender = CompanionProgram(name: "filmswipe-recommender", holds: "The recommender for scripts (recommend, evaluate)")

    /// Replaces this process with `name arguments`; returns only by throwing why it could not.
    func run(_ arguments: [String]) throws -> Never {
        let path = try location()
        let argv = ([name] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        throw CommandFailure("Cannot start \(path): \(String(cString: strerror(errno))).")
    }

    /// Where the companion is: beside this program first (a build folder, an install, an unpacked release; through
    /// a symbolic link, beside the link and beside what it points to), then in the folders of `PATH`.
    func location(
        executable: URL? = Bundle.main.executableURL,
        path: String = ProcessInfo.processInfo.environment["PATH"] ?? ""
    ) throws -> String {
        let beside = Self.folders(of: executable)
        let onPath = path.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        for folder in beside + onPath {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            if FileManager.default.fileExists(atPath: candidate) {
                throw CommandFailure("\(candidate) is there but cannot be run: `chmod +x` it, or install FilmSwipe again.")
            }
        }
        let looked = beside.isEmpty ? "this program's folder" : beside.joined(separator: " or ")
        throw CommandFailure(
            "\(holds) \(holds.hasSuffix("s") ? "are" : "is") in \(name), which is neither in \(looked) (beside filmswipe) nor on PATH. "
                + "The three programs belong together: install them with `Scripts/install.sh`, or build them all with `swift build` "
                + "(`swift run filmswipe` builds filmswipe alone)."
        )
    }

    private static func folders(of executable: URL?) -> [String] {
        guard let executable else { return [] }
        let folders = [executable.deletingLastPathComponent().path, executable.resolvingSymlinksInPath().deletingLastPathComponent().path]
        return folders.reduce(into: []) { unique, folder in if !unique.contains(folder) { unique.append(folder) } }
    }
}
