import FilmSwipeDomain

/// What a model file was built from: the catalogue's films in order, the ratings, and the settings of the build. A file
/// whose stamp is not the one expected is never used.
public struct ModelStamp: Sendable, Equatable {
    /// `ContentHash` of the films' ids, in the catalogue's order.
    public var catalogue: UInt64
    /// `ContentHash` of the ratings file's bytes, or of whatever else names the ratings.
    public var ratings: UInt64
    /// `ContentHash` of the settings that shape the community part.
    public var tuning: UInt64

    /// The stamp of a model of `films` built with `tuning` from the ratings whose hash is `ratings`.
    public init(films: some Sequence<FilmID>, ratings: UInt64, tuning: RecommenderTuning) {
        var catalogue = ContentHash()
        for film in films {
            catalogue.add(UInt64(bitPattern: Int64(film.value)))
            catalogue.add(UInt64(FilmSource.allCases.firstIndex(of: film.source) ?? 0))
        }
        self.catalogue = catalogue.finished
        self.ratings = ratings
        self.tuning = ContentHash.of(String(describing: tuning))
    }

    init(catalogue: UInt64, ratings: UInt64, tuning: UInt64) {
        self.catalogue = catalogue
        self.ratings = ratings
        self.tuning = tuning
    }

    /// The hash of a ratings file's bytes, for `ratings`.
    public static func hash(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash = ContentHash()
        hash.add(bytes)
        return hash.finished
    }

    /// What differs from `expected`, said for a message ("another catalogue"), or nil when they match.
    func difference(from expected: ModelStamp) -> String? {
        if catalogue != expected.catalogue { return "another catalogue" }
        if ratings != expected.ratings { return "other ratings" }
        if tuning != expected.tuning { return "other recommender settings" }
        return nil
    }
}
