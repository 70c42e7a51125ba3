import Foundation

/// Tab completion after a command a companion carries out (`filmswipe party`, `filmswipe tmdb`): the words there are
/// the companion's, so its own definitions (`--experimental-dump-help`, ArgumentParser's description of a command) say
/// what may come next: its subcommands and options, never one it keeps for `filmswipe` itself (`tmdb play`), and after
/// an option its values: file and folder names, or the values it lists.
struct CompanionCompletion: Sendable {
    /// The command whose words these are.
    let handover: CompanionHandover

    /// What may stand at `index` in `words` (the whole command line, `filmswipe` first), starting with `prefix`.
    func candidates(words: [String], index: Int, prefix: String) -> [String] {
        guard let start = Self.start(of: handover.words, in: words), index > start, index <= words.count,
              let path = try? handover.program.location(), let tool = Self.describe(path)
        else { return [] }
        var command = tool
        for typed in handover.within {
            if let subcommand = command.subcommands?.first(where: { $0.commandName == typed }) { command = subcommand }
        }
        var positionals = 0
        var pendingValue: ArgumentDescription?
        for typed in words[(start + 1)..<index] {
            if pendingValue != nil {
                pendingValue = nil
            } else if typed.hasPrefix("-") {
                pendingValue = typed.contains("=") ? nil : command.option(named: typed)
            } else if positionals == 0, let subcommand = command.subcommands?.first(where: { $0.commandName == typed }) {
                command = subcommand
            } else {
                positionals += 1
            }
        }
        if let pendingValue { return pendingValue.values(startingWith: prefix) }
        if !prefix.hasPrefix("-"), let positional = command.positional(at: positionals) {
            let values = positional.values(startingWith: prefix)
            if !values.isEmpty || positionals > 0 { return values }
        }
        let subcommands = positionals == 0 ? (command.subcommands ?? []).filter { $0.shouldDisplay ?? true }.map(\.commandName) : []
        let options = (command.arguments ?? []).filter { $0.shouldDisplay ?? true }.flatMap(\.longNames)
        return (subcommands + options).filter { $0.hasPrefix(prefix) }
    }

    // Where the handover's last word is on the command line (`model` of `filmswipe catalogue model`).
    private static func start(of handed: [String], in words: [String]) -> Int? {
        guard let last = handed.last else { return nil }
        return words.indices.first { words[$0] == last && words[..<$0].suffix(handed.count - 1).elementsEqual(handed.dropLast()) }
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
        let shouldDisplay: Bool?
        let subcommands: [CommandDescription]?
        let arguments: [ArgumentDescription]?

        func option(named typed: String) -> ArgumentDescription? {
            (arguments ?? []).first { $0.kind == "option" && $0.allNames.contains(typed) }
        }

        func positional(at index: Int) -> ArgumentDescription? {
            let positionals = (arguments ?? []).filter { $0.kind == "positional" }
            if index < positionals.count { return positionals[index] }
            return positionals.last.flatMap { $0.isRepeating == true ? $0 : nil }
        }
    }

    private struct ArgumentDescription: Decodable {
        let kind: String
        let names: [NameDescription]?
        let shouldDisplay: Bool?
        let isRepeating: Bool?
        let completionKind: CompletionKindDescription?

        var longNames: [String] { (names ?? []).filter { $0.kind == "long" }.map { "--" + $0.name } }
        var allNames: [String] { (names ?? []).map { $0.kind == "long" ? "--" + $0.name : "-" + $0.name } }

        func values(startingWith prefix: String) -> [String] {
            switch completionKind {
            case let .some(.list(values)): values.filter { $0.hasPrefix(prefix) }
            case let .some(.file(extensions)): PathCompletion(prefix: prefix).paths(extensions: extensions)
            case .some(.directory): PathCompletion(prefix: prefix).paths(extensions: nil)
            case .some(.other), nil: []
            }
        }
    }

    private struct NameDescription: Decodable {
        let kind: String
        let name: String
    }

    /// ArgumentParser's `CompletionKindV0` as JSON: `{"file": {"extensions": []}}`, `{"list": {"values": […]}}`.
    private enum CompletionKindDescription: Decodable {
        case list([String])
        case file([String])
        case directory
        case other

        private enum Kind: String, CodingKey { case list, file, directory }
        private enum Field: String, CodingKey { case values, extensions }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: Kind.self)
            if container.contains(.list) {
                self = .list(try container.nestedContainer(keyedBy: Field.self, forKey: .list).decode([String].self, forKey: .values))
            } else if container.contains(.file) {
                self = .file(try container.nestedContainer(keyedBy: Field.self, forKey: .file).decode([String].self, forKey: .extensions))
            } else if container.contains(.directory) {
                self = .directory
            } else {
                self = .other
            }
        }
    }
}
