/// A scripted fault for requests whose path starts with `pathPrefix` (after `/3`).
struct StubScriptEntry: Sendable {
    /// The start of the paths it applies to, such as `/discover/movie`.
    let pathPrefix: String
    /// The method it applies to; any when `nil`.
    let method: String?
    /// What to play.
    let fault: StubFault
    /// How many more requests it applies to; `nil` means all.
    var remaining: Int?
}
