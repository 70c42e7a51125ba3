import Foundation

/// Tab completion after `filmswipe party` and `filmswipe tmdb`: the words there are the companion's, so its own
/// definitions (`--experimental-dump-help`, ArgumentParser's description of a command) say what may come next.
struct CompanionCompletion: Sendable {
    /// The companion that owns the words.
    let companion: CompanionProgram
    /// The word that hands over to it (`party`).
    let word: String
    /// The companion's subcommand the word stands for (`services` for `filmswipe services`); none: its top level.
    var within: [String] = []

    /// The subcommands and long options that may follow the words before `index`, starting with `prefix`.
    func candidates(words: [String], index: Int, prefix: String) -> [String] {
        guard let start = words.firstIndex(of: word), index > start, index <= words.count,
              let path = try? companion.location(), let tool = Self.describe(path)
        else { return [] }
        var command = tool
        for typed in within + words[(start + 1)..<index] {
            if let subcommand = command.subcommands?.first(where: { $0.commandName == typed }) { command = subcommand }
        }
        let subcommands = (command.subcommands ?? []).map(\.commandName)
        let options = (command.arguments ?? []).filter { $0.shouldDisplay ?? true }
            .flatMap { ($0.names ?? []).filter { $0.kind == "long" }.map { "--" + $0.name } }
        return (subcommands + options).filter { $0.hasPrefix(prefix) }
    }

    private static func describe(_ path: String) -> CommandDescription? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--experimental-dump-help"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try? JSONDecoder().decode(ToolDescription.self, from: data).command
    }

    /// The part of ArgumentParser's tool description that completion reads.
    private struct ToolDescription: Decodable {
        let command: CommandDescription
    }

    private struct CommandDescription: Decodable {
        let commandName: String
        let subcommands: [CommandDescription]?
        let arguments: [ArgumentDescription]?
    }

    private struct ArgumentDescription: Decodable {
        let names: [NameDescription]?
        let shouldDisplay: Bool?
    }

    private struct NameDescription: Decodable {
        let kind: String
        let name: String
    }
}
