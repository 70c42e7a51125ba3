import Foundation
import TMDBStubSupport

// Serves the tests' TMDB stub on the loopback until stopped, so `filmswipe --source tmdb` can be played by hand:
//   swift run tmdb-stub [port] [--fail-writes]
// then, in another terminal, the `export` lines it prints and `swift run filmswipe --source tmdb`.
// --fail-writes answers every account write with a 500, to watch reactions wait and be sent later.
let arguments = CommandLine.arguments.dropFirst()
let port = arguments.compactMap { UInt16($0) }.first ?? 0
// Unbuffered, so `| tee` or a log file shows the account as it changes.
func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

if arguments.contains("--help") || arguments.contains("-h") {
    say("usage: tmdb-stub [port] [--fail-writes]: a loopback server that answers like TMDB, until Ctrl-C")
    exit(0)
}
let server = try TMDBStubServer(port: port, idleTimeout: nil)
server.approvesRequestTokens = true
if arguments.contains("--fail-writes") {
    server.script(.internalError, for: "/account/\(TMDBStubServer.accountID)/", times: nil)
    server.script(.internalError, for: "/movie/", method: "POST", times: nil)
}
say("""
    TMDB stub on \(server.baseURL.absoluteString). In another terminal:
    export TMDB_BASE_URL=\(server.baseURL.absoluteString) TMDB_ACCESS_TOKEN=\(TMDBStubServer.token) TMDB_SESSION_ID=\(TMDBStubServer.sessionID)
    swift build && swift run filmswipe --source tmdb --data-dir /tmp/filmswipe-stub
    (a data folder of its own: the stub's made-up films would otherwise sit among your real reactions)
    Ctrl-C stops it; the account's lists are printed every 5 seconds when they change.
    """)
// A timer on the main queue prints the account when it changes; the main thread then only serves the queue.
nonisolated(unsafe) var shown = StubAccount()
let timer = DispatchSource.makeTimerSource(queue: .main)
timer.schedule(deadline: .now() + 5, repeating: 5)
timer.setEventHandler {
    let account = server.account
    if account != shown {
        say("account: favourites \(account.favourites.sorted()), watchlist \(account.watchlist.sorted()), ratings \(account.ratings.sorted { $0.key < $1.key })")
        shown = account
    }
}
timer.resume()
dispatchMain()
