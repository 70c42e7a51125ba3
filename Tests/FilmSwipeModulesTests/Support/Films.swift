import FilmSwipeDomain
import Foundation

/// Films numbered from `first`, titled "Film N".
func makeFilms(_ range: ClosedRange<Int>, source: FilmSource = .catalogue) -> [Film] {
    range.map { Film(id: FilmID(source: source, value: $0), title: "Film \($0)", year: 2000 + $0 % 20, genres: ["Drama"], rating: 7, ratingCount: $0) }
}

struct TestError: Error {}

struct MessageError: Error, LocalizedError {
    let message: String
    var errorDescription: String? { message }
}
