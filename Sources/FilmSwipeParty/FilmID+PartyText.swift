import FilmSwipeDomain

// The protocol writes a film id as "catalogue:603" (its description): a quarter of the bytes of the object form,
// which matters in a taste of thousands of films under the 64 KiB message limit.
extension FilmID {
    /// The id as the party protocol writes it: "catalogue:603".
    public var partyText: String { "\(source.rawValue):\(value)" }

    /// An id read from its protocol form; nil for anything else.
    public init?(partyText text: String) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let source = FilmSource(rawValue: String(parts[0])),
              parts[1].count <= 18, parts[1].allSatisfy(\.isASCIIDigit), let value = Int(parts[1]) else { return nil }
        self.init(source: source, value: value)
    }
}

extension KeyedDecodingContainer {
    func decodeFilm(forKey key: Key) throws -> FilmID {
        let text = try decode(String.self, forKey: key)
        guard let film = FilmID(partyText: text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "a film id looks like catalogue:603")
        }
        return film
    }

    func decodeFilms(forKey key: Key) throws -> [FilmID] {
        try decode([String].self, forKey: key).map { text in
            guard let film = FilmID(partyText: text) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "a film id looks like catalogue:603")
            }
            return film
        }
    }

    // Objects keyed by film ids ({"catalogue:603": 2}): a key that is not an id makes the whole message malformed.
    func decodeFilmMap<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> [FilmID: Value] {
        var result: [FilmID: Value] = [:]
        for (text, value) in try decode([String: Value].self, forKey: key) {
            guard let film = FilmID(partyText: text) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "a film id looks like catalogue:603")
            }
            result[film] = value
        }
        return result
    }
}

extension KeyedEncodingContainer {
    mutating func encodeFilm(_ film: FilmID, forKey key: Key) throws {
        try encode(film.partyText, forKey: key)
    }

    mutating func encodeFilmMap<Value: Encodable>(_ map: [FilmID: Value], forKey key: Key) throws {
        try encode(Dictionary(uniqueKeysWithValues: map.map { ($0.key.partyText, $0.value) }), forKey: key)
    }
}
