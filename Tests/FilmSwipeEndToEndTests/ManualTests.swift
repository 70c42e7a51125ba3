import Foundation
import Testing

/// The manual pages in Scripts/manual stay in step with the programs: every command and option a program has is in
/// its page with its help text, and the page names no option the program lacks. `Scripts/manual.sh` writes them anew.
@Suite("manual pages")
struct ManualTests {
    static let programs = ["filmswipe", "filmswipe-party", "filmswipe-tmdb", "filmswipe-recommender"]

    @Test("every command and option is in the page, with its help text", arguments: programs)
    func everyOptionIsInThePage(program: String) async throws {
        let command = try await Self.description(of: program)
        let page = try Self.page(of: program)
        for (path, subcommand) in command.all() {
            if path.count > 1 {
                #expect(page.contains(".It Em \(subcommand.commandName)\n"), "\(path.joined(separator: " ")) is missing from \(program).1: run Scripts/manual.sh")
            }
            for argument in subcommand.arguments ?? [] where argument.shouldDisplay != false {
                for name in argument.longNames {
                    #expect(page.contains("Fl -\(name)"), "--\(name) of \(path.joined(separator: " ")) is missing from \(program).1: run Scripts/manual.sh")
                }
                if let abstract = argument.abstract?.replacingOccurrences(of: "`", with: ""), !abstract.isEmpty {
                    #expect(Self.plain(page).contains(String(abstract.prefix(40))), "the help of \(argument.longNames) (\(path.joined(separator: " "))) changed: run Scripts/manual.sh")
                }
            }
        }
    }

    @Test("the page names no option the program lacks", arguments: programs)
    func noStaleOption(program: String) async throws {
        let command = try await Self.description(of: program)
        let known = Set(command.all().flatMap { $0.command.arguments ?? [] }.flatMap(\.longNames))
        let named = try Self.page(of: program).matches(of: /Fl -([a-z][a-z0-9-]*)/).map { String($0.output.1) }
        for name in Set(named) {
            #expect(known.contains(name), "\(program).1 names --\(name), which \(program) does not have: run Scripts/manual.sh, or fix Scripts/manual/\(program).extra.mdoc")
        }
    }

    @Test("help texts are ASCII, which is all generate-manual keeps", arguments: programs)
    func helpIsASCII(program: String) async throws {
        let command = try await Self.description(of: program)
        for (path, subcommand) in command.all() {
            let texts = [subcommand.abstract, subcommand.discussion].compactMap { $0 } + (subcommand.arguments ?? []).compactMap(\.abstract)
            for text in texts where !text.allSatisfy(\.isASCII) {
                Issue.record("\(path.joined(separator: " ")): \"\(text)\" has characters the manual would drop")
            }
        }
    }

    @Test("the hand-written sections are in every page", arguments: programs)
    func handWrittenSections(program: String) throws {
        let page = try Self.page(of: program)
        for section in [".Sh FILES", ".Sh ENVIRONMENT", ".Sh EXIT STATUS", ".Sh SEE ALSO"] {
            #expect(page.contains(section + "\n"), "\(program).1 lacks \(section)")
        }
        #expect(page.contains(".Dt \(program.uppercased()) 1\n"))
    }

    @Test("the page reads as prose: no backtick, no word broken at a hyphen, and examples", arguments: programs)
    func readsAsProse(program: String) async throws {
        let groff = try #require(["/usr/bin/groff", "/bin/groff"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                 "the manual tests render the pages with groff: apt-get install -y groff-base")
        let path = bundledCatalogue.deletingLastPathComponent().appendingPathComponent("Scripts/manual/\(program).1").path
        // A narrow page breaks the most lines; -P-cbou: plain characters, no bold or underline by overstriking.
        let rendered = try await run(groff, ["-mandoc", "-Tutf8", "-rLL=64n", "-P-cbou", path], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(rendered.stdout.contains("\nEXAMPLES\n"), "\(program).1 has no EXAMPLES")
        let lines = rendered.stdout.split(separator: "\n")
        for line in lines where line.contains("`") {
            Issue.record("\(program).1 shows a backtick: \(line)")
        }
        for line in lines where line.firstMatch(of: /[A-Za-z][-\u{2010}]$/) != nil {
            Issue.record("\(program).1 breaks a word at a hyphen: \(line)")
        }
        #expect(try Self.page(of: program).contains(".Sh EXAMPLES\n"))
    }

    /// The page's text as written, without the markup manual.sh adds to help texts (bold commands, minus signs).
    private static func plain(_ page: String) -> String {
        page.replacingOccurrences(of: "\\fB", with: "").replacingOccurrences(of: "\\fR", with: "").replacingOccurrences(of: "\\-", with: "-")
    }

    private static func page(of program: String) throws -> String {
        let folder = bundledCatalogue.deletingLastPathComponent().appendingPathComponent("Scripts/manual")
        return try String(contentsOf: folder.appendingPathComponent("\(program).1"), encoding: .utf8)
    }

    private static func description(of program: String) async throws -> CommandDescription {
        let binary = filmswipeBinary.deletingLastPathComponent().appendingPathComponent(program)
        let result = try await run(binary.path, ["--experimental-dump-help"])
        try #require(result.status == 0, "\(program) --experimental-dump-help: \(result.stderr)")
        return try JSONDecoder().decode(ToolDescription.self, from: Data(result.stdout.utf8)).command
    }
}

/// The part of ArgumentParser's `--experimental-dump-help` the test reads.
private struct ToolDescription: Decodable {
    let command: CommandDescription
}

private struct CommandDescription: Decodable {
    let commandName: String
    let abstract: String?
    let discussion: String?
    let subcommands: [CommandDescription]?
    let arguments: [ArgumentDescription]?

    /// This command and every subcommand under it, each with its path of names.
    func all(under path: [String] = []) -> [(path: [String], command: CommandDescription)] {
        let here = path + [commandName]
        return [(here, self)] + (subcommands ?? []).flatMap { $0.all(under: here) }
    }
}

private struct ArgumentDescription: Decodable {
    struct Name: Decodable {
        let kind: String
        let name: String
    }

    let names: [Name]?
    let abstract: String?
    let shouldDisplay: Bool?

    var longNames: [String] { (names ?? []).filter { $0.kind == "long" }.map(\.name) }
}
