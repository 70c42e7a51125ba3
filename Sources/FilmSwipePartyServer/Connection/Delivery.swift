import NIOCore

/// What a saved batch tells, sent in order: gathered by event loop, so each loop is woken once for the whole batch and
/// writes and flushes every connection it holds in one go.
struct Delivery {
    private var byLoop: [ObjectIdentifier: (loop: any EventLoop, items: [(link: MemberLink, item: Outgoing?, awaited: Bool)])] = [:]

    /// Adds the rooms' `mail` (awaited by its links) after what is there; `dropping` it, its change undone, only lets
    /// its links go on.
    mutating func add(_ mail: [(MemberLink, Outgoing)], dropping: Bool = false) {
        for (link, item) in mail { append(link, dropping ? nil : item, awaited: true) }
    }

    /// Adds `item` for `link`, which was not awaiting it (a refusal of a change that could not be saved).
    mutating func add(_ item: Outgoing, to link: MemberLink) {
        append(link, item, awaited: false)
    }

    private mutating func append(_ link: MemberLink, _ item: Outgoing?, awaited: Bool) {
        let loop = link.channel.eventLoop
        byLoop[ObjectIdentifier(loop), default: (loop, [])].items.append((link, item, awaited))
    }

    /// Hands everything to the event loops, each in its order.
    func send() {
        for (loop, items) in byLoop.values {
            loop.execute {
                var touched: [ObjectIdentifier: (link: MemberLink, awaited: Int)] = [:]
                for (link, item, awaited) in items {
                    if let item { link.apply(item) }
                    touched[ObjectIdentifier(link), default: (link, 0)].awaited += awaited ? 1 : 0
                }
                for (link, awaited) in touched.values {
                    if awaited > 0 { link.delivered(awaited) }
                    link.flush()
                }
            }
        }
    }
}
