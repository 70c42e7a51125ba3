import GRDB

/// A record whose dates are stored as seconds since 1970 (REAL columns) rather than GRDB's default text.
protocol SecondsSince1970Record: FetchableRecord {}

extension SecondsSince1970Record {
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSince1970 }
}

extension SecondsSince1970Record where Self: EncodableRecord {
    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSince1970 }
}
