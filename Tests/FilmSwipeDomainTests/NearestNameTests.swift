import FilmSwipeDomain
import Testing

@Suite("The nearest name to a slip")
struct NearestNameTests {
    private let commands = ["play", "search", "import", "list", "export", "stats", "reset", "config", "tmdb", "party", "help"]

    @Test("two letters swapped are one slip, so lsit is list")
    func swapped() {
        #expect(NearestName.distance("lsit", "list") == 1)
        #expect(NearestName.nearest(to: "lsit", among: commands) == "list")
        #expect(NearestName.nearest(to: "exprot", among: commands) == "export")
    }

    @Test("a letter added, dropped or changed; case does not matter")
    func oneLetter() {
        #expect(NearestName.nearest(to: "animations", among: ["data-dir", "animation", "colour"]) == "animation")
        #expect(NearestName.nearest(to: "STATS", among: commands) == "stats")
        #expect(NearestName.nearest(to: "partyy", among: commands) == "party")
        #expect(NearestName.distance("", "abc") == 3)
    }

    @Test("a word far from every name has none")
    func farAway() {
        #expect(NearestName.nearest(to: "foo", among: commands) == nil)
        #expect(NearestName.nearest(to: "serve", among: commands) == nil)
        #expect(NearestName.nearest(to: "x", among: []) == nil)
    }
}
