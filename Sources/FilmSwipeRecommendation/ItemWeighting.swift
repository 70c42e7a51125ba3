/// How the community part weighs a film's neighbours.
public enum ItemWeighting: Sendable, Hashable {
    /// Shrunk asymmetric cosine of mean-centred ratings (`RecommenderTuning`'s knobs, `neighbours` a film): needs no
    /// linear algebra.
    case cosine
    /// EASE's closed-form weights with regulariser `lambda` over films with at least `minimumRatings` ratings, each
    /// film's `neighbours` strongest kept; built only where a `SymmetricInversion` is given, else the cosine stands in.
    case ease(lambda: Double, minimumRatings: Int, neighbours: Int)
}
