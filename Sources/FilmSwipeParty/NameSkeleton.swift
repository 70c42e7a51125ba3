import _FoundationICU

/// What a name looks like, for telling two members apart: case folded, then reduced to its confusable skeleton by Unicode
/// TR39 (ICU's `uspoof_getSkeleton`, whose data ships with Foundation), so "Ann", "ANN" and "Аnn" (a Cyrillic А) read
/// the same.
enum NameSkeleton {
    /// The skeleton of `name`.
    static func of(_ name: String) -> String {
        let folded = Array(name.lowercased().utf16)
        guard !folded.isEmpty else { return "" }
        var status = U_ZERO_ERROR
        // A skeleton is rarely longer than its text; one that is is asked again with the room it needs.
        var capacity = folded.count * 2 + 8
        for _ in 0..<2 {
            var out = [UChar](repeating: 0, count: capacity)
            let length = checker.withChecker { swift_uspoof_getSkeleton($0, 0, folded, Int32(folded.count), &out, Int32(capacity), &status) }
            if status == U_BUFFER_OVERFLOW_ERROR {
                status = U_ZERO_ERROR
                capacity = Int(length) + 1
                continue
            }
            guard status.rawValue <= U_ZERO_ERROR.rawValue else { break }
            return String(decoding: out[0..<Int(length)], as: UTF16.self)
        }
        return name.lowercased()
    }

    private static let checker = Checker()

    // ICU's checker is safe to share for `getSkeleton`, which does not change it.
    private final class Checker: @unchecked Sendable {
        private let pointer: OpaquePointer?

        init() {
            var status = U_ZERO_ERROR
            pointer = swift_uspoof_open(&status)
        }

        func withChecker<Value>(_ body: (OpaquePointer?) -> Value) -> Value { body(pointer) }
    }
}
