import FilmSwipePartyServer
import Foundation

/// Runs `body` with a server on loopback port 0 over a temporary data folder, then stops it and removes the folder.
@discardableResult
func withPartyServer<Value>(
    grace: Duration = .zero, folder: TemporaryFolder? = nil, _ body: (RunningPartyServer) async throws -> Value
) async throws -> Value {
    let own = folder == nil ? try TemporaryFolder() : nil
    let dataFolder = (folder ?? own!).url
    defer { own?.remove() }
    let server = try await PartyServer.start(host: "127.0.0.1", port: 0, dataFolder: dataFolder, grace: grace)
    do {
        let value = try await body(server)
        await server.stop()
        return value
    } catch {
        await server.stop()
        throw error
    }
}
