/// Why the stub could not start.
public enum StubServerError: Error {
    /// A socket call failed with this errno.
    case socket(Int32)
}
