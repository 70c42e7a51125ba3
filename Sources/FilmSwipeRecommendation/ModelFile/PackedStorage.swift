import Glibc

/// Memory that `PackedArray`s point into: an allocation of their own, or a file mapped read-only. It is released
/// (freed or unmapped) when the last array viewing it goes.
final class PackedStorage: @unchecked Sendable {
    /// The first byte.
    let bytes: UnsafeRawPointer
    /// How many bytes there are.
    let length: Int
    private let isMapped: Bool

    private init(bytes: UnsafeRawPointer, length: Int, isMapped: Bool) {
        self.bytes = bytes
        self.length = length
        self.isMapped = isMapped
    }

    deinit {
        if isMapped {
            munmap(UnsafeMutableRawPointer(mutating: bytes), length)
        } else {
            bytes.deallocate()
        }
    }

    /// A copy of `source` in memory of its own, aligned for any element a model file holds.
    static func copying(_ source: UnsafeRawBufferPointer) -> PackedStorage {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(1, source.count), alignment: 64)
        if let base = source.baseAddress, source.count > 0 { memory.copyMemory(from: base, byteCount: source.count) }
        return PackedStorage(bytes: memory, length: source.count, isMapped: false)
    }

    /// The file at `path` mapped read-only: its pages are read from the page cache as they are touched and can be
    /// dropped again by the kernel, so a large model costs memory only where a game looks.
    /// A file shorter than `minimumLength` is no model file.
    static func mapping(path: String, minimumLength: Int = ModelFileLayout.headerSize) throws(ModelFileError) -> PackedStorage {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { throw .notFound(path: path) }
            throw .unreadable(path: path, reason: String(cString: strerror(code)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        let length = Int(status.st_size)
        guard length >= minimumLength else { throw .notAModelFile(path: path) }
        // mmap refuses a length of 0: an empty file gets an allocation of its own.
        if length == 0 { return copying(UnsafeRawBufferPointer(start: nil, count: 0)) }
        guard let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        return PackedStorage(bytes: UnsafeRawPointer(mapped), length: length, isMapped: true)
    }

    /// Tells the kernel the mapped bytes in `range` are not needed for now: they are read again from the file if
    /// touched. Checking a whole file this way keeps only what the game later looks at resident.
    func release(_ range: Range<Int>) {
        guard isMapped, !range.isEmpty else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        // Whole pages inside the range only: the ones it shares with its neighbours stay.
        let start = (range.lowerBound + page - 1) / page * page, end = range.upperBound / page * page
        guard end > start else { return }
        madvise(UnsafeMutableRawPointer(mutating: bytes + start), end - start, MADV_DONTNEED)
    }
}
