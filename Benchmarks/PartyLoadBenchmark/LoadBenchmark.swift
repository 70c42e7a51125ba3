import FilmSwipeDomain
import FilmSwipeParty

/// One room of the benchmark: its members (the host first) and its deck, in the order every member swipes it.
struct Party: Sendable {
    let room: Int
    let members: [Member]
    let deck: [FilmID]
}

/// The load: rooms of members on one server, set up and then voting at a steady rate in all.
struct LoadBenchmark: Sendable {
    let port: Int
    let rooms: Int
    let membersPerRoom: Int
    /// Votes a second, all rooms together.
    let rate: Int
    /// The share of films every member says yes to; the rest get at least one no.
    let matchShare: Double
    let book: MatchBook
    /// How many of each room's guests come as a phone's browser does: the room's page and its files fetched over HTTP,
    /// then the socket. (The WebSocket client names its own `ws://` origin, which the server lets in as a terminal's;
    /// the upgrade and everything after it cost the same.)
    var browsersPerRoom = 0

    /// Every room, set up 10 at a time: a room's create ranks a deck, and 100 at once would only queue.
    func setUpRooms() async throws -> [Party] {
        try await withThrowingTaskGroup(of: Party.self) { group in
            var parties: [Party] = []
            for room in 0..<rooms {
                if room >= 10, let party = try await group.next() { parties.append(party) }
                group.addTask { try await setUp(room: room) }
            }
            for try await party in group { parties.append(party) }
            return parties.sorted { $0.room < $1.room }
        }
    }

    /// Room `room`: the host creates it with no taste (as `--private`), then the guests join with its code, one by one.
    private func setUp(room: Int) async throws -> Party {
        let create = PartyCreate(options: RoomOptions(), name: MemberName("Host \(room)"), memberChanges: true)
        let (host, welcome) = try await Member.join(port: port, first: .create(create), room: room, book: book)
        var members = [host]
        for guest in 1..<membersPerRoom {
            let hello = PartyHello(code: welcome.code, name: MemberName("Guest \(room).\(guest)"), memberChanges: true)
            if guest > membersPerRoom - 1 - browsersPerRoom { _ = try await PageFetch.fetch(PageFetch.paths(code: welcome.code.text), port: port) }
            members.append(try await Member.join(port: port, first: .hello(hello), room: room, book: book).0)
        }
        return Party(room: room, members: members, deck: welcome.deck.map(\.id))
    }

    /// Every room voting at once, `rate` votes a second in all, spread evenly over the rooms, from `start` until
    /// `end`; returns the votes sent.
    func drive(_ parties: [Party], start: ContinuousClock.Instant, end: ContinuousClock.Instant) async throws -> Int {
        let interval = Duration.seconds(1) * parties.count / rate
        return try await withThrowingTaskGroup(of: Int.self) { group in
            for party in parties {
                // Each room starts a fraction of an interval after the one before, so the votes do not come in bursts.
                let first = start + interval * party.room / parties.count
                group.addTask { try await drive(party, first: first, interval: interval, end: end) }
            }
            return try await group.reduce(0, +)
        }
    }

    /// Votes through `party`'s deck film by film, each film's votes in a random member order, one vote every
    /// `interval` from `first` until `end`; returns how many votes it sent.
    private func drive(_ party: Party, first: ContinuousClock.Instant, interval: Duration, end: ContinuousClock.Instant) async throws -> Int {
        var slot = first, sent = 0
        for film in party.deck {
            let match = Double.random(in: 0..<1) < matchShare
            var yes = party.members.map { _ in match || Bool.random() }
            if !match, !yes.contains(false) { yes[Int.random(in: 0..<yes.count)] = false }
            let order = party.members.indices.shuffled()
            for (position, member) in order.enumerated() {
                guard slot < end else { return sent }
                // A late slot is not skipped: the next votes go at once until the room is back on its schedule.
                try await Task.sleep(until: slot, clock: .continuous)
                if match, position == order.count - 1 { book.sentLastYes(room: party.room, film: film, at: .now) }
                try await party.members[member].vote(film, yes: yes[member])
                sent += 1
                slot += interval
            }
        }
        return sent
    }
}
