/// Where the Main presenter's film supply stands: whether it may load, retry, or has nothing more to deal.
enum MainSupplyPhase: Equatable {
    /// More films can be asked for; none is being loaded.
    case ready
    /// A page is being loaded.
    case loading
    /// The last load failed; the player may retry.
    case failed
    /// The source has no more films.
    case ended
}
