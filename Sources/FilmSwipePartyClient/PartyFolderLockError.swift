import FilmSwipeParty
import Foundation

/// Why a party game cannot have its data folder to itself.
public enum PartyFolderLockError: LocalizedError, Equatable, CustomStringConvertible {
    /// Another party game (its pid, when it wrote one) is playing with `folder`; `player` is who asked, for the
    /// folder the message suggests instead.
    case inUse(folder: URL, pid: Int32?, player: MemberName)
    /// The lock file cannot be made (a folder that is missing or cannot be written).
    case unusable(folder: URL, reason: String)

    public var errorDescription: String? { description }

    public var description: String {
        switch self {
        case let .inUse(folder, pid, player):
            let holder = pid.map { "another party game (pid \($0))" } ?? "another party game"
            return "The data folder \(folder.path) is in use by \(holder). Each player on this machine needs their own data "
                + "folder: add --data-dir, such as --data-dir \(Self.suggestion(beside: folder, for: player))."
        case let .unusable(folder, reason):
            return "Cannot make \(PartyFolderLock.fileName) in the data folder \(folder.path) (\(reason)). Pass --data-dir with a folder you can write to."
        }
    }

    /// A folder beside `folder` named for `player`, `~` for the home folder (`$HOME`, as the shell reads `~`), quoted
    /// for a shell when it must be.
    static func suggestion(beside folder: URL, for player: MemberName, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String {
        var slug = ""
        for character in player.text.lowercased() {
            if character.isASCII, character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        var path = folder.standardizedFileURL.path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        path += "-" + (slug.isEmpty ? "2" : slug)
        let plain = path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+".contains($0)) }
        // Quoted, the shell would leave `~` alone: the whole path is given instead.
        guard plain else { return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        var home = home ?? ""
        while home.count > 1, home.hasSuffix("/") { home.removeLast() }
        if !home.isEmpty, home != "/", path.hasPrefix(home + "/") { path = "~" + path.dropFirst(home.count) }
        return path
    }
}
