/// A misbehaviour the stub plays instead of (or before) its normal answer.
public enum StubFault: Sendable {
    /// 500 with TMDB's code 11.
    case internalError
    /// 429, with `Retry-After: seconds` when given.
    case rateLimited(retryAfter: Int?)
    /// Waits this many seconds, then answers normally.
    case delay(Double)
    /// 200 with a body cut off mid-JSON.
    case malformedJSON
    /// 200 with a body of this many bytes.
    case oversized(Int)
    /// 200 with a body of this many bytes and no `Content-Length`.
    case oversizedUndeclared(Int)
    /// Closes the connection without answering.
    case dropConnection
    /// Any answer.
    case respond(StubHTTPResponse)
}
