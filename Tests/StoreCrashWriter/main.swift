import FilmSwipeData
import FilmSwipeDomain
import Foundation

// The writer the crash-safety test kills: `StoreCrashWriter <database path> <count>` stores `count`
// reactions one transaction at a time and prints each film id once its commit has returned, so
// every id the test reads was committed before the kill.
let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count > 0 else {
    FileHandle.standardError.write(Data("usage: StoreCrashWriter <database path> <count>\n".utf8))
    exit(2)
}
do {
    let store = try SQLiteReactionStore(path: URL(fileURLWithPath: arguments[1]))
    let reactions: [UserReaction] = [.favourite, .dislike, .watchlist]
    for value in 1...count {
        let film = Film(id: FilmID(source: .catalogue, value: value), title: "Film \(value)", genres: ["Drama"])
        try await store.setReaction(film, from: .none, to: reactions[value % reactions.count])
        FileHandle.standardOutput.write(Data("\(value)\n".utf8))
        // A short pause keeps the writer alive long enough to be killed in the middle.
        try await Task.sleep(for: .milliseconds(2))
    }
} catch {
    FileHandle.standardError.write(Data("StoreCrashWriter: \(error.localizedDescription)\n".utf8))
    exit(1)
}
