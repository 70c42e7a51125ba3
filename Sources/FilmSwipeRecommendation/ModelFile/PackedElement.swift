/// A fixed-size number a model file stores, with the code that names its type there.
public protocol PackedElement: BitwiseCopyable, Sendable {
    /// The type's code in a model file's section table; a section read as another type is refused.
    static var typeCode: UInt8 { get }
}

extension Int32: PackedElement {
    public static var typeCode: UInt8 { 1 }
}

extension UInt32: PackedElement {
    public static var typeCode: UInt8 { 2 }
}

extension Float: PackedElement {
    public static var typeCode: UInt8 { 3 }
}

extension UInt8: PackedElement {
    public static var typeCode: UInt8 { 4 }
}

extension UInt16: PackedElement {
    public static var typeCode: UInt8 { 5 }
}

extension UInt64: PackedElement {
    public static var typeCode: UInt8 { 6 }
}

extension Int64: PackedElement {
    public static var typeCode: UInt8 { 7 }
}
