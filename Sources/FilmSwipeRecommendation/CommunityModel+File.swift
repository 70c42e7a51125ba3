import Foundation

/// The community part as a model file: each array a named section, the stamp of what it was built from beside them.
/// A change to what the community part holds changes `formatVersion`, and files of another version are rebuilt.
extension CommunityModel {
    /// The version of the sections below; files of any other are refused.
    public static let formatVersion: UInt32 = 1

    /// The model file's bytes, stamped with what it was built from.
    public func fileData(stamp: ModelStamp) -> Data {
        var writer = ModelFileWriter(contentsVersion: Self.formatVersion)
        writer.add("stamp", [stamp.catalogue, stamp.ratings, stamp.tuning])
        writer.add("ratingCounts", ratingCounts)
        writer.add("starSums", starSums)
        writer.add("graph.offsets", graph.offsets)
        writer.add("graph.films", graph.films)
        writer.add("graph.similarity", graph.similarities)
        writer.add("graph.coRaters", graph.coRaters)
        return writer.data()
    }

    /// The community part in `file`, when it was built from what `expected` stamps; its arrays stay in the file.
    public init(file: ModelFileReader, expected: ModelStamp) throws(ModelFileError) {
        let stamp = try file.section("stamp", as: UInt64.self)
        guard stamp.count == 3 else { throw .damaged(path: file.path, reason: "its stamp is not three numbers") }
        if let difference = ModelStamp(catalogue: stamp[0], ratings: stamp[1], tuning: stamp[2]).difference(from: expected) {
            throw .mismatch(path: file.path, what: difference)
        }
        let counts = try file.section("ratingCounts", as: Int32.self)
        let sums = try file.section("starSums", as: Float.self)
        let offsets = try file.section("graph.offsets", as: Int32.self)
        let films = try file.section("graph.films", as: Int32.self)
        let similarities = try file.section("graph.similarity", as: Float.self)
        let coRaters = try file.section("graph.coRaters", as: UInt16.self)
        let filmCount = counts.count
        guard sums.count == filmCount, offsets.count == filmCount + 1, films.count == similarities.count, films.count == coRaters.count else {
            throw .damaged(path: file.path, reason: "its sections disagree on how many films and neighbours there are")
        }
        let rowsRunForward = offsets.withUnsafeBufferPointer { rows in
            rows.first == 0 && rows.last == Int32(films.count) && zip(rows, rows.dropFirst()).allSatisfy { $0 <= $1 }
        }
        guard rowsRunForward else { throw .damaged(path: file.path, reason: "its rows of neighbours are out of order") }
        let neighboursKnown = films.withUnsafeBufferPointer { neighbours in
            neighbours.allSatisfy { $0 >= 0 && Int($0) < filmCount }
        }
        // Checked, the pages go back to the file: only the rows a game reads come back.
        films.releasePages()
        guard neighboursKnown else { throw .damaged(path: file.path, reason: "a neighbour is not one of its films") }
        self.init(
            filmCount: filmCount, ratingCounts: counts, starSums: sums,
            graph: NeighbourGraph(offsets: offsets, films: films, similarities: similarities, coRaters: coRaters)
        )
    }
}
