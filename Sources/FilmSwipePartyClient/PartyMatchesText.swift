import Foundation

/// `filmswipe party matches` as text: a heading for each party (room, the player's local date, who was there, whether
/// it ended), then its pick ("Picked: Title (Year)") and its matches, one `Title (Year)` an indented line; a blank
/// line between parties.
public enum PartyMatchesText {
    /// The lines for `parties`, dated in `timeZone`.
    public static func lines(_ parties: [PartyRecord], timeZone: TimeZone = .current) -> [String] {
        var lines: [String] = []
        for party in parties {
            if !lines.isEmpty { lines.append("") }
            lines.append(heading(party, timeZone: timeZone))
            if let pick = party.pick { lines.append("  Picked: " + pick.line) }
            lines += party.matches.isEmpty ? ["  no match"] : party.matches.map { "  " + $0.line }
        }
        return lines
    }

    /// `Party K7QX3PM · 26 Nov 2026 · Ann, Bob`.
    static func heading(_ party: PartyRecord, timeZone: TimeZone) -> String {
        let date = party.joinedAt.map { day($0, timeZone: timeZone) } ?? "date not recorded"
        let members = party.members.map { $0.joined(separator: ", ") } ?? "who was there was not recorded"
        return "Party \(party.code) · \(date) · \(members)\(party.endedAt == nil ? "" : " · ended")"
    }

    // English month names whatever the locale, as every other word the game prints.
    private static func day(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.day, .month, .year], from: date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard let day = parts.day, let month = parts.month, let year = parts.year, months.indices.contains(month - 1) else { return "?" }
        return "\(day) \(months[month - 1]) \(year)"
    }
}
