import TestSupport
import FilmSwipeParty
@testable import FilmSwipePartyClient
import Foundation
import Testing

/// One party game a data folder: a second is refused at once with the way out, until the first lets go.
struct PartyFolderLockTests {
    @Test func aSecondLockOnTheSameFolderIsRefusedNamingTheFolderTheGameAndTheWayOut() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let ann = try PartyFolderLock(folder: folder.url, player: MemberName("Ann"))
        defer { ann.release() }
        #expect(throws: PartyFolderLockError.inUse(folder: folder.url, pid: getpid(), player: MemberName("Bob"))) {
            try PartyFolderLock(folder: folder.url, player: MemberName("Bob"))
        }
        do {
            _ = try PartyFolderLock(folder: folder.url, player: MemberName("Bob"))
        } catch {
            #expect(error.description == "The data folder \(folder.url.path) is in use by another party game (pid \(getpid())). Each player on this "
                + "machine needs their own data folder: add --data-dir, such as --data-dir \(folder.url.path)-bob.")
        }
    }

    @Test func theFolderIsFreeOnceTheFirstLockIsReleasedOrGone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try PartyFolderLock(folder: folder.url, player: MemberName("Ann"))
        first.release()
        first.release()
        var second: PartyFolderLock? = try PartyFolderLock(folder: folder.url, player: MemberName("Bob"))
        #expect(second != nil)
        second = nil
        let third = try PartyFolderLock(folder: folder.url, player: MemberName("Cy"))
        third.release()
    }

    @Test func anotherFolderIsFine() throws {
        let ann = try TemporaryFolder(), bob = try TemporaryFolder()
        defer {
            ann.remove()
            bob.remove()
        }
        let first = try PartyFolderLock(folder: ann.url, player: MemberName("Ann"))
        let second = try PartyFolderLock(folder: bob.url, player: MemberName("Bob"))
        first.release()
        second.release()
    }

    @Test func aFolderThatCannotHoldTheLockSaysWhy() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("missing")
        #expect(throws: PartyFolderLockError.unusable(folder: missing, reason: "No such file or directory")) {
            try PartyFolderLock(folder: missing, player: MemberName("Ann"))
        }
    }

    @Test func theFolderSuggestedIsBesideTheFirstNamedForThePlayer() {
        let data = URL(fileURLWithPath: "/home/ann/.local/share/filmswipe")
        #expect(PartyFolderLockError.suggestion(beside: data, for: MemberName("Bob"), home: "/home/ann") == "~/.local/share/filmswipe-bob")
        #expect(PartyFolderLockError.suggestion(beside: data, for: MemberName("Bob"), home: "/home/an") == "/home/ann/.local/share/filmswipe-bob")
        #expect(PartyFolderLockError.suggestion(beside: URL(fileURLWithPath: "/srv/games/fs/"), for: MemberName("Mary Jane"), home: nil) == "/srv/games/fs-mary-jane")
        #expect(PartyFolderLockError.suggestion(beside: URL(fileURLWithPath: "/srv/fs"), for: MemberName("李"), home: nil) == "/srv/fs-2", "a name with no letter to keep")
        #expect(PartyFolderLockError.suggestion(beside: URL(fileURLWithPath: "/home/ann/my games/fs"), for: MemberName("Bob"), home: "/home/ann")
            == "'/home/ann/my games/fs-bob'", "quoted, and whole: a shell leaves a quoted ~ alone")
    }
}
