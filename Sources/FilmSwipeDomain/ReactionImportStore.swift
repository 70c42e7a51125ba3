/// A reaction store that takes a whole imported film history at once.
public protocol ReactionImportStore: ReactionStore {
    /// Stores `reactions` in one transaction (all or nothing) and returns what happened to each, in order; with `dryRun`
    /// nothing is written and the outcomes say what would happen. See `ImportOutcome.deciding` for the rule.
    /// When `confirming` is given, every reaction for a film of its `source` is recorded as held by its `account` (it came
    /// from there, whatever was kept here), so the account's outbox sends back only what differs here; `seen` is never
    /// sent, so never confirmed.
    func importReactions(
        _ reactions: [ImportedReaction], overwrite: Bool, dryRun: Bool, confirming: (account: String, source: FilmSource)?
    ) async throws -> [ImportOutcome]
}
