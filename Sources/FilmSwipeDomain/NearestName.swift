/// The known name a typing slip away from one that is not known: `lsit` for `list`, `animations` for `animation`.
public enum NearestName {
    /// The name among `names` closest to `typed` (case ignored) within a slip or two, by spelling; nil when none is
    /// that close: a slip for every three letters of the name, at least one and at most two; ties go to the earlier name.
    public static func nearest(to typed: String, among names: [String]) -> String? {
        let lowered = typed.lowercased()
        let scored = names.map { ($0, distance(lowered, $0.lowercased())) }.filter { $0.1 <= max(1, min(2, $0.0.count / 3)) }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// The number of slips (a letter added, dropped, changed, or two side by side swapped) that turn `a` into `b`:
    /// the optimal string alignment distance, so `lsit` is one slip from `list`, not two.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var rows = [Array(0...b.count)]
        for i in 1...a.count {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                row[j] = min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], rows[i - 2][j - 2] + 1)
                }
            }
            rows.append(row)
        }
        return rows[a.count][b.count]
    }
}
