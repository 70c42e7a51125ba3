import FilmSwipeData
import FilmSwipeDomain
import Foundation
import GRDB
import Testing

@Suite("Opening a reaction database that cannot be used")
struct ReactionStoreOpenErrorTests {
    /// The error opening `path` throws, when it is a `ReactionStoreOpenError`.
    private func openError(_ path: URL) -> ReactionStoreOpenError? {
        do {
            _ = try SQLiteReactionStore(path: path)
            return nil
        } catch {
            return error as? ReactionStoreOpenError
        }
    }

    @Test("a database from a newer FilmSwipe is refused, named, and left byte for byte as it was")
    func newerVersion() async throws {
        let database = try TemporaryDatabase()
        try await database.open().setReaction(StoreFilms.heat, from: .none, to: .favourite)
        // A later FilmSwipe knows the migrations of this one, and one more.
        var future = DatabaseMigrator()
        future.registerMigration("v1") { _ in }
        future.registerMigration("v2") { _ in }
        future.registerMigration("v3") { _ in }
        future.registerMigration("v9-from-the-future") { db in
            try db.execute(sql: "ALTER TABLE reaction ADD COLUMN mood TEXT")
        }
        let newer = try DatabasePool(path: database.path.path)
        try future.migrate(newer)
        try newer.close()
        let bytes = try Data(contentsOf: database.path)

        let error = try #require(openError(database.path))

        #expect(error == .newerVersion(path: database.path.path, unknownMigrations: ["v9-from-the-future"]))
        let message = try #require(error.errorDescription)
        #expect(message.contains(database.path.path))
        #expect(message.contains("was written by a newer FilmSwipe"))
        #expect(message.contains("update FilmSwipe, or pass --data-dir"))
        #expect(try Data(contentsOf: database.path) == bytes)
    }

    @Test(
        "a file that is not an SQLite database is refused, named, and kept as it is",
        arguments: [Data((0..<8192).map { _ in UInt8.random(in: 0...255) }), Data("SQLite format 3\0".utf8) + Data(repeating: 0xA5, count: 8176)]
    )
    func notADatabase(contents: Data) throws {
        let database = try TemporaryDatabase()
        try contents.write(to: database.path)

        let error = try #require(openError(database.path))

        guard case let .notADatabase(path, _) = error else {
            Issue.record("expected notADatabase, got \(error)")
            return
        }
        #expect(path == database.path.path)
        let message = try #require(error.errorDescription)
        #expect(message.contains(database.path.path))
        #expect(message.contains("move it aside (it is kept as is), or pass --data-dir"))
        #expect(try Data(contentsOf: database.path) == contents)
    }

    @Test("a folder that cannot be created gives a message naming the path and --data-dir")
    func folderCannotBeCreated() throws {
        let database = try TemporaryDatabase()
        let blocker = database.folder.appendingPathComponent("a-file")
        try Data("not a folder".utf8).write(to: blocker)
        let path = blocker.appendingPathComponent("data/reactions.sqlite")

        let error = try #require(openError(path))

        guard case .notWritable = error else {
            Issue.record("expected notWritable, got \(error)")
            return
        }
        let message = try #require(error.errorDescription)
        #expect(message.contains(path.path))
        #expect(message.contains("Pass --data-dir with a folder you can write to"))
        #expect(message.contains("cannot create the folder \(path.deletingLastPathComponent().path) (Not a directory)"))
    }

    @Test("a folder where the database file should be is refused, and left alone")
    func folderInsteadOfFile() throws {
        let database = try TemporaryDatabase()
        try FileManager.default.createDirectory(at: database.path, withIntermediateDirectories: false)

        let error = try #require(openError(database.path))

        #expect(error == .notWritable(path: database.path.path, reason: "it is a folder, not a file"))
        #expect(error.errorDescription?.contains("--data-dir") == true)
    }

    @Test("a folder without write permission gives a message naming the path, and nothing is created")
    func readOnlyFolder() async throws {
        let database = try TemporaryDatabase()
        // Only folders this test made change mode: the read-only one sits inside the temporary folder, which
        // `nobody` must be able to pass through when the test runs as root; /tmp above it is never touched.
        let readOnly = database.folder.appendingPathComponent("read-only")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: false)
        let path = readOnly.appendingPathComponent("reactions.sqlite")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: readOnly.path) }
        let writer = try #require(CrashWriterProcess.executable, "StoreCrashWriter was not built")

        // Root may write anywhere: then the store is opened by the writer program running as nobody.
        let process = Process()
        if geteuid() == 0 {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: database.folder.path)
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", writer.path, path.path, "1"]
        } else {
            process.executableURL = writer
            process.arguments = [path.path, "1"]
        }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // The blocking read and wait happen on a Dispatch thread, never on one of Swift concurrency's.
        let message = await DispatchWork.waitOnOwnThread {
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return text
        }

        #expect(process.terminationStatus == 1)
        #expect(message.contains(path.path), "the message names the path: \(message)")
        #expect(message.contains("--data-dir"), "the message gives the way out: \(message)")
        #expect(!FileManager.default.fileExists(atPath: path.path))
    }
}
