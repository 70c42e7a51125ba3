import FilmSwipeDomain

/// What an import read, placed and did, as the lines printed at its end; the counts add up to what was read.
public struct ImportReport: Sendable {
    /// The plan the import carried out.
    public let plan: HistoryImportPlan
    /// What happened to each of the plan's reactions, in order.
    public let outcomes: [ImportOutcome]
    /// Whether nothing was written.
    public let dryRun: Bool

    /// The report of `plan` carried out with `outcomes` (or, with `dryRun`, what it would do).
    public init(plan: HistoryImportPlan, outcomes: [ImportOutcome], dryRun: Bool) {
        self.plan = plan
        self.outcomes = outcomes
        self.dryRun = dryRun
    }

    /// How many reactions of each kind were placed on a catalogue film.
    public var matchedByKind: [UserReaction: Int] {
        Dictionary(grouping: plan.reactions, by: \.reaction).mapValues(\.count)
    }

    /// How many outcomes were `added`, `updated`, `unchanged` and `kept`.
    public var counts: (added: Int, updated: Int, unchanged: Int, kept: Int) {
        var counts = (added: 0, updated: 0, unchanged: 0, kept: 0)
        for outcome in outcomes {
            switch outcome {
            case .added: counts.added += 1
            case .updated: counts.updated += 1
            case .unchanged: counts.unchanged += 1
            case .kept: counts.kept += 1
            }
        }
        return counts
    }

    /// The report's lines.
    public var lines: [String] {
        let kinds = matchedByKind
        let counts = counts
        let kindText = [(UserReaction.favourite, "favourite"), (.dislike, "disliked"), (.watchlist, "watchlist"), (.seen, "seen")]
            .map { "\(Self.number(kinds[$0.0] ?? 0)) \($0.1)" }.joined(separator: ", ")
        let verbs = dryRun
            ? ("would be added", "would be updated", "would be kept")
            : ("added", "updated", "kept")
        var lines = [
            "\(plan.origin.displayName): \(Self.number(plan.entriesRead)) film\(plan.entriesRead == 1 ? "" : "s") read.",
            "  matched to the catalogue: \(Self.number(plan.reactions.count)) (\(kindText))",
            "    \(verbs.0): \(Self.number(counts.added)), \(verbs.1): \(Self.number(counts.updated)), already there: \(Self.number(counts.unchanged))"
                + ", \(verbs.2) as you had them: \(Self.number(counts.kept))",
        ]
        if !plan.duplicates.isEmpty { lines.append("  named a film already matched: \(Self.number(plan.duplicates.count))") }
        lines.append("  ambiguous (two or more films fit, left out): \(Self.number(plan.ambiguous.count))")
        lines.append("  not in the catalogue: \(Self.number(plan.notInCatalogue.count))")
        if counts.kept > 0 {
            let kept = dryRun ? "would be kept" : "were kept"
            lines.append("Reactions you made differ for \(Self.number(counts.kept)) film\(counts.kept == 1 ? "" : "s") and \(kept); --overwrite replaces them.")
        }
        lines.append(dryRun ? "Dry run: nothing was written." : "")
        return lines.filter { !$0.isEmpty }
    }

    /// `value` with thousands separated by commas, as the docs write numbers.
    public static func number(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
