/// The entries an import could not place, as CSV: what went wrong, where the row was, and what it said.
public enum UnmatchedRows {
    /// CSV with a header: `problem,title,year,rating,location,candidates` (candidates: the films an ambiguous title fits).
    public static func csv(_ plan: HistoryImportPlan) -> String {
        var rows = [["problem", "title", "year", "rating", "location", "candidates"]]
        for (entry, films) in plan.ambiguous {
            let names = films.map { film in film.year.map { "\(film.title) (\($0))" } ?? film.title }.joined(separator: "; ")
            rows.append(row("ambiguous", entry, candidates: names))
        }
        for entry in plan.notInCatalogue { rows.append(row("not in catalogue", entry, candidates: "")) }
        return rows.map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    private static func row(_ problem: String, _ entry: HistoryEntry, candidates: String) -> [String] {
        [problem, entry.title, entry.year.map(String.init) ?? "", entry.rating.map { String($0) } ?? "", entry.location, candidates]
    }

    // RFC 4180: quote fields holding a comma, quote or line break, doubling the quotes.
    private static func field(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
