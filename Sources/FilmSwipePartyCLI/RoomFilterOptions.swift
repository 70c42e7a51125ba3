import ArgumentParser
import FilmSwipeCommands
import FilmSwipeDomain
import FilmSwipeParty

/// The filters `party host` sets for everyone in the room: the solo game's `--genre`, `--from-year`, `--to-year` and
/// `--min-rating`, checked as it checks them. Not `--seed`: a room's deck is ranked for its members, not shuffled.
struct RoomFilterOptions: ParsableArguments {
    @Option(name: .customLong("genre"), help: ArgumentHelp("Deal the room only films of this genre (repeat for several: any of them).", valueName: "name"), completion: .list(RecommendationOptions.genreWords))
    var genres: [String] = []

    @Option(name: .customLong("from-year"), help: ArgumentHelp("Deal the room only films from this year on.", valueName: "year"))
    var fromYear: Int?

    @Option(name: .customLong("to-year"), help: ArgumentHelp("Deal the room only films up to this year.", valueName: "year"))
    var toYear: Int?

    @Option(name: .customLong("min-rating"), help: ArgumentHelp("Deal the room only films rated at least this, from 0 to 10.", valueName: "rating"))
    var minRating: Double?

    @Flag(name: .customLong("only-mine"), help: "Deal only films on the streaming services of the people in the room (yours from `filmswipe services`, theirs as they join), as your TMDB snapshot (`filmswipe tmdb catalogue`) knows them.")
    var onlyMine = false

    func validate() throws {
        try solo.validate()
    }

    /// The room's options, genre names as the catalogue spells them.
    var room: RoomOptions {
        let filter = solo.filter
        return RoomOptions(genres: filter.genres, fromYear: filter.fromYear, toYear: filter.toYear, minRating: filter.minRating)
    }

    // The solo game's options, for their checks and their spelling of genres.
    private var solo: RecommendationOptions {
        var options = RecommendationOptions()
        options.genres = genres
        options.fromYear = fromYear
        options.toYear = toYear
        options.minRating = minRating
        // Every option the filter reads must be set: one never parsed traps when read.
        options.onlyMine = false
        return options
    }
}
