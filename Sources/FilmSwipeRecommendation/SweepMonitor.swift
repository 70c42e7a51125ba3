/// How a long model build (a full MovieLens release takes minutes) tells how far it is and hears a request to stop.
public struct SweepMonitor: Sendable {
    /// Called now and then with the fraction of the pair sweep done, 0–1, from any thread.
    public let progress: @Sendable (Double) -> Void
    /// Asked between films; true ends the build without a model.
    public let isStopped: @Sendable () -> Bool

    /// A monitor calling `progress` and asking `isStopped`.
    public init(progress: @escaping @Sendable (Double) -> Void, isStopped: @escaping @Sendable () -> Bool) {
        self.progress = progress
        self.isStopped = isStopped
    }
}
