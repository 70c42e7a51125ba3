import CQRencode

/// A QR code, made by libqrencode: a square of modules, dark or light, which a phone's camera reads back as the text.
public struct QRCode: Sendable, Hashable {
    /// Modules along each side, without the quiet zone.
    public let size: Int
    /// Whether each module is dark, row by row.
    public let modules: [Bool]

    /// The code for `text` (8-bit mode, medium error correction: readable from a screen with some glare), in the smallest
    /// version that holds it; nil for text too long for any version, or empty.
    public init?(text: String) {
        guard !text.isEmpty, let code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else { return nil }
        defer { QRcode_free(code) }
        let size = Int(code.pointee.width)
        // Bit 0 of each byte says dark; the other bits are libqrencode's own bookkeeping.
        let data = UnsafeBufferPointer(start: code.pointee.data, count: size * size)
        self.size = size
        modules = data.map { $0 & 1 == 1 }
    }

    /// Whether the module at column `x`, row `y` is dark; a module outside the code (its quiet zone) is light.
    public func isDark(x: Int, y: Int) -> Bool {
        guard (0..<size).contains(x), (0..<size).contains(y) else { return false }
        return modules[y * size + x]
    }
}
