/// A scripted fault for requests whose path starts with `pathPrefix` (after `/3`).
public struct StubScriptEntry: Sendable {
    /// The start of the paths it applies to, such as `/discover/movie`.
    public let pathPrefix: String
    /// The method it applies to; any when `nil`.
    public let method: String?
    /// What to play.
    public let fault: StubFault
    /// How many more requests it applies to; `nil` means all.
    public var remaining: Int?
}
