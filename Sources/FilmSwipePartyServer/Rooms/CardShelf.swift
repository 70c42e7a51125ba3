import FilmSwipeDomain
import FilmSwipeParty
import NIOCore

/// The cards every room deals, kept once for all of them (a server's rooms mostly deal the same films), each with its
/// JSON written once: a welcome or a deck is the cards' JSON put together, not the cards encoded again.
struct CardShelf {
    private struct Shelved {
        let card: PartyCard
        let json: [UInt8]
    }

    private var shelved: [FilmID: Shelved] = [:]

    /// Keeps `card` (as every room shares it) for its film, in place of any earlier one.
    mutating func put(_ card: PartyCard) {
        let plain = card.plain
        if let kept = shelved[plain.id], kept.card == plain { return }
        shelved[plain.id] = Shelved(card: plain, json: Array(PartyProtocol.encode(plain).utf8))
    }

    /// The card of `film`, if kept.
    func card(_ film: FilmID) -> PartyCard? { shelved[film]?.card }

    /// Whether the card of `film` is kept.
    func holds(_ film: FilmID) -> Bool { shelved[film] != nil }

    /// How many cards are kept.
    var count: Int { shelved.count }

    /// The JSON array of `cards` in order, each written as kept unless `dressed` gives it something of the room's
    /// (who suggested it, where to watch it, on how many watchlists), when it is written anew; films not kept are left out.
    func json(of films: [FilmID], dressed: (PartyCard) -> PartyCard) -> ByteBuffer {
        var buffer = ByteBufferAllocator().buffer(capacity: films.count * 600 + 2)
        buffer.writeInteger(UInt8(ascii: "["))
        var first = true
        for film in films {
            guard let kept = shelved[film] else { continue }
            if !first { buffer.writeInteger(UInt8(ascii: ",")) }
            first = false
            let card = dressed(kept.card)
            if card == kept.card { buffer.writeBytes(kept.json) } else { buffer.writeString(PartyProtocol.encode(card)) }
        }
        buffer.writeInteger(UInt8(ascii: "]"))
        return buffer
    }
}
