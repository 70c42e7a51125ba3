import FilmSwipeCommands
import Foundation
import Testing

/// The README and docs/ hold to the code: the README stays a first page, every link resolves, the counts it states are
/// the catalogue's and the install's, its package lists are the scripts', and the changelog names the version.
@Suite("The README and docs")
struct ProjectDocsTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The Markdown files a reader reaches from the README.
    private static func markdownFiles() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"] + docs
    }

    @Test("the README is at most 250 lines")
    func readmeIsShort() throws {
        let lines = try Self.text("README.md").split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 250, "README.md has \(lines) lines: move the detail to docs/")
    }

    @Test("every link in the README, CONTRIBUTING.md, CHANGELOG.md and docs/ resolves to a file, and an anchor to its heading")
    func linksResolve() throws {
        for file in try Self.markdownFiles() {
            let folder = Self.root.appendingPathComponent(file).deletingLastPathComponent()
            for target in MarkdownLinks.targets(in: try Self.text(file)) where !target.contains("://") && !target.hasPrefix("mailto:") {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let linked = parts[0].isEmpty ? Self.root.appendingPathComponent(file) : folder.appendingPathComponent(parts[0])
                #expect(FileManager.default.fileExists(atPath: linked.path), "\(file) links to \(target), which is not there")
                if parts.count == 2, linked.pathExtension == "md", let linkedText = try? String(contentsOf: linked, encoding: .utf8) {
                    #expect(MarkdownLinks.anchors(in: linkedText).contains(parts[1]), "\(file) links to \(target): no such heading")
                }
            }
        }
    }

    @Test("the counts the README states are the bundled catalogue's and the install's")
    func readmeCounts() throws {
        let readme = try Self.text("README.md")
        let catalogue = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.root.appendingPathComponent("Fixtures/catalogue.json"))) as? [String: Any]
        let films = try #require(catalogue?["results"] as? [[String: Any]])
        let ratings = try Self.text("Fixtures/ratings.csv").split(separator: "\n").dropFirst()
        let raters = Set(ratings.map { $0.split(separator: ",")[0] })
        let filled = { (field: String) in films.filter { film in (film[field] as? String).map { !$0.isEmpty } ?? (film[field] is NSNumber) }.count }

        #expect(Self.number(before: " films", in: readme) == films.count, "films")
        #expect(Self.number(before: " of them with a hand-written", in: readme) == filled("overview"), "loglines")
        #expect(Self.number(after: "IMDb facts for ", in: readme) == filled("imdb_rating"), "films with IMDb facts")
        #expect(Self.number(after: "runtime for ", in: readme) == filled("runtime"), "films with a runtime")
        #expect(Self.number(before: " ratings by", in: readme) == ratings.count, "ratings")
        #expect(Self.number(before: " people", in: readme) == raters.count, "people who rated")
        let layout = try Self.text("Scripts/layout.sh")
        let programs = try #require(layout.firstMatch(of: /filmswipe_programs=\(([^)]*)\)/)).output.1.split(separator: " ")
        let words = ["two": 2, "three": 3, "four": 4, "five": 5, "six": 6]
        let stated = try #require(readme.firstMatch(of: /all (\w+) programs/)).output.1
        #expect(words[String(stated)] == programs.count, "the README says \(stated) programs; Scripts/layout.sh installs \(programs.count)")
    }

    @Test("the README's two package lists are Scripts/packages.sh's, which install.sh, package.sh and CI read")
    func packageLists() throws {
        let installs = try Self.text("README.md").matches(of: /apt-get install -y ([^\n`]+)/).map { Set($0.output.1.split(separator: " ").map(String.init)) }
        try #require(installs.count == 2, "the README should have one install line to build and play and one to run the tests")
        let script = try Self.text("Scripts/packages.sh")
        for (name, listed) in [("filmswipe_build_packages", installs[0]), ("filmswipe_test_packages", installs[1])] {
            let body = try #require(script.firstMatch(of: try Regex("\(name)=\\(([^)]*)\\)"))?.output[1].substring)
            let packages = Set(body.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
                .map { String($0.split(separator: "|")[0]) })
            #expect(listed == packages, "\(name): the README lists \(listed.sorted()), Scripts/packages.sh \(packages.sorted())")
        }
        #expect(installs[0].contains("libcurl4-openssl-dev"), "filmswipe-tmdb links libcurl")
    }

    @Test("the changelog's newest release is the version --version prints")
    func changelogVersion() throws {
        let newest = try #require(try Self.text("CHANGELOG.md").firstMatch(of: /\n## (\d+\.\d+\.\d+)/)).output.1
        #expect(String(newest) == FilmSwipeVersion.current)
    }

    @Test("the project has a licence, and the docs say why it was chosen")
    func licence() throws {
        #expect(try Self.text("LICENSE").hasPrefix("MIT License"))
        #expect(try Self.text("docs/data.md").contains("## FilmSwipe's licence, and why"))
    }

    // The first number written just before `suffix` (`9,061` in "9,061 films").
    private static func number(before suffix: String, in text: String) -> Int? {
        number(in: text, pattern: "([0-9][0-9,]*)" + NSRegularExpression.escapedPattern(for: suffix))
    }

    // The first number written just after `prefix`.
    private static func number(after prefix: String, in text: String) -> Int? {
        number(in: text, pattern: NSRegularExpression.escapedPattern(for: prefix) + "([0-9][0-9,]*)")
    }

    private static func number(in text: String, pattern: String) -> Int? {
        guard let regex = try? Regex(pattern), let match = text.firstMatch(of: regex), let digits = match.output[1].substring else { return nil }
        return Int(digits.replacingOccurrences(of: ",", with: ""))
    }
}

/// Links and headings in Markdown, as GitHub reads them.
enum MarkdownLinks {
    /// The targets of `[text](target)` and `![alt](target)` outside code.
    static func targets(in text: String) -> [String] {
        prose(text).matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
    }

    /// The anchors GitHub makes of the headings: lower case, punctuation dropped, spaces as hyphens.
    static func anchors(in text: String) -> Set<String> {
        Set(withoutFences(text).split(separator: "\n").filter { $0.hasPrefix("#") }.map { line in
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            return String(title.compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : nil })
        })
    }

    // The text without code, where brackets are not Markdown's.
    private static func prose(_ text: String) -> String {
        withoutFences(text).replacing(/`[^`\n]*`/, with: "")
    }

    // The text without fenced code blocks, where # starts a comment, not a heading.
    private static func withoutFences(_ text: String) -> String {
        var inFence = false
        var kept: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if !inFence { kept.append(line) }
        }
        return kept.joined(separator: "\n")
    }
}
