@testable import FilmSwipeModules

extension MainChrome {
    /// Chrome showing nothing but what `change` sets.
    static func with(_ change: (inout MainChrome) -> Void) -> MainChrome {
        var chrome = MainChrome()
        change(&chrome)
        return chrome
    }

    /// Chrome with `card`'s details open.
    static func details(_ card: FilmCardViewData) -> MainChrome {
        with { $0.details = card }
    }
}
