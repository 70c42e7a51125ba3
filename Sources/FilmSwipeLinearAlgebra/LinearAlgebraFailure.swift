import Foundation

/// LAPACK refused a matrix: `info` as the routine returned it.
public struct LinearAlgebraFailure: Error, LocalizedError, Equatable {
    /// The LAPACK routine.
    public let routine: String
    /// Its `info`: below 0 a bad argument, above 0 the order of a leading minor that is not positive definite.
    public let info: Int

    /// The failure `routine` reported with `info`.
    public init(routine: String, info: Int) {
        self.routine = routine
        self.info = info
    }

    public var errorDescription: String? {
        info > 0
            ? "LAPACK's \(routine) found the matrix not positive definite (at \(info)): raise EASE's λ."
            : "LAPACK's \(routine) was called wrongly (argument \(-info)); this is a bug in FilmSwipe."
    }
}
