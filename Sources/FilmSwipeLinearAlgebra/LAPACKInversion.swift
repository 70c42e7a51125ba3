import CLAPACK
import FilmSwipeRecommendation

/// `SymmetricInversion` by LAPACK: a Cholesky factorisation (`dpotrf`), then the inverse from it (`dpotri`).
public struct LAPACKInversion: SymmetricInversion {
    /// LAPACK's inversion.
    public init() {}

    public func invert(_ matrix: inout [Double], order: Int) throws {
        guard order > 0 else { return }
        precondition(matrix.count == order * order, "a matrix of order \(order) has \(order * order) entries, not \(matrix.count)")
        // lapack_int is a macro (int32_t here), which Swift does not import.
        let n = Int32(order)
        // The matrix is symmetric, so its rows are its columns: LAPACK's own column order needs no copy.
        let factored = matrix.withUnsafeMutableBufferPointer { LAPACKE_dpotrf(LAPACK_COL_MAJOR, CChar(UInt8(ascii: "U")), n, $0.baseAddress, n) }
        guard factored == 0 else { throw LinearAlgebraFailure(routine: "dpotrf", info: Int(factored)) }
        let inverted = matrix.withUnsafeMutableBufferPointer { LAPACKE_dpotri(LAPACK_COL_MAJOR, CChar(UInt8(ascii: "U")), n, $0.baseAddress, n) }
        guard inverted == 0 else { throw LinearAlgebraFailure(routine: "dpotri", info: Int(inverted)) }
        // dpotri leaves the inverse in the upper triangle (column order): row `c`, column `r <= c` of the buffer.
        matrix.withUnsafeMutableBufferPointer { a in
            for column in 0..<order {
                for row in 0..<column {
                    a[row * order + column] = a[column * order + row]
                }
            }
        }
    }
}
