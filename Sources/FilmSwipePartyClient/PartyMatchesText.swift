import FilmSwipeDomain
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

    /// `Party K7QX3PMABC · 26 Nov 2026 · Ann, Bob`.
    static func heading(_ party: PartyRecord, timeZone: TimeZone) -> String {
        let date = party.joinedAt.map { DayText.of($0, timeZone: timeZone) } ?? "date not recorded"
        let members = party.members.map { $0.joined(separator: ", ") } ?? "who was there was not recorded"
        return "Party \(party.code) · \(date) · \(members)\(party.endedAt == nil ? "" : " · ended")"
    }
}
