/// A setting the config file gave, with the line that gave it.
public struct ConfigSetting<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value, checked.
    public let value: Value
    /// The line it is on, from 1.
    public let line: Int

    /// `value` from `line`.
    public init(_ value: Value, line: Int) {
        self.value = value
        self.line = line
    }
}
