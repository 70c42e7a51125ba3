import FilmSwipeDomain
import Foundation

/// A change the source refused, whose undoing here failed too: the two now disagree until the next change.
struct ReactionNotRestored: LocalizedError {
    /// Why the source refused the change.
    let refusal: any Error
    /// Why the reaction kept here could not be put back.
    let failure: any Error

    var errorDescription: String? {
        "\(PlayerMessage.describing(refusal)) Putting your reaction back on this computer failed too (\(PlayerMessage.describing(failure))), "
            + "so it shows the change until you change it again."
    }
}
