import FilmSwipeDomain
import Testing

@Suite("Streaming service names")
struct WatchServiceNamesTests {
    let gb = [
        WatchProvider(id: 8, name: "Netflix"), WatchProvider(id: 9, name: "Amazon Prime Video"), WatchProvider(id: 337, name: "Disney Plus"),
        WatchProvider(id: 350, name: "Apple TV Plus"), WatchProvider(id: 2, name: "Apple TV"), WatchProvider(id: 1796, name: "Netflix basic with Ads"),
        WatchProvider(id: 2100, name: "Amazon Prime Video with Ads"), WatchProvider(id: 1628, name: "Ciné+ OCS"), WatchProvider(id: 38, name: "BBC iPlayer"),
    ]

    func found(_ name: String) -> String? {
        if case let .found(provider) = WatchServiceNames.match(name, among: gb) { return provider.name }
        return nil
    }

    @Test("case, accents, spaces and punctuation do not matter; + is plus", arguments: [
        ("netflix", "Netflix"), ("NETFLIX", "Netflix"), ("disney+", "Disney Plus"), ("Disney plus", "Disney Plus"), ("disneyplus", "Disney Plus"),
        ("apple tv+", "Apple TV Plus"), ("apple tv", "Apple TV"), ("cine+ ocs", "Ciné+ OCS"), ("CINÉ+OCS", "Ciné+ OCS"), ("iplayer", "BBC iPlayer"),
        ("bbc-iplayer", "BBC iPlayer"),
    ])
    func matches(name: String, expected: String) {
        #expect(found(name) == expected)
    }

    @Test("a whole name wins over names that hold it; a part of several names is ambiguous, listed in the region's order")
    func ambiguous() {
        #expect(found("netflix") == "Netflix")
        #expect(found("amazon prime video") == "Amazon Prime Video")
        #expect(WatchServiceNames.match("amazon", among: gb) == .ambiguous([gb[1], gb[6]]))
        #expect(WatchServiceNames.match("apple", among: gb) == .ambiguous([gb[3], gb[4]]))
    }

    @Test("an unknown name gets the close names, nearest first, or none", arguments: [
        ("netflx", ["Netflix", "Netflix basic with Ads"]), ("disny", ["Disney Plus"]), ("nflx", ["Netflix", "Netflix basic with Ads"]),
        ("dsny", ["Disney Plus"]), ("hulu", []), ("", []), ("!!", []),
    ])
    func unknown(name: String, closest: [String]) {
        guard case let .unknown(names) = WatchServiceNames.match(name, among: gb) else {
            Issue.record("\(name) matched")
            return
        }
        #expect(names.map(\.name) == closest)
    }

    @Test("services keep one of each, in the order added; ids and names are as a card and a sentence want them")
    func services() {
        var services = WatchServices(region: "GB", providers: [gb[0], gb[2], gb[0]])
        #expect(services.providers == [gb[0], gb[2]])
        let addedAgain = services.add(gb[0])
        let added = services.add(gb[8])
        let removed = services.remove(gb[2])
        let removedAgain = services.remove(gb[2])
        #expect([addedAgain, added, removed, removedAgain] == [false, true, true, false])
        #expect(services.ids == [8, 38])
        #expect(services.names == "Netflix, BBC iPlayer")
        var availability = FilmAvailability(region: "GB", stream: [gb[2], gb[8]], free: [gb[0]])
        availability.mark(yourServices: services.ids)
        #expect(availability.onYourServices == [gb[8], gb[0]])
    }
}
