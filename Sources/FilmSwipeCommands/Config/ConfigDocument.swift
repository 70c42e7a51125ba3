/// A config file read as TOML: its `key = value` lines and the tables they sit in, not yet checked against the
/// settings FilmSwipe knows.
public struct ConfigDocument: Sendable, Equatable {
    /// Every `key = value` line, in order.
    public var entries: [ConfigEntry] = []
    /// Every `[table]` header: its name and line.
    public var tables: [String: Int] = [:]

    /// An empty document: what a missing file reads as.
    public init(entries: [ConfigEntry] = [], tables: [String: Int] = [:]) {
        self.entries = entries
        self.tables = tables
    }
}
