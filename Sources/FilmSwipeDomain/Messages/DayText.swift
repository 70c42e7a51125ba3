import Foundation

/// A day as the game prints it, `26 Nov 2026`: English month names whatever the locale, as every other word the game
/// prints.
public enum DayText {
    /// The day of `date` in `timeZone`; "?" for a date the calendar cannot split.
    public static func of(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.day, .month, .year], from: date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard let day = parts.day, let month = parts.month, let year = parts.year, months.indices.contains(month - 1) else { return "?" }
        return "\(day) \(months[month - 1]) \(year)"
    }
}
