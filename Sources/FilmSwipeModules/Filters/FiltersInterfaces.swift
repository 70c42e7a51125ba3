import FilmSwipeDomain

/// What the Filters presenter tells its view.
@MainActor
public protocol FiltersViewInput: AnyObject {
    /// Shows `state`.
    func display(_ state: FiltersViewState)
}

/// What the Filters view reports of the player's actions.
@MainActor
public protocol FiltersViewOutput: AnyObject {
    /// The view is on screen.
    func viewDidLoad()
    /// Highlight the field `rows` away (negative: up).
    func didMoveSelection(by rows: Int)
    /// Step the highlighted field's value `steps` times (negative: down).
    func didChangeValue(by steps: Int)
    /// Set the highlighted field back to "any".
    func didClearValue()
    /// Deal with the filter as it is now.
    func didTapApply()
    /// Leave without changing anything.
    func didTapBack()
}

/// Where Filters can send the player.
@MainActor
public protocol FiltersRouterInput: AnyObject {
    /// Closes Filters and hands `filter` to the module that opened it.
    func finish(with filter: RecommendationFilter)
    /// Closes Filters without a change.
    func close()
}
