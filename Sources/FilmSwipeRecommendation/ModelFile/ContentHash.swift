/// A fast 64-bit hash of bytes, to tell whether a model file is whole and which catalogue and ratings it was built
/// from. It detects change and damage, not tampering: it is no cryptographic hash.
public struct ContentHash: Sendable {
    /// The hash so far.
    public private(set) var value: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var length: UInt64 = 0

    /// An empty hash.
    public init() {}

    /// Adds `bytes`; the same bytes added in one call or in several give the same hash only when split at multiples of 8.
    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
        let words = bytes.count / 8
        for word in 0..<words {
            mix(bytes.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))
        }
        var tail: UInt64 = 0
        for (shift, byte) in bytes[(words * 8)...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
        if bytes.count % 8 != 0 { mix(tail) }
        length &+= UInt64(bytes.count)
    }

    /// Adds one number.
    public mutating func add(_ number: UInt64) {
        mix(number)
        length &+= 8
    }

    /// The hash with the length folded in, so a prefix of zeros does not hash alike.
    public var finished: UInt64 {
        var result = value ^ length
        result ^= result >> 33
        result &*= 0xFF51_AFD7_ED55_8CCD
        result ^= result >> 33
        return result
    }

    @inline(__always)
    private mutating func mix(_ word: UInt64) {
        let mixed = value ^ (word &* 0x87C3_7B91_1142_53D5)
        value = (mixed << 31 | mixed >> 33) &* 0x4CF5_AD43_2745_937F
    }
}

extension ContentHash {
    /// The finished hash of the file at `path`, read through a mapping a megabyte at a time and let go as it goes, so
    /// hashing a large file does not make it resident.
    public static func ofFile(path: String) throws(ModelFileError) -> UInt64 {
        let storage = try PackedStorage.mapping(path: path, minimumLength: 0)
        var hash = ContentHash()
        var start = 0
        while start < storage.length {
            let end = min(storage.length, start + (1 << 20))
            hash.add(UnsafeRawBufferPointer(start: storage.bytes + start, count: end - start))
            storage.release(start..<end)
            start = end
        }
        return hash.finished
    }
}

extension ContentHash {
    /// The finished hash of `text`'s UTF-8 bytes.
    public static func of(_ text: String) -> UInt64 {
        var hash = ContentHash()
        Array(text.utf8).withUnsafeBytes { hash.add($0) }
        return hash.finished
    }
}
