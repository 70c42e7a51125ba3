import FilmSwipeDomain
import Foundation

/// The community part as a model file: each array a named section, the stamp of what it was built from beside them.
/// A change to what the community part holds changes `formatVersion`, and files of another version are rebuilt.
extension CommunityModel {
    /// The version of the sections below; files of any other are refused.
    public static let formatVersion: UInt32 = 3

    /// The model file's bytes, stamped with what it was built from.
    public func fileData(stamp: ModelStamp) -> Data {
        var writer = ModelFileWriter(contentsVersion: Self.formatVersion)
        writer.add("stamp", [stamp.catalogue, stamp.ratings, stamp.tuning])
        writer.add("films.id", films.map { Int64($0.value) })
        writer.add("films.source", films.map { UInt8(FilmSource.allCases.firstIndex(of: $0.source) ?? 0) })
        writer.add("ratingCounts", ratingCounts)
        writer.add("starSums", starSums)
        writer.add("graph.offsets", graph.offsets)
        writer.add("graph.films", graph.films)
        writer.add("graph.similarity", graph.similarities)
        writer.add("graph.coRaters", graph.coRaters)
        writer.add("itemWeights", Self.code(of: itemWeights))
        return writer.data()
    }

    /// The community part in `file`, when it was built from what `expected` stamps; its graph stays in the file.
    public init(file: ModelFileReader, expected: ModelStamp) throws(ModelFileError) {
        let stamp = try file.section("stamp", as: UInt64.self)
        guard stamp.count == 3 else { throw .damaged(path: file.path, reason: "its stamp is not three numbers") }
        if let difference = ModelStamp(catalogue: stamp[0], ratings: stamp[1], tuning: stamp[2]).difference(from: expected) {
            throw .mismatch(path: file.path, what: difference)
        }
        let ids = try file.section("films.id", as: Int64.self)
        let sources = try file.section("films.source", as: UInt8.self)
        let counts = try file.section("ratingCounts", as: Int32.self)
        let sums = try file.section("starSums", as: Float.self)
        let offsets = try file.section("graph.offsets", as: Int32.self)
        let neighbours = try file.section("graph.films", as: Int32.self)
        let similarities = try file.section("graph.similarity", as: Float.self)
        let coRaters = try file.section("graph.coRaters", as: Int32.self)
        guard let weighting = Self.weighting(from: try file.section("itemWeights", as: UInt64.self)) else {
            throw .damaged(path: file.path, reason: "its item weighting is not one this FilmSwipe knows")
        }
        let filmCount = ids.count
        guard sources.count == filmCount, counts.count == filmCount, sums.count == filmCount, offsets.count == filmCount + 1,
              neighbours.count == similarities.count, neighbours.count == coRaters.count,
              sources.allSatisfy({ Int($0) < FilmSource.allCases.count }) else {
            throw .damaged(path: file.path, reason: "its sections disagree on how many films and neighbours there are")
        }
        let rowsRunForward = offsets.withUnsafeBufferPointer { rows in
            rows.first == 0 && rows.last == Int32(neighbours.count) && zip(rows, rows.dropFirst()).allSatisfy { $0 <= $1 }
        }
        guard rowsRunForward else { throw .damaged(path: file.path, reason: "its rows of neighbours are out of order") }
        let neighboursKnown = neighbours.withUnsafeBufferPointer { $0.allSatisfy { $0 >= 0 && Int($0) < filmCount } }
        // Checked, the neighbours' pages go back to the file: only the rows a game reads come back.
        neighbours.releasePages()
        guard neighboursKnown else { throw .damaged(path: file.path, reason: "a neighbour is not one of its films") }
        self.init(
            films: zip(ids, sources).map { FilmID(source: FilmSource.allCases[Int($1)], value: Int($0)) },
            ratingCounts: Array(counts), starSums: Array(sums),
            graph: NeighbourGraph(offsets: offsets, films: neighbours, similarities: similarities, coRaters: coRaters),
            itemWeights: weighting
        )
    }

    // The weighting as numbers: its kind, then its parameters.
    private static func code(of weighting: ItemWeighting) -> [UInt64] {
        switch weighting {
        case .cosine: [0]
        case let .ease(lambda, minimumRatings, neighbours):
            [1, lambda.bitPattern, UInt64(bitPattern: Int64(minimumRatings)), UInt64(bitPattern: Int64(neighbours))]
        }
    }

    private static func weighting(from code: PackedArray<UInt64>) -> ItemWeighting? {
        switch (code.first, code.count) {
        case (0, 1): .cosine
        case (1, 4):
            .ease(lambda: Double(bitPattern: code[1]), minimumRatings: Int(Int64(bitPattern: code[2])), neighbours: Int(Int64(bitPattern: code[3])))
        default: nil
        }
    }
}
