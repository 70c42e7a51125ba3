/// The release the three programs belong to, printed by `--version` and named in the packages `Scripts/package.sh` makes.
public enum FilmSwipeVersion {
    /// The version, as `MAJOR.MINOR.PATCH`.
    public static let current = "0.19.0"
}
