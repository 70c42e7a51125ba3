/// One `key = value` line of the config file, with the table it sits in.
public struct ConfigEntry: Sendable, Equatable {
    /// The table and key: `["animation"]`, `["party", "name"]`.
    public let path: [String]
    /// What the line gives the key.
    public let value: ConfigValue
    /// The line's number, from 1.
    public let line: Int

    /// The key as messages and `filmswipe config` name it: `animation`, `party.name`.
    public var name: String { path.joined(separator: ".") }

    /// An entry for `path` on `line`.
    public init(path: [String], value: ConfigValue, line: Int) {
        self.path = path
        self.value = value
        self.line = line
    }
}
