import FilmSwipeLinearAlgebra
import Testing

@Suite("LAPACK's inversion")
struct LAPACKInversionTests {
    @Test("a symmetric positive-definite matrix is replaced by its whole inverse")
    func inverse() throws {
        // [[4, 2, 0], [2, 3, 1], [0, 1, 2]] has determinant 12.
        var matrix: [Double] = [4, 2, 0, 2, 3, 1, 0, 1, 2]
        try LAPACKInversion().invert(&matrix, order: 3)

        let expected: [Double] = [5, -4, 2, -4, 8, -4, 2, -4, 8].map { $0 / 12 }
        #expect(zip(matrix, expected).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    @Test("a matrix that is not positive definite is refused, saying what to change")
    func notPositiveDefinite() {
        var matrix: [Double] = [1, 2, 2, 1]

        #expect(throws: LinearAlgebraFailure(routine: "dpotrf", info: 2)) { try LAPACKInversion().invert(&matrix, order: 2) }
        #expect(LinearAlgebraFailure(routine: "dpotrf", info: 2).localizedDescription.contains("raise EASE's λ"))
    }
}
