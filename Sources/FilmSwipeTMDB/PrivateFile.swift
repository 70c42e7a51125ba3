import FilmSwipeData
import Foundation

/// Writes a secret-holding file atomically, readable and writable by its owner only.
enum PrivateFile {
    /// Writes `data` to `url` through a 0600 temporary file beside it, flushed and renamed over.
    static func write(_ data: Data, to url: URL) throws(TMDBSettingsError) {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial").path
        // Created 0600 from the start, so the secret is never readable by others, not even for a moment.
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw failure(url) }
        var ok = fchmod(fd, 0o600) == 0
        ok = ok && data.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
        ok = ok && fsync(fd) == 0
        let error = ok ? nil : failure(url)
        close(fd)
        if let error {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, url.path) == 0 else {
            let error = failure(url)
            unlink(temporary)
            throw error
        }
    }

    private static func failure(_ url: URL) -> TMDBSettingsError {
        .unwritableConfig(path: url.path, reason: String(cString: strerror(errno)))
    }
}
