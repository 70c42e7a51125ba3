/// The request tokens the stub issued and which of them the user approved; a session uses a token up.
struct StubRequestTokens: Sendable {
    /// Tokens issued and not used yet.
    private var issued: Set<String> = []
    /// Tokens approved as if in the browser.
    private var approved: Set<String> = []
    /// Whether every issued token counts as approved, for tests that cannot approve in the middle of a login.
    var approvesAll = false
    private var count = 0

    /// A new token, different from every earlier one.
    mutating func issue() -> String {
        count += 1
        let token = "stub-request-token-\(count)"
        issued.insert(token)
        return token
    }

    /// Marks `token` approved.
    mutating func approve(_ token: String) {
        approved.insert(token)
    }

    /// Whether `token` was issued, approved and not used yet; a token that gave a session cannot give another.
    mutating func redeem(_ token: String) -> Bool {
        guard issued.contains(token), approvesAll || approved.contains(token) else { return false }
        issued.remove(token)
        approved.remove(token)
        return true
    }
}
