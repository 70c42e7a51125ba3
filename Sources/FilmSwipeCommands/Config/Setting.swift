/// A setting in force: its value and where it came from.
public struct Setting<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value.
    public let value: Value
    /// Where it came from.
    public let origin: SettingOrigin

    /// `value`, from `origin`.
    public init(_ value: Value, from origin: SettingOrigin) {
        self.value = value
        self.origin = origin
    }
}
