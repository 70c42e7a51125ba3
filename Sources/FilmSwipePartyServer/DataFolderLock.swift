import Foundation
import Synchronization

/// An exclusive lock on a server's data folder, so two servers never keep the same rooms apart in memory. The
/// kernel drops it when the process ends, `kill -9` included.
final class DataFolderLock: Sendable {
    /// The lock file's name in the data folder.
    static let fileName = "party-server.lock"

    private let descriptor: Mutex<Int32?>

    /// The lock on `folder`, created if missing; throws when another server holds it.
    init(folder: URL) throws(PartyServerError) {
        let path = folder.appendingPathComponent(Self.fileName).path
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .dataFolderUnusable(path: folder.path, reason: String(cString: strerror(errno))) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let failure = errno
            close(fd)
            if failure == EWOULDBLOCK { throw .dataFolderInUse(path: folder.path) }
            throw .dataFolderUnusable(path: folder.path, reason: String(cString: strerror(failure)))
        }
        descriptor = Mutex(fd)
    }

    /// Lets another server use the folder; later calls do nothing.
    func release() {
        guard let fd = descriptor.withLock({ value in defer { value = nil }; return value }) else { return }
        // Unlocked before the close: a child process this one is starting at that moment shares the descriptor until
        // its exec, and would keep the lock held that long if only the close released it.
        flock(fd, LOCK_UN)
        close(fd)
    }

    deinit { release() }
}
