/// An immutable array of numbers in memory it shares: built from a Swift array, or a section of a model file mapped
/// from disk, so a model loaded from a file costs no copy and no parsing.
public struct PackedArray<Element: PackedElement>: RandomAccessCollection, @unchecked Sendable {
    private let storage: PackedStorage
    private let base: UnsafePointer<Element>
    /// How many elements there are.
    public let count: Int

    /// A copy of `elements`.
    public init(_ elements: [Element]) {
        storage = elements.withUnsafeBytes { PackedStorage.copying($0) }
        base = storage.bytes.assumingMemoryBound(to: Element.self)
        count = elements.count
    }

    /// `count` elements at `offset` bytes into `storage`, which the caller has checked holds them, aligned.
    init(storage: PackedStorage, offset: Int, count: Int) {
        self.storage = storage
        base = (storage.bytes + offset).assumingMemoryBound(to: Element.self)
        self.count = count
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The element at `position`; a position outside the array stops the program rather than reading past it.
    @inline(__always)
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "PackedArray index out of range")
        return base[position]
    }

    /// Calls `body` with the elements as a buffer, for loops that check their bounds once.
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: base, count: count)) }
    }
}

extension PackedArray {
    /// Lets the pages of a mapped array go back to the file until they are read again (see `PackedStorage.release`).
    func releasePages() {
        let start = UnsafeRawPointer(base) - storage.bytes
        storage.release(start..<(start + count * MemoryLayout<Element>.stride))
    }
}

extension PackedArray: Equatable where Element: Equatable {
    public static func == (lhs: PackedArray, rhs: PackedArray) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

extension PackedArray: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension PackedArray: ExpressibleByArrayLiteral {
    /// A packed copy of the elements written out, so a packed array compares with a literal (`graph.offsets == [0, 2]`).
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}
