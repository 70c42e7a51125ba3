/// A model file mapped from disk (or copied from bytes), its header, table and hash checked; its sections are read as
/// `PackedArray`s pointing into it, with no copy.
public struct ModelFileReader: Sendable {
    /// The file, for messages.
    public let path: String
    /// What version of its writer's contents the sections are.
    public let contentsVersion: UInt32
    private let storage: PackedStorage
    private let table: [String: (typeCode: UInt8, count: Int, offset: Int)]

    /// Maps the file at `path` and checks it is a whole model file of contents version `expectedVersion`.
    public init(path: String, expectedVersion: UInt32) throws(ModelFileError) {
        try self.init(storage: PackedStorage.mapping(path: path), path: path, expectedVersion: expectedVersion)
    }

    /// Reads a copy of `bytes` as a model file, `path` naming it in messages.
    public init(bytes: [UInt8], path: String, expectedVersion: UInt32) throws(ModelFileError) {
        try self.init(storage: bytes.withUnsafeBytes { PackedStorage.copying($0) }, path: path, expectedVersion: expectedVersion)
    }

    private init(storage: PackedStorage, path: String, expectedVersion: UInt32) throws(ModelFileError) {
        self.storage = storage
        self.path = path
        let bytes = UnsafeRawBufferPointer(start: storage.bytes, count: storage.length)
        func number<Number: FixedWidthInteger>(_: Number.Type, at offset: Int) -> Number {
            Number(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Number.self))
        }
        guard bytes.count >= ModelFileLayout.headerSize, Array(bytes[0..<8]) == ModelFileLayout.magic else { throw .notAModelFile(path: path) }
        let layout = number(UInt32.self, at: 8)
        guard layout == ModelFileLayout.layout else { throw .otherVersion(path: path, found: layout, expected: ModelFileLayout.layout) }
        contentsVersion = number(UInt32.self, at: 12)
        guard contentsVersion == expectedVersion else { throw .otherVersion(path: path, found: contentsVersion, expected: expectedVersion) }
        let length = number(UInt64.self, at: 32)
        guard length == UInt64(bytes.count) else { throw .damaged(path: path, reason: "it holds \(bytes.count) bytes, not the \(length) written") }
        // The hash reads every page once; each megabyte is let go as soon as it is hashed, so only what is used later stays.
        var hash = ContentHash()
        var start = ModelFileLayout.headerSize
        while start < bytes.count {
            let end = min(bytes.count, start + (1 << 20))
            hash.add(UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
            storage.release(start..<end)
            start = end
        }
        guard hash.finished == number(UInt64.self, at: 24) else { throw .damaged(path: path, reason: "its contents do not match their checksum") }
        let sectionCount = Int(number(UInt32.self, at: 16))
        guard ModelFileLayout.headerSize + sectionCount * ModelFileLayout.entrySize <= bytes.count else {
            throw .damaged(path: path, reason: "its table of sections runs past its end")
        }
        var table: [String: (typeCode: UInt8, count: Int, offset: Int)] = [:]
        for entry in 0..<sectionCount {
            let at = ModelFileLayout.headerSize + entry * ModelFileLayout.entrySize
            let nameBytes = bytes[at..<(at + ModelFileLayout.nameSize)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            let count = number(UInt64.self, at: at + 24), offset = number(UInt64.self, at: at + 32)
            guard offset % UInt64(ModelFileLayout.alignment) == 0, offset <= UInt64(bytes.count), count <= UInt64(bytes.count) else {
                throw .damaged(path: path, reason: "section \(name) lies outside it")
            }
            table[name] = (bytes[at + ModelFileLayout.nameSize], Int(count), Int(offset))
        }
        self.table = table
    }

    /// The section `name` as `Element`s; a missing section, or one of another type or past the end, is an error.
    public func section<Element: PackedElement>(_ name: String, as _: Element.Type = Element.self) throws(ModelFileError) -> PackedArray<Element> {
        guard let entry = table[name] else { throw .damaged(path: path, reason: "it has no section \(name)") }
        guard entry.typeCode == Element.typeCode else { throw .damaged(path: path, reason: "section \(name) holds another type") }
        let (size, overflow) = entry.count.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        guard !overflow, entry.offset + size <= storage.length else { throw .damaged(path: path, reason: "section \(name) runs past its end") }
        return PackedArray(storage: storage, offset: entry.offset, count: entry.count)
    }
}
