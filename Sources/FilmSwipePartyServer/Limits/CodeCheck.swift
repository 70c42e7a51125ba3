/// Whether the server checks a room code sent now.
enum CodeCheck: Sendable {
    /// It does.
    case allowed
    /// Not from this address: it has sent its most wrong codes for now.
    case addressLimited
}
