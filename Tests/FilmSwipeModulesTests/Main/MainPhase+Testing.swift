@testable import FilmSwipeModules

/// A phase without what it carries, for comparing in tests.
enum MainPhaseName: Equatable {
    case resting, moving, reading, committing, dealing, finishing
}

extension MainPhase {
    var name: MainPhaseName {
        switch self {
        case .resting: .resting
        case .moving: .moving
        case .reading: .reading
        case .committing: .committing
        case .dealing: .dealing
        case .finishing: .finishing
        }
    }
}

extension MainPresenter {
    /// The reaction being committed, while there is one.
    var pendingSave: MainPendingSave? {
        if case let .committing(pending) = phase { return pending }
        return nil
    }
}
