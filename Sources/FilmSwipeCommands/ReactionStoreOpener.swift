import FilmSwipeData
import FilmSwipeDomain
import Foundation

/// Opens the player's reaction store in the data folder, turning its errors into command failures.
public enum ReactionStoreOpener {
    /// The database file's name inside the data folder.
    public static let fileName = "reactions.sqlite"

    /// The store in `folder`.
    public static func open(in folder: DataFolder) throws -> SQLiteReactionStore {
        do {
            return try SQLiteReactionStore(path: folder.url.appendingPathComponent(fileName))
        } catch {
            throw CommandFailure(PlayerMessage.describing(error))
        }
    }
}
