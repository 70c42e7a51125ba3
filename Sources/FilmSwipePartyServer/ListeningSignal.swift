/// Tells `PartyServer.start` whether the server came up: the port it listens on, or why it could not.
actor ListeningSignal {
    private var result: Result<Int, any Error>?
    private var waiting: [CheckedContinuation<Int, any Error>] = []

    /// The server accepts connections on `port`.
    func listening(on port: Int) {
        settle(.success(port))
    }

    /// The server ended, with `error` or none, before or after it listened; only the first news counts.
    func ended(_ error: (any Error)?) {
        settle(.failure(error ?? CancellationError()))
    }

    /// The port, once known, or the error that stopped the server first.
    func port() async throws -> Int {
        if let result { return try result.get() }
        return try await withCheckedThrowingContinuation { waiting.append($0) }
    }

    private func settle(_ outcome: Result<Int, any Error>) {
        guard result == nil else { return }
        result = outcome
        for continuation in waiting { continuation.resume(with: outcome) }
        waiting = []
    }
}
