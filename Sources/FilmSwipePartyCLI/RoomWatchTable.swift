import FilmSwipeDomain
import FilmSwipeImport
import FilmSwipeParty

/// Builds the watch table of a room dealing only what its members can watch (`party host --only-mine`): the bundled
/// films the host's TMDB snapshot knows, each listed under the services that stream it (or have it free) in the
/// snapshot's region, most popular first, cut to what fits beside the host's taste in one create message.
enum RoomWatchTable {
    /// The table for `snapshot` (most popular first) over `bundled`, keeping films `filter` admits, at most `bytes` long
    /// as JSON.
    static func make(region: String, snapshot: [Film], bundled: [Film], filter: RecommendationFilter, bytes: Int) -> RoomWatchOffers {
        let twins = CatalogueMatcher(films: bundled).twins(of: snapshot)
        let bundledByID = FilmIndex(bundled)
        var bundledOf: [FilmID: FilmID] = [:]
        for (bundledID, snapshotID) in twins where bundledByID[bundledID].map(filter.admits) == true {
            bundledOf[snapshotID] = bundledID
        }
        // Each service's films in snapshot order, with the popularity place of each pair, so a cut drops the least popular.
        var order: [Int] = []
        var names: [Int: String] = [:]
        var pairs: [(provider: Int, film: Int, place: Int)] = []
        for (place, film) in snapshot.enumerated() {
            guard let bundledID = bundledOf[film.id], let availability = film.availability else { continue }
            var seen = Set<Int>()
            for provider in availability.stream + availability.free where seen.insert(provider.id).inserted {
                if names[provider.id] == nil {
                    names[provider.id] = provider.name
                    order.append(provider.id)
                }
                pairs.append((provider.id, bundledID.value, place))
            }
        }
        var kept = pairs.prefix(RoomWatchOffers.maxPairs)
        var table = offers(region: region, order: order, names: names, pairs: kept)
        // Each pair costs about six bytes; cut by the overshoot at once, then pair by pair for the last few.
        while PartyProtocol.encode(table).utf8.count > bytes, !kept.isEmpty {
            let over = PartyProtocol.encode(table).utf8.count - bytes
            kept = kept.dropLast(max(1, over / 8))
            table = offers(region: region, order: order, names: names, pairs: kept)
        }
        return table
    }

    private static func offers(
        region: String, order: [Int], names: [Int: String], pairs: ArraySlice<(provider: Int, film: Int, place: Int)>
    ) -> RoomWatchOffers {
        var films: [Int: [Int]] = [:]
        for pair in pairs { films[pair.provider, default: []].append(pair.film) }
        return RoomWatchOffers(region: region, providers: order.compactMap { id in
            films[id].map { RoomWatchProvider(id: id, name: names[id] ?? "", films: $0) }
        })
    }
}
