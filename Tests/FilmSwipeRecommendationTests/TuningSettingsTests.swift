import FilmSwipeRecommendation
import Testing

@Suite("Tuning settings from text")
struct TuningSettingsTests {
    @Test("name=number pairs change those knobs only; EASE's three are set one by one")
    func applied() throws {
        let tuning = try RecommenderTuning.standard.applying("neighbours=50,evidenceShrinkage=0,ease=300,easeNeighbours=20,normalisesRows=0")

        #expect(tuning.neighbours == 50 && tuning.evidenceShrinkage == 0 && !tuning.normalisesRows)
        #expect(tuning.itemWeights == .ease(lambda: 300, minimumRatings: 3, neighbours: 20))
        #expect(tuning.genreWeight == RecommenderTuning.standard.genreWeight)
        #expect(try RecommenderTuning.standard.applying("cosine=1").itemWeights == .cosine)
        #expect(try RecommenderTuning.standard.applying("") == .standard)
    }

    @Test("a knob that does not exist, or a value that is no number, is refused by name")
    func refused() {
        #expect(throws: TuningSettingError(setting: "speed=9")) { try RecommenderTuning.standard.applying("speed=9") }
        #expect(throws: TuningSettingError(setting: "ease=lots")) { try RecommenderTuning.standard.applying("ease=lots") }
        #expect(TuningSettingError(setting: "speed=9").description.contains("the knobs are neighbours, shrinkage"))
    }
}
