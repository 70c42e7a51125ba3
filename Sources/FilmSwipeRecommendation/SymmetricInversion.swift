/// Inverts a symmetric positive-definite matrix: the one piece of linear algebra EASE needs. A linear-algebra library
/// gives it (`LAPACKInversion`), so this target, which the game links, links none.
public protocol SymmetricInversion: Sendable {
    /// Replaces `matrix` (`order` × `order`, row after row; symmetric and positive definite) with its inverse, whole.
    func invert(_ matrix: inout [Double], order: Int) throws
}
