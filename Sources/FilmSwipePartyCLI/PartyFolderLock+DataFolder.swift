import FilmSwipeCommands
import FilmSwipeParty
import FilmSwipePartyClient

extension PartyFolderLock {
    /// The lock on `folder` for `player`, taken before anything else is opened or connected; another party game on the
    /// folder is a command failure (status 1) saying whose and the way out.
    static func claim(_ folder: DataFolder, for player: MemberName) throws -> PartyFolderLock {
        do {
            return try PartyFolderLock(folder: folder.url, player: player)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
