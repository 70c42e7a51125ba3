import Foundation

/// Lays out named arrays of numbers as a model file (see `ModelFileLayout`). What the sections mean is the caller's:
/// a model adds its arrays by name and says which version of its contents they are.
public struct ModelFileWriter {
    private let contentsVersion: UInt32
    private var sections: [(name: String, typeCode: UInt8, count: Int, bytes: [UInt8])] = []

    /// A file whose sections mean what version `contentsVersion` of their writer says.
    public init(contentsVersion: UInt32) {
        self.contentsVersion = contentsVersion
    }

    /// Adds the section `name` (ASCII, at most 16 bytes, unique) holding `values`.
    public mutating func add<Values: Collection>(_ name: String, _ values: Values) where Values.Element: PackedElement {
        precondition(name.utf8.count <= ModelFileLayout.nameSize && name.allSatisfy(\.isASCII), "section name \(name) too long or not ASCII")
        precondition(!sections.contains { $0.name == name }, "section \(name) added twice")
        let array = Array(values)
        sections.append((name, Values.Element.typeCode, array.count, array.withUnsafeBytes { Array($0) }))
    }

    /// The whole file.
    public func data() -> Data {
        let tableEnd = ModelFileLayout.headerSize + sections.count * ModelFileLayout.entrySize
        var offsets: [Int] = []
        var end = tableEnd
        for section in sections {
            end = ModelFileLayout.aligned(end)
            offsets.append(end)
            end += section.bytes.count
        }
        // A whole number of 8-byte words, so the hash reads no partial word.
        let length = (end + 7) / 8 * 8
        var bytes = [UInt8](repeating: 0, count: length)
        func put<Number: FixedWidthInteger>(_ number: Number, at offset: Int) {
            withUnsafeBytes(of: number.littleEndian) { bytes.replaceSubrange(offset..<(offset + $0.count), with: $0) }
        }
        bytes.replaceSubrange(0..<8, with: ModelFileLayout.magic)
        put(ModelFileLayout.layout, at: 8)
        put(contentsVersion, at: 12)
        put(UInt32(sections.count), at: 16)
        put(UInt64(length), at: 32)
        for (number, section) in sections.enumerated() {
            let entry = ModelFileLayout.headerSize + number * ModelFileLayout.entrySize
            bytes.replaceSubrange(entry..<(entry + section.name.utf8.count), with: Array(section.name.utf8))
            bytes[entry + ModelFileLayout.nameSize] = section.typeCode
            put(UInt64(section.count), at: entry + 24)
            put(UInt64(offsets[number]), at: entry + 32)
            bytes.replaceSubrange(offsets[number]..<(offsets[number] + section.bytes.count), with: section.bytes)
        }
        var hash = ContentHash()
        bytes[ModelFileLayout.headerSize...].withUnsafeBytes { hash.add($0) }
        put(hash.finished, at: 24)
        return Data(bytes)
    }
}
