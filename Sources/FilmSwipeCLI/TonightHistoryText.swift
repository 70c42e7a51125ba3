import FilmSwipeDomain
import Foundation

/// `filmswipe tonight --history` as text: one line a film chosen, newest first, dated in the player's time zone:
/// `12 Mar 2026  Tonight: Heat (1995) · runner-up Alien (1979) · from 8 films`.
enum TonightHistoryText {
    /// The lines for `choices` (newest first), dated in `timeZone`.
    static func lines(_ choices: [TonightChoice], timeZone: TimeZone = .current) -> [String] {
        let dates = choices.map { DayText.of($0.chosenAt, timeZone: timeZone) }
        let width = dates.map(\.count).max() ?? 0
        return zip(choices, dates).map { choice, date in
            var parts = ["Tonight: " + choice.film.titleWithYear]
            if let runnerUp = choice.runnerUp { parts.append("runner-up " + runnerUp.titleWithYear) }
            parts.append(choice.among == 1 ? "the only film that fitted" : "from \(choice.among) films")
            return date.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + parts.joined(separator: " · ")
        }
    }
}
