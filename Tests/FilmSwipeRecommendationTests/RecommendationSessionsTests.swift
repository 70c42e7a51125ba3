import FilmSwipeDomain
import FilmSwipeRecommendation
import Foundation
import Testing

@Suite("recommend --session, line by line")
struct RecommendationSessionsTests {
    let twoClusters = TwoClusters()

    func sessions(histories: [Int32: [Rating]] = [:]) -> RecommendationSessions {
        RecommendationSessions(model: twoClusters.model(), catalogue: twoClusters.films, histories: histories, seed: 3, exploring: false)
    }

    func object(_ line: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test("next deals the cards the game would deal now, marked dealt; a reaction is a swipe, and the next card answers it")
    func nextAndReact() throws {
        var sut = sessions()

        let start = try object(sut.answer(#"{"user": 7, "next": 2}"#))
        let ok = sut.answer(#"{"user": 7, "film": 1, "reaction": "favourite"}"#)
        let after = try object(sut.answer(#"{"user": 7, "next": 3}"#))

        let starter = StarterDeck(catalogue: twoClusters.films, seed: 3).films
        #expect(start["user"] as? Int == 7)
        #expect(start["films"] as? [Int] == starter.prefix(2).map(\.id.value), "a new user is dealt the start until their first reaction")
        #expect((start["reasons"] as? [String])?.first == starter[0].reason.map { $0.prefix(1).uppercased() + $0.dropFirst() })
        #expect(ok == #"{"user": 7, "ok": true}"#)
        let films = try #require(after["films"] as? [Int])
        #expect(films.count == 3 && films.allSatisfy { twoClusters.isHorror(FilmID(source: .catalogue, value: $0)) }, "\(films)")
        #expect(Set(films).isDisjoint(with: (start["films"] as? [Int] ?? []) + [1]), "nothing dealt or reacted to is dealt again")
        #expect((after["reasons"] as? [String])?.first == "Because you liked Horror Alfa")
    }

    @Test("a user of --queries starts from their history; users are apart from one another")
    func histories() throws {
        let history = (1...4).map { Rating(user: 3, film: Int32(twoClusters.comedy($0).value), stars: 5, time: Int64($0)) }
        var sut = sessions(histories: [3: history])

        let fan = try object(sut.answer(#"{"user": 3, "next": 5}"#))
        _ = sut.answer(#"{"user": 9, "film": 2, "reaction": "favourite"}"#)
        let again = try object(sut.answer(#"{"user": 3, "next": 1}"#))

        let films = try #require(fan["films"] as? [Int])
        #expect(films.allSatisfy { !twoClusters.isHorror(FilmID(source: .catalogue, value: $0)) && $0 > twoClusters.comedy(4).value }, "\(films)")
        #expect(try #require(again["films"] as? [Int]).allSatisfy { !twoClusters.isHorror(FilmID(source: .catalogue, value: $0)) }, "user 9's like is not user 3's")
    }

    @Test("a bad line gets an error naming the field, and the session goes on", arguments: [
        ("not json", "not a JSON object"),
        (#"[1, 2]"#, "not a JSON object"),
        (#"{"next": 1}"#, "field \"user\" is missing"),
        (#"{"user": "seven", "next": 1}"#, "field \"user\" must be a whole number"),
        (#"{"user": 7.5, "next": 1}"#, "field \"user\" must be a whole number"),
        (#"{"user": 7, "next": 0}"#, "field \"next\" must be a whole number from 1"),
        (#"{"user": 7, "next": true}"#, "field \"next\" must be a whole number from 1"),
        (#"{"user": 7}"#, "asks for nothing"),
        (#"{"user": 7, "reaction": "favourite"}"#, "field \"film\" is missing"),
        (#"{"user": 7, "film": 999999, "reaction": "favourite"}"#, "field \"film\": 999999 is not a film of the catalogue"),
        (#"{"user": 7, "film": 1}"#, "field \"reaction\" is missing"),
        (#"{"user": 7, "film": 1, "reaction": "love"}"#, "field \"reaction\" must be \"favourite\", \"dislike\", \"watchlist\" or \"seen\", not \"love\""),
        (#"{"user": 7, "next": 1, "film": 1, "reaction": "seen"}"#, "not both"),
    ])
    func badLines(line: String, message: String) throws {
        var sut = sessions()

        let answer = try object(sut.answer(line))
        let next = try object(sut.answer(#"{"user": 7, "next": 1}"#))

        #expect(answer.keys.sorted() == ["error"])
        #expect((answer["error"] as? String)?.contains(message) == true, "\(answer)")
        #expect(next["films"] as? [Int] == [StarterDeck(catalogue: twoClusters.films, seed: 3).films[0].id.value], "nothing changed")
    }
}
