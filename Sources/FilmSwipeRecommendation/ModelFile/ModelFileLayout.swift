/// Where things are in a model file. Little-endian throughout (the machines FilmSwipe runs on):
///
/// - a 64-byte header: the magic `FSWMODEL`, the layout (this description, 1), the contents' version (what its
///   sections mean, the model's own), the number of sections, the file's length and a `ContentHash` of everything
///   after the header;
/// - a table of sections, 40 bytes each: a name of up to 16 bytes, the element type's code, its count and offset;
/// - each section's elements, starting at a multiple of 64 bytes.
enum ModelFileLayout {
    static let magic: [UInt8] = Array("FSWMODEL".utf8)
    static let layout: UInt32 = 1
    static let headerSize = 64
    static let entrySize = 40
    static let nameSize = 16
    static let alignment = 64

    /// `value` rounded up to the next multiple of `alignment`.
    static func aligned(_ value: Int) -> Int {
        (value + alignment - 1) / alignment * alignment
    }
}
