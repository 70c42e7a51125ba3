import FilmSwipeDomain

extension TMDBFilmDetails {
    /// The most characters a person's or a provider's name keeps.
    static let nameLimit = 80

    /// The film these details describe for a player in `region` who reads `language` (ISO 639-1), every text cleaned
    /// for the terminal; nil when the answer has no title.
    public func film(region: String, language: String = "en") -> Film? {
        guard let title = title.map({ SafeText.clean($0, limit: SafeText.titleLimit) }), !title.isEmpty else { return nil }
        var film = Film(
            id: FilmID(source: .tmdb, value: id),
            title: title,
            year: releaseDate.flatMap { $0.count >= 4 ? Int($0.prefix(4)) : nil },
            overview: SafeText.clean(overview ?? "", limit: SafeText.overviewLimit),
            genres: (genres ?? []).compactMap { $0.name.map { SafeText.clean($0, limit: SafeText.genreLimit) } }.filter { !$0.isEmpty },
            runtime: runtime.flatMap { $0 > 0 && $0 < 10_000 ? $0 : nil },
            rating: voteAverage.map { min(max($0, 0), 10) } ?? 0,
            ratingCount: max(0, voteCount ?? 0),
            posterPath: posterPath.map { SafeText.clean($0, limit: SafeText.titleLimit) }.flatMap { $0.isEmpty ? nil : $0 }
        )
        film.budget = budget.flatMap { $0 > 0 && $0 < 10_000_000_000 ? $0 : nil }
        let original = originalTitle.map { SafeText.clean($0, limit: SafeText.titleLimit) }
        film.originalTitle = original.flatMap { $0.isEmpty || $0 == title ? nil : $0 }
        film.certificate = certificate(region: region)
        if let credits { film.people = people(credits) }
        film.trailerURL = trailerURL(language: language)
        if watchProviders != nil { film.availability = availability(region: region) }
        film.pageURL = "https://www.themoviedb.org/movie/\(id)"
        film.collection = belongsToCollection?.id.map { "tmdb:\($0)" }
        return film
    }

    private func people(_ credits: Credits) -> FilmPeople {
        let directors = (credits.crew ?? []).filter { $0.job == "Director" }.compactMap { Self.name($0.name) }
        let cast = (credits.cast ?? []).enumerated()
            .sorted { ($0.element.order ?? Int.max, $0.offset) < ($1.element.order ?? Int.max, $1.offset) }
            .compactMap { Self.name($0.element.name) }
        return FilmPeople(directors: Self.unique(directors), cast: Self.unique(cast))
    }

    // The region's first certificate, theatrical releases first; a certificate is a short code, anything longer is not one.
    private func certificate(region: String) -> String? {
        let releases = (releaseDates?.results ?? []).first { $0.region == region }?.releaseDates ?? []
        let ordered = releases.filter { $0.type == 3 } + releases.filter { $0.type != 3 }
        return ordered.lazy.compactMap { $0.certification.map { SafeText.clean($0, limit: 20) } }.first { !$0.isEmpty && $0.count <= 10 }
    }

    // Official trailers first, then any trailer, then a teaser; in the player's language first; newest first. YouTube
    // only, as its address is the one a key makes.
    private func trailerURL(language: String) -> String? {
        let youtube = (videos?.results ?? []).filter { $0.site == "YouTube" && Self.isVideoKey($0.key) }
        let best = youtube.min { first, second in
            let (a, b) = (rank(first, language: language), rank(second, language: language))
            return a != b ? a < b : (first.publishedAt ?? "") > (second.publishedAt ?? "")
        }
        return best?.key.map { "https://www.youtube.com/watch?v=\($0)" }
    }

    private func rank(_ video: Video, language: String) -> (Int, Int, Int) {
        let kind = video.type == "Trailer" ? 0 : (video.type == "Teaser" ? 1 : 2)
        return (kind, video.official == true ? 0 : 1, video.language == language ? 0 : 1)
    }

    private func availability(region: String) -> FilmAvailability {
        guard let offers = watchProviders?.results?[region] else { return FilmAvailability(region: region) }
        func list(_ providers: [Provider]?) -> [WatchProvider] {
            let sorted = (providers ?? []).enumerated().sorted {
                ($0.element.displayPriority ?? Int.max, $0.offset) < ($1.element.displayPriority ?? Int.max, $1.offset)
            }
            var seen = Set<Int>()
            return sorted.compactMap { entry -> WatchProvider? in
                guard let id = entry.element.providerID, let name = Self.name(entry.element.providerName), seen.insert(id).inserted else { return nil }
                return WatchProvider(id: id, name: name)
            }
        }
        let link = offers.link.flatMap { $0.hasPrefix("https://") ? SafeText.clean($0, limit: 300) : nil }
        return FilmAvailability(region: region, stream: list(offers.flatrate), free: list((offers.free ?? []) + (offers.ads ?? [])),
                                rent: list(offers.rent), buy: list(offers.buy), link: link)
    }

    private static func name(_ raw: String?) -> String? {
        guard let raw else { return nil }
        let name = SafeText.clean(raw, limit: nameLimit)
        return name.isEmpty ? nil : name
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    // A YouTube key is letters, digits, `-` and `_`; anything else would not make a safe address.
    private static func isVideoKey(_ key: String?) -> Bool {
        guard let key, (1...40).contains(key.count) else { return false }
        return key.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "_" }
    }
}
