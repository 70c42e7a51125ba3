/// Finds the terminal's replies in the bytes read from it, as they come (a reply may be cut between two reads); other
/// bytes (a key typed meanwhile) are passed over.
struct TerminalReplyScanner {
    private var pending: [UInt8] = []

    /// The replies complete in what has been read so far, `bytes` added.
    mutating func scan(_ bytes: [UInt8]) -> [TerminalReply] {
        pending += bytes
        var replies: [TerminalReply] = []
        var index = 0
        while index < pending.count {
            guard pending[index] == 0x1B else {
                index += 1
                continue
            }
            guard let (reply, end) = Self.reply(in: pending, at: index) else { break }
            if let reply { replies.append(reply) }
            index = end
        }
        pending.removeFirst(min(index, pending.count))
        // Nothing the game asked for is this long: a runaway string is dropped rather than kept.
        if pending.count > 4096 { pending = [] }
        return replies
    }

    // The reply starting with the ESC at `start` and the index after it; nil when it is not complete yet.
    private static func reply(in bytes: [UInt8], at start: Int) -> (TerminalReply?, Int)? {
        guard start + 1 < bytes.count else { return nil }
        let introducer = bytes[start + 1]
        switch introducer {
        case UInt8(ascii: "["):
            var index = start + 2
            while index < bytes.count {
                let byte = bytes[index]
                if (0x40...0x7E).contains(byte) {
                    let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
                    return (TerminalReply.controlSequence(parameters: parameters, final: Character(Unicode.Scalar(byte))), index + 1)
                }
                guard (0x20...0x3F).contains(byte) else { return (nil, index) }
                index += 1
            }
            return nil
        case UInt8(ascii: "_"), UInt8(ascii: "P"), UInt8(ascii: "]"):
            var index = start + 2
            while index < bytes.count {
                if bytes[index] == 0x07 {
                    return (TerminalReply.controlString(introducer: introducer, String(decoding: bytes[(start + 2)..<index], as: UTF8.self)), index + 1)
                }
                if bytes[index] == 0x1B {
                    guard index + 1 < bytes.count else { return nil }
                    let text = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
                    return (bytes[index + 1] == UInt8(ascii: "\\") ? TerminalReply.controlString(introducer: introducer, text) : nil, index + 2)
                }
                index += 1
            }
            return nil
        default:
            return (nil, start + 1)
        }
    }
}
