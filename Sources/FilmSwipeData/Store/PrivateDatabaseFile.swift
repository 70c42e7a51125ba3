import Foundation

/// A database file only its owner may read: SQLite makes a new file as the umask allows (often readable by everyone)
/// and gives its WAL and shared-memory files the database's own mode, so the file is made first, mode 0600.
enum PrivateDatabaseFile {
    /// Creates the file at `url` empty with mode 0600 when it is missing; an existing file is left as it is.
    static func prepare(_ url: URL) {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd >= 0 { close(fd) }
    }
}
