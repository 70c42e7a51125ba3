import Foundation
import Testing

/// The script `filmswipe --generate-completion-script bash` writes, in a folder of its own, run as bash runs it.
final class BashCompletion {
    private let folder: ScratchFolder
    private var script: URL { folder.url.appendingPathComponent("filmswipe.bash") }

    init() async throws {
        folder = try ScratchFolder()
        let generated = try await run(filmswipeBinary.path, ["--generate-completion-script", "bash"])
        try #require(generated.status == 0, "\(generated.stderr)")
        try Data(generated.stdout.utf8).write(to: script)
    }

    /// What bash offers for `line` with the cursor at its end (a line ending in a space completes a new word): the
    /// script sourced, its function run on the line, `COMPREPLY` read back.
    func offered(_ line: String) async throws -> [String] {
        var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if line.hasSuffix(" ") { words.append("") }
        words[0] = filmswipeBinary.path
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let driver = """
        source '\(script.path)'
        COMP_WORDS=(\(quoted.joined(separator: " ")))
        COMP_CWORD=\(words.count - 1)
        COMP_LINE='\(words.joined(separator: " "))'
        COMP_POINT=${#COMP_LINE}
        COMPREPLY=()
        _filmswipe "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
        printf '%s\\n' "${COMPREPLY[@]}"
        """
        let bash = ["/bin/bash", "/usr/bin/bash"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "bash"
        let result = try await run(bash, ["--norc", "--noprofile", "-c", driver], environment: ["PATH": "/usr/bin:/bin", "HOME": folder.url.path])
        try #require(result.status == 0, "bash: \(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }
}
