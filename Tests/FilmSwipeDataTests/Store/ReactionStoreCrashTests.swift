import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Glibc
import Testing

@Suite("Reaction store crash safety")
struct ReactionStoreCrashTests {
    @Test("every reaction a writer reported as committed is there after the writer is killed with SIGKILL")
    func killedWriter() async throws {
        let executable = try #require(
            CrashWriterProcess.executable,
            "StoreCrashWriter was not built: FilmSwipeDataTests must depend on the StoreCrashWriter target"
        )
        let database = try TemporaryDatabase()
        let writer = try CrashWriterProcess(executable: executable, database: database.path, count: 100_000)
        var reported: [Int] = []
        while reported.count < 50, let line = await writer.nextLine() {
            reported.append(try #require(Int(line), "unexpected output \(line)"))
        }
        try #require(reported.count == 50, "the writer stopped after \(reported.count) reactions")

        let status = writer.kill()
        // Ids printed between the 50th and the kill were committed too.
        while let line = await writer.nextLine(), let value = Int(line) {
            reported.append(value)
        }

        #expect(status & 0x7F == SIGKILL, "the writer should have died of SIGKILL, not ended on its own")
        #expect(reported == Array(1...reported.count))
        let reactions = try await database.open().reactions()
        let missing = reported.filter { reactions[FilmID(source: .catalogue, value: $0)] == nil }
        #expect(missing.isEmpty, "reported as committed but lost: \(missing)")
        #expect(reactions.count >= reported.count && reactions.count <= reported.count + 1)
    }
}
