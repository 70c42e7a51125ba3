import Synchronization

/// Whether a connection's client said goodbye: a close frame with 1000 or 1001, as a quit or a closed page sends.
/// Kept apart from the registry's entry, which goes when the connection closes, maybe before its room hears of it.
final class ClientGoodbye: Sendable {
    private let said = Atomic<Bool>(false)

    /// The client said goodbye.
    func say() {
        said.store(true, ordering: .releasing)
    }

    /// Whether it did.
    var wasSaid: Bool { said.load(ordering: .acquiring) }
}
