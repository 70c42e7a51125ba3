import FilmSwipeRecommendation
import Synchronization

/// What a build tells as it goes, and how it is asked to stop: each step reports how far it is, and checks `stop`
/// between pieces of work, so Ctrl-C ends it at a point where what is kept is whole.
public final class BuildMonitor: Sendable {
    /// A step of the build, for the progress shown.
    public enum Step: String, Sendable, CaseIterable {
        case films = "Films"
        case ratings = "Ratings"
        case model = "Model"
        case catalogue = "Writing"
    }

    private let report: @Sendable (Step, Double) -> Void
    private let stopped = Atomic(false)

    /// A monitor that passes every report (a step and the fraction of it done, 0–1) to `report`.
    public init(report: @escaping @Sendable (Step, Double) -> Void) {
        self.report = report
    }

    /// Tells how far `step` is.
    func progress(_ step: Step, _ fraction: Double) {
        report(step, min(1, max(0, fraction)))
    }

    /// Asks the build to stop at its next check.
    public func stop() {
        stopped.store(true, ordering: .relaxed)
    }

    /// Whether the build was asked to stop.
    public var isStopped: Bool { stopped.load(ordering: .relaxed) }

    /// Throws `.stopped` when the build was asked to stop.
    func check() throws(MovieLensError) {
        if isStopped { throw .stopped }
    }

    /// The model build's view of this monitor.
    var sweep: SweepMonitor {
        SweepMonitor(progress: { [self] in progress(.model, $0) }, isStopped: { [self] in isStopped })
    }
}
