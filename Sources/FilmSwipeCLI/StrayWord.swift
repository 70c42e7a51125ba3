import Foundation

/// The first word on a `filmswipe --option …` line that is neither one of `play`'s options nor an option's value:
/// `list` in `filmswipe --data-dir ~/films list`, where a command came after the game's options.
enum StrayWord {
    /// The stray word in `arguments`, if any; words after `--` are left alone.
    static func first(in arguments: [String]) -> String? {
        let valued = valueOptions
        var skipNext = false
        for word in arguments {
            if skipNext {
                skipNext = false
                continue
            }
            if word == "--" { return nil }
            if word.hasPrefix("-") {
                skipNext = !word.contains("=") && valued.contains(word)
                continue
            }
            return word
        }
        return nil
    }

    /// `play`'s options that take a value (`--data-dir`), read from its own definitions.
    private static var valueOptions: Set<String> {
        guard let tool = try? JSONDecoder().decode(Tool.self, from: Data(PlayCommand._dumpHelp().utf8)) else { return [] }
        let options = (tool.command.arguments ?? []).filter { $0.kind == "option" }
        return Set(options.flatMap { $0.names ?? [] }.map(\.typed))
    }

    private struct Tool: Decodable {
        struct Command: Decodable { let arguments: [Argument]? }
        struct Argument: Decodable {
            let kind: String
            let names: [Name]?
        }
        struct Name: Decodable {
            let kind: String
            let name: String

            var typed: String { kind == "long" ? "--" + name : "-" + name }
        }
        let command: Command
    }
}
