import Foundation

/// The seed a data folder's deck is shuffled with: made once, on the folder's first game, and kept in the folder, so
/// every game on it deals consistently while two players (two folders) get different first cards.
public enum DeckSeed {
    /// The file in the data folder that keeps the seed, as a decimal number.
    public static let fileName = "deck-seed"

    /// The seed kept in `folder`, made with `fresh` and written there when there is none yet (or the file holds no number).
    /// A folder that cannot keep it costs nothing but consistency: the fresh seed is used for this game alone.
    public static func of(folder: URL, fresh: () -> UInt64 = { UInt64.random(in: .min ... .max) }) -> UInt64 {
        let file = folder.appendingPathComponent(fileName)
        if let kept = read(file) { return kept }
        let seed = fresh()
        let data = Data("\(seed)\n".utf8)
        if FileManager.default.fileExists(atPath: file.path) {
            // A file that holds no seed (edited by hand, cut short) is replaced whole.
            try? AtomicFile.write(data, to: file)
            return seed
        }
        // Two games starting at once on a new folder must agree: the seed is linked into place, which fails when the
        // other game was first, and then its seed is the folder's.
        guard let temporary = try? AtomicFile.writeTemporary(data, beside: file) else { return seed }
        defer { unlink(temporary) }
        if link(temporary, file.path) != 0, errno == EEXIST, let kept = read(file) { return kept }
        return seed
    }

    // Bytes, not Foundation's string trimming: this runs before every first frame.
    private static func read(_ file: URL) -> UInt64? {
        guard let data = try? Data(contentsOf: file), data.count < 64 else { return nil }
        let digits = data.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
        return UInt64(String(decoding: digits, as: UTF8.self))
    }
}
