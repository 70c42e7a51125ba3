/// What is wrong with the config file: the line, the key when one is named, and what to do.
public struct ConfigFileError: Error, Equatable, CustomStringConvertible {
    /// The line, from 1; nil when the whole file is at fault (it cannot be read, or is not UTF-8).
    public let line: Int?
    /// The key the line sets, when it got that far: `animation`, `party.name`.
    public let key: String?
    /// What is wrong, in one sentence or two.
    public let message: String

    /// An error on `line` about `key`.
    public init(line: Int?, key: String? = nil, message: String) {
        self.line = line
        self.key = key
        self.message = message
    }

    /// `line 3: animation must be true or false, not "no"`.
    public var description: String {
        line.map { "line \($0): \(message)" } ?? message
    }
}
