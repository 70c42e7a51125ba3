import FilmSwipeParty
import Foundation
import Synchronization

/// The hold one party game has on its player's data folder while it plays: `party.sqlite` keeps one player's
/// memberships and votes, so a second party game on the same folder would come back into the room as the first player.
/// An advisory `flock` on `party.lock`, which holds the player's pid; the kernel drops it when the process ends,
/// `kill -9` included, so a crash never leaves a folder locked. The solo game takes no part in it.
public final class PartyFolderLock: Sendable {
    /// The lock file's name in the data folder.
    public static let fileName = "party.lock"

    private let descriptor: Mutex<Int32?>

    /// Takes the lock on `folder` for `player`, creating the file if missing; throws at once, without waiting, when
    /// another party game holds it, or when the file cannot be made. On a file system that takes no locks the game
    /// plays without one: memberships and votes are kept by name, so a second player there still never resumes the
    /// first.
    public init(folder: URL, player: MemberName) throws(PartyFolderLockError) {
        let path = folder.appendingPathComponent(Self.fileName).path
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .unusable(folder: folder, reason: String(cString: strerror(errno))) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let failure = errno
            let holder = Self.pid(in: fd)
            close(fd)
            if failure == EWOULDBLOCK { throw .inUse(folder: folder, pid: holder, player: player) }
            descriptor = Mutex(nil)
            return
        }
        // The pid is for the message another game shows; a file that cannot take it only makes that message vaguer.
        let pid = Data("\(getpid())\n".utf8)
        _ = ftruncate(fd, 0)
        _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        descriptor = Mutex(fd)
    }

    /// Lets another party game use the folder; later calls do nothing.
    public func release() {
        guard let fd = descriptor.withLock({ value in defer { value = nil }; return value }) else { return }
        // Emptied first, so a pid in the file always names the game holding the lock.
        _ = ftruncate(fd, 0)
        flock(fd, LOCK_UN)
        close(fd)
    }

    deinit { release() }

    // The holder's pid, as it wrote it; nil while it has not yet, or when the file holds something else.
    private static func pid(in fd: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let text = String(decoding: bytes.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int32(text).flatMap { $0 > 0 ? $0 : nil }
    }
}
