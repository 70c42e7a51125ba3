import FilmSwipeDomain
import Testing

@Suite("Title search")
struct TitleIndexTests {
    func film(_ id: Int, _ title: String, ratings: Int, year: Int? = nil) -> Film {
        Film(id: FilmID(source: .catalogue, value: id), title: title, year: year, ratingCount: ratings)
    }

    @Test("folding drops case, accents and punctuation and keeps single spaces", arguments: [
        ("Amélie", "amelie"), ("Léon: The Professional", "leon the professional"), ("Schindler's List", "schindlers list"),
        ("Spider-Man 2", "spider man 2"), ("  WALL·E  ", "walle"), ("Crouching Tiger, Hidden Dragon", "crouching tiger hidden dragon"),
        ("千と千尋の神隠し", "千と千尋の神隠し"), ("\u{1B}[31m", "31m"),
    ])
    func folding(text: String, folded: String) {
        #expect(TitleFolding.fold(text) == folded)
    }

    @Test("any part of a title finds it, in any case and with or without accents; the most-rated come first")
    func finds() {
        let index = TitleIndex([
            film(1, "Amélie", ratings: 120), film(2, "The Amelie Affair", ratings: 3), film(3, "Heat", ratings: 300),
        ])
        #expect(index.search("amelie", limit: 10).map(\.id.value) == [1, 2])
        #expect(index.search("AMÉL", limit: 10).map(\.id.value) == [1, 2])
        #expect(index.search("eat", limit: 10).map(\.id.value) == [3])
    }

    @Test("titles where the query starts a word come before those that hold it inside a word")
    func wordStartsFirst() {
        let index = TitleIndex([
            film(1, "Louis C.K.: Shameless", ratings: 90), film(2, "Camelot", ratings: 50), film(3, "Amelia", ratings: 1), film(4, "Amélie", ratings: 120),
        ])
        #expect(index.search("amel", limit: 10).map(\.id.value) == [4, 3, 1, 2])
        #expect(index.search("amel", limit: 1).map(\.id.value) == [4])
    }

    @Test("every word must appear, in any order")
    func words() {
        let index = TitleIndex([film(1, "The Good, the Bad and the Ugly", ratings: 80), film(2, "The Bad News Bears", ratings: 10)])
        #expect(index.search("ugly bad", limit: 10).map(\.id.value) == [1])
        #expect(index.search("bad", limit: 10).map(\.id.value) == [1, 2])
    }

    @Test("ties in ratings keep the catalogue's order; the limit is kept")
    func order() {
        let index = TitleIndex((1...30).map { film($0, "Star \($0)", ratings: 5) })
        #expect(index.search("star", limit: 3).map(\.id.value) == [1, 2, 3])
        #expect(index.count == 30)
    }

    @Test("a query with no letters or digits, or one that matches nothing, finds nothing")
    func nothing() {
        let index = TitleIndex([film(1, "Heat", ratings: 1)])
        #expect(index.search("", limit: 10).isEmpty)
        #expect(index.search(" :-! ", limit: 10).isEmpty)
        #expect(index.search("zzz", limit: 10).isEmpty)
    }
}
