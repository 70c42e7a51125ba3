import Foundation

/// Why an export file could not be read; each message names the file, the line and column when there is one, what
/// was found, what was expected and the way out. Any of them fails the whole read, so nothing half-read is imported.
public enum HistoryFileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Nothing at `path` (as the player gave it).
    case notFound(path: String)
    /// The file or folder exists but could not be read.
    case unreadable(file: String, reason: String)
    /// The file holds no header line at all.
    case empty(file: String, expected: String, source: HistorySource)
    /// The bytes at `line` are not UTF-8.
    case notUTF8(file: String, line: Int, source: HistorySource)
    /// The file is above `limit` bytes; refused before it is read.
    case tooLarge(file: String, size: UInt64, limit: UInt64)
    /// The header lacks columns the file must have.
    case missingColumns(file: String, missing: [String], found: [String], expected: String, source: HistorySource)
    /// A ZIP or folder holds none of the files the export has.
    case noHistoryFiles(container: String, holds: [String], expected: [String], source: HistorySource)
    /// The file says it is a ZIP (by its name) but is not one.
    case notAnArchive(file: String, source: HistorySource)
    /// The ZIP is damaged: its directory, or the member `member`, cannot be unpacked.
    case damagedArchive(file: String, member: String?, reason: String, source: HistorySource)
    /// A field holds `found` where `expected` was: "is not `kind`; expected `expected`", or "is empty" when blank.
    case badValue(file: String, line: Int, column: String, found: String, kind: String, expected: String)
    /// A quoted field that starts at `line` is still open at the end of the file.
    case unclosedQuote(file: String, line: Int, column: String?)
    /// A lone CSV whose name and header do not tell which of the export's files it is.
    case unrecognisedFile(file: String, candidates: [String], source: HistorySource)
    /// A ZIP holds more than one file that could be the one wanted.
    case severalCandidates(container: String, candidates: [String], source: HistorySource)

    /// The message shown to the player.
    public var description: String {
        switch self {
        case let .notFound(path):
            return "No file or folder at \(quoted(path)). Check the path; a name with spaces needs quotes in the shell."
        case let .unreadable(file, reason):
            return "Cannot read \(quoted(file)): \(visible(reason)). Check that it is a file you may read (ls -l shows its permissions)."
        case let .empty(file, expected, source):
            return "\(visible(file)) is empty; expected \(expected) with a header line. \(source.exportAgain)"
        case let .notUTF8(file, line, source):
            return "\(visible(file)) line \(line) is not UTF-8 text; expected the UTF-8 CSV that \(source.name) exports. "
                + "If a spreadsheet program saved it, save it again as \"CSV UTF-8\", or: \(source.exportAgain)"
        case let .tooLarge(file, size, limit):
            return "\(visible(file)) is \(mebibytes(size)) MiB (\(size) bytes), above the limit of \(mebibytes(limit)) MiB for one file; "
                + "a film history takes a few MiB at most. Check that this is the export file."
        case let .missingColumns(file, missing, found, expected, source):
            let noun = missing.count == 1 ? "column" : "columns"
            let foundText = found.isEmpty ? "nothing" : list(found)
            return "\(visible(file)): the header has no \(noun) \(missing.map(quoted).joined(separator: ", ")) "
                + "(found: \(foundText)). Is this \(expected)? \(source.exportAgain)"
        case let .noHistoryFiles(container, holds, expected, source):
            let holdsText = holds.isEmpty ? "it is empty" : "it holds: \(list(holds))"
            let wanted = expected.count == 1 ? "no \(expected[0])" : "none of \(expected.joined(separator: ", "))"
            return "\(visible(container)) holds \(wanted) (\(holdsText)). "
                + "Is this \(source.name)'s export? \(source.exportAgain)"
        case let .notAnArchive(file, source):
            return "\(visible(file)) is not a ZIP archive, though its name ends in .zip; expected the ZIP \(source.name) "
                + "exports, the folder it unpacks to, or one of its CSV files. \(source.exportAgain)"
        case let .damagedArchive(file, member, reason, source):
            let part = member.map { "cannot unpack \(visible($0)) from it" } ?? "its table of contents cannot be read"
            return "\(visible(file)) is a damaged ZIP archive: \(part) (\(visible(reason))). Download it again, or: \(source.exportAgain)"
        case let .badValue(file, line, column, found, kind, expected):
            let place = "\(visible(file)) line \(line), column \(quoted(column))"
            let problem = found.trimmedWhiteSpace.isEmpty
                ? "\(place) is empty; expected \(expected)."
                : "\(place): \(quoted(found)) is not \(kind); expected \(expected)."
            return problem + " Correct that line, or export the file again."
        case let .unclosedQuote(file, line, column):
            let place = column.map { "\(visible(file)) line \(line), column \(quoted($0))" } ?? "\(visible(file)) line \(line)"
            return "\(place): a quoted field starts here and its closing quote (\") never comes before the end of the file. "
                + "Export the file again; if it was edited by hand, close the quote."
        case let .unrecognisedFile(file, candidates, source):
            return "\(visible(file)): cannot tell which \(source.name) file this is; its header has no \"Rating\" column and "
                + "its name is none of \(candidates.joined(separator: ", ")). Rename it to the name it has in the export, "
                + "or pass the whole export ZIP or folder."
        case let .severalCandidates(container, candidates, source):
            return "\(visible(container)) holds several files that could be \(source.name)'s export (\(list(candidates))); "
                + "expected one. Unpack it and pass the one to import."
        }
    }

    /// Text from a file or an archive, shown whole but with control characters spelt out: an escape sequence in a
    /// title must not reach the terminal as one, and a removed character would make the message lie about the file.
    private func visible(_ text: String) -> String {
        let limit = 80
        var result = ""
        var kept = 0
        for scalar in text.unicodeScalars {
            guard kept < limit else { return result + "…" }
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
            kept += 1
        }
        return result
    }

    private func quoted(_ text: String) -> String {
        "\"" + visible(text) + "\""
    }

    // A ZIP may hold thousands of names; the first few say enough about what it is.
    private func list(_ names: [String]) -> String {
        let shown = names.prefix(12).map(visible).joined(separator: ", ")
        return names.count > 12 ? shown + " and \(names.count - 12) more" : shown
    }

    private func mebibytes(_ bytes: UInt64) -> String {
        let value = Double(bytes) / 1_048_576
        return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
