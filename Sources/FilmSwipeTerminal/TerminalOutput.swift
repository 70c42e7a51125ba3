import Glibc

/// Writing to the terminal past ncurses' buffer: the game's own sequences (drag reporting, images, questions).
enum TerminalOutput {
    /// Writes all of `bytes` to `fd`; false when the terminal went away first.
    @discardableResult
    static func write(_ bytes: [UInt8], to fd: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR || errno == EAGAIN {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
    }
}
