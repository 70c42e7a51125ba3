import Foundation

/// Writes a file whole or not at all: a temporary file beside it, flushed to disk, then renamed over.
public enum AtomicFile {
    /// Why a file could not be written; the message names the path and the system's reason.
    public struct WriteError: Error, LocalizedError, Equatable {
        public let path: String
        public let reason: String
        public var errorDescription: String? { "Cannot write \(path): \(reason)" }

        /// The error for `path`, failed for `reason`.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Writes `data` to `url` with `permissions` (0600 for a file holding secrets); on failure `url` is
    /// untouched and no temporary file is left.
    public static func write(_ data: Data, to url: URL, permissions: mode_t = 0o644) throws(WriteError) {
        let temporary = try writeTemporary(data, beside: url, permissions: permissions)
        guard rename(temporary, url.path) == 0 else {
            let error = failure(url.path)
            unlink(temporary)
            throw error
        }
    }

    /// Writes `data` whole to a new temporary file beside `url`, flushed to disk, and returns its path; on failure
    /// nothing is left behind.
    static func writeTemporary(_ data: Data, beside url: URL, permissions: mode_t = 0o644) throws(WriteError) -> String {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial").path
        // Created with its permissions from the start (and again past the umask), so a secret is never
        // readable by others, not even for a moment.
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard fd >= 0 else { throw failure(url.path) }
        var ok = fchmod(fd, permissions) == 0
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
        let error = ok ? nil : failure(url.path)
        close(fd)
        if let error {
            unlink(temporary)
            throw error
        }
        return temporary
    }

    static func failure(_ path: String) -> WriteError {
        WriteError(path: path, reason: String(cString: strerror(errno)))
    }
}
