import FilmSwipeDomain
import FilmSwipeRecommendation

/// A hand-made catalogue with a known answer: horror fans and comedy fans, each loving their own cluster and
/// panning a few films of the other. Comedy has a few more fans, so it is the more popular cluster.
struct TwoClusters {
    let filmsPerCluster: Int
    let films: [Film]
    let ratings: RatingSet

    /// `filmsPerCluster` horror films ("Horror Alfa"…, ids 1…n, years 1980…, ratings 6–8) and as many comedies (ids n+1…2n,
    /// years 2000…); `horrorFans` and `horrorFans + 3` comedy fans, each rating `otherRated` films of the other cluster.
    init(filmsPerCluster: Int = 10, horrorFans: Int = 12, otherRated: Int = 3) {
        self.filmsPerCluster = filmsPerCluster
        films = (0..<(2 * filmsPerCluster)).map { index in
            let horror = index < filmsPerCluster
            let number = index % filmsPerCluster
            return Film(
                id: FilmID(source: .catalogue, value: index + 1),
                title: (horror ? "Horror " : "Comedy ") + Self.name(number + 1),
                year: (horror ? 1980 : 2000) + number,
                genres: horror ? ["Horror"] : ["Comedy"],
                rating: 6 + Double(number % 5) * 0.5
            )
        }
        var ratings: [Rating] = []
        var time: Int64 = 1_000_000
        let fans = [(horror: true, count: horrorFans), (horror: false, count: horrorFans + 3)]
        var user: Int32 = 1
        for group in fans {
            for member in 0..<group.count {
                let own = group.horror ? 0 : filmsPerCluster
                let other = group.horror ? filmsPerCluster : 0
                for number in 0..<filmsPerCluster {
                    time += 60
                    ratings.append(Rating(user: user, film: Int32(own + number + 1), stars: number % 2 == 0 ? 5 : 4.5, time: time))
                    if number < otherRated {
                        time += 60
                        let panned = other + (member + number) % filmsPerCluster + 1
                        ratings.append(Rating(user: user, film: Int32(panned), stars: 1.5, time: time))
                    }
                }
                user += 1
            }
        }
        self.ratings = RatingSet(ratings)
    }

    /// The word that tells film `number` (from 1) of a cluster apart: "Alfa", "Bravo"… A number would make the
    /// cluster look like a series of sequels ("Horror 2"), which the recommender spaces out.
    static func name(_ number: Int) -> String {
        let words = ["Alfa", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliett", "Kilo", "Lima", "Mike",
                     "November", "Oscar", "Papa", "Quebec", "Romeo", "Sierra", "Tango", "Uniform", "Victor", "Whiskey", "Xray", "Yankee", "Zulu"]
        return number >= 1 && number <= words.count ? words[number - 1] : "Film \(number)th"
    }

    /// The catalogue id of horror film `number` (from 1).
    func horror(_ number: Int) -> FilmID { FilmID(source: .catalogue, value: number) }
    /// The catalogue id of comedy `number` (from 1).
    func comedy(_ number: Int) -> FilmID { FilmID(source: .catalogue, value: filmsPerCluster + number) }
    /// Whether `film` is one of the horror films.
    func isHorror(_ film: FilmID) -> Bool { film.value <= filmsPerCluster }

    /// A model over the clusters with exploration and the quality term off, so orders are exact.
    func model(exploring: Int = 0) -> RecommendationModel {
        var tuning = RecommenderTuning.standard
        tuning.explorationEvery = exploring
        tuning.qualityWeight = 0
        return RecommendationModel(films: films, ratings: ratings, tuning: tuning)
    }
}
