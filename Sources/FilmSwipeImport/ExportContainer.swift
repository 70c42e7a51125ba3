import Foundation

/// Something that holds an export's files by relative path: its ZIP, or the folder the ZIP unpacks to.
protocol ExportContainer {
    /// The container's name as errors show it.
    var name: String { get }
    /// The relative paths of the files it holds ("ratings.csv", "likes/films.csv"), in a stable order.
    var memberPaths: [String] { get }
    /// The bytes of the member at `path` (one of `memberPaths`).
    func data(of path: String) throws -> Data
}

extension ExportContainer {
    /// The member whose path is `path`, ignoring case: archivers on some systems change it.
    func member(_ path: String) -> String? {
        memberPaths.first { $0.lowercased() == path.lowercased() }
    }
}
