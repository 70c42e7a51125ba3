import Glibc

/// Memory the allocator has freed but keeps: glibc's allocator holds on to it for later unless told to hand it back.
enum FreedMemory {
    // malloc_trim is a GNU extension Swift's Glibc module does not import; it is looked up by name.
    private typealias Trim = @convention(c) (Int) -> Int32
    private static let trim: Trim? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim").map { unsafeBitCast($0, to: Trim.self) }

    /// Hands what the allocator has free back to the system, where the allocator allows it.
    static func giveBack() {
        _ = trim?(0)
    }
}
