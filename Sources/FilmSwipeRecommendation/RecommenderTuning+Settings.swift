/// A tuning changed knob by knob from text (`evaluate --tuning ease=300,easeNeighbours=50`), for experiments.
public extension RecommenderTuning {
    /// The knobs `applying` knows, by name.
    static let settingNames = [
        "neighbours", "shrinkage", "ratingAgreement", "asymmetry", "raterDamping", "normalisesRows", "favouriteWeight",
        "watchlistWeight", "seenWeight", "dislikeWeight", "recency", "raterCap", "genreWeight", "yearWeight",
        "popularityWeight", "qualityWeight", "explorationEvery", "evidenceShrinkage", "reasonSimilarity", "focusWeight", "focusLikes", "focusShare", "focusLift", "ease", "easeMinimumRatings", "easeNeighbours", "cosine",
    ]

    /// This tuning with `settings` ("name=value", comma-separated) applied; `ease=λ` weighs neighbours by EASE,
    /// `cosine=1` by the cosine. Throws a message naming the setting that is unknown or not a number.
    func applying(_ settings: String) throws(TuningSettingError) -> RecommenderTuning {
        var tuning = self
        for setting in settings.split(separator: ",") where !setting.isEmpty {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let value = Double(parts[1]) else { throw TuningSettingError(setting: String(setting)) }
            let number = Float(value)
            switch parts[0] {
            case "neighbours": tuning.neighbours = Int(value)
            case "shrinkage": tuning.shrinkage = number
            case "ratingAgreement": tuning.ratingAgreement = number
            case "asymmetry": tuning.asymmetry = number
            case "raterDamping": tuning.raterDamping = number
            case "normalisesRows": tuning.normalisesRows = value != 0
            case "favouriteWeight": tuning.favouriteWeight = number
            case "watchlistWeight": tuning.watchlistWeight = number
            case "seenWeight": tuning.seenWeight = number
            case "dislikeWeight": tuning.dislikeWeight = number
            case "recency": tuning.recency = number
            case "raterCap": tuning.raterCap = Int(value)
            case "genreWeight": tuning.genreWeight = number
            case "yearWeight": tuning.yearWeight = number
            case "popularityWeight": tuning.popularityWeight = number
            case "qualityWeight": tuning.qualityWeight = number
            case "explorationEvery": tuning.explorationEvery = Int(value)
            case "evidenceShrinkage": tuning.evidenceShrinkage = number
            case "reasonSimilarity": tuning.reasonSimilarity = number
            case "focusWeight": tuning.focusWeight = number
            case "focusLikes": tuning.focusLikes = Int(value)
            case "focusShare": tuning.focusShare = number
            case "focusLift": tuning.focusLift = number
            case "ease", "easeMinimumRatings", "easeNeighbours":
                var (lambda, minimum, neighbours) = (1000.0, 3, 100)
                if case let .ease(given, givenMinimum, givenNeighbours) = tuning.itemWeights { (lambda, minimum, neighbours) = (given, givenMinimum, givenNeighbours) }
                switch parts[0] {
                case "ease": lambda = value
                case "easeMinimumRatings": minimum = Int(value)
                default: neighbours = Int(value)
                }
                tuning.itemWeights = .ease(lambda: lambda, minimumRatings: minimum, neighbours: neighbours)
            case "cosine": tuning.itemWeights = .cosine
            default: throw TuningSettingError(setting: String(setting))
            }
        }
        return tuning
    }
}

/// A tuning setting that names no knob, or gives no number.
public struct TuningSettingError: Error, Equatable, CustomStringConvertible {
    /// The setting as given.
    public let setting: String

    /// The error for `setting`.
    public init(setting: String) {
        self.setting = setting
    }

    public var description: String {
        "\"\(setting)\" is not name=number for a knob of the recommender; the knobs are "
            + RecommenderTuning.settingNames.joined(separator: ", ") + "."
    }
}
