import TMDBStubSupport

/// Keeps a stub serving for as long as a test holds it, and stops it when the test lets it go. A stub that stopped
/// itself after a minute without requests refused a test whose first request a busy machine had held back that long.
final class StubLease: Sendable {
    /// The stub held.
    let server: TMDBStubServer

    /// Holds `server`, which should not stop by itself.
    init(_ server: TMDBStubServer) {
        self.server = server
    }

    deinit {
        server.stop()
    }
}
