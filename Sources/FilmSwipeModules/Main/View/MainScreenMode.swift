/// What fills the Main screen's card area, as the card stack's states say (open details are chrome, drawn over it).
enum MainScreenMode: Equatable {
    case starting
    case loading
    case cards([FilmCardViewData])
    case error(String)
    case dataEnd(String)
}
