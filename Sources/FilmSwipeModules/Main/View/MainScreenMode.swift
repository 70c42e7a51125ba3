/// What fills the Main screen's card area.
enum MainScreenMode: Equatable {
    case starting
    case loading
    case cards([FilmCardViewData])
    case details(FilmCardViewData)
    case error(String)
    case dataEnd(String)
}
