import FilmSwipeData
import Foundation
import Glibc

/// The player's config file: `$FILMSWIPE_CONFIG` when set, else `$XDG_CONFIG_HOME/filmswipe/config.toml`, by
/// default `~/.config/filmswipe/config.toml`. A missing file is no error: every setting then has its default.
public struct ConfigFile: Sendable, Equatable {
    /// The variable that names another file, for tests and for dotfiles kept elsewhere.
    public static let variable = "FILMSWIPE_CONFIG"
    /// The file's name in FilmSwipe's config folder.
    public static let fileName = "config.toml"

    /// Where the file is, or would be.
    public let url: URL
    /// The environment variable that chose this place (`FILMSWIPE_CONFIG`, `XDG_CONFIG_HOME`), nil for the default.
    public let chosenBy: String?

    /// The file at `url`.
    public init(url: URL, chosenBy: String? = nil) {
        self.url = url
        self.chosenBy = chosenBy
    }

    /// Where the file is for `environment`.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> ConfigFile {
        if let named = environment[variable], !named.isEmpty {
            return ConfigFile(url: URL(fileURLWithPath: named), chosenBy: variable)
        }
        let xdg = environment["XDG_CONFIG_HOME"].map { $0.hasPrefix("/") } ?? false
        return ConfigFile(url: XDGFolder.config.url(environment: environment).appendingPathComponent(fileName), chosenBy: xdg ? "XDG_CONFIG_HOME" : nil)
    }

    /// Whether there is a file there.
    public var exists: Bool { FileManager.default.fileExists(atPath: url.path) }

    /// The settings in the file, none when there is no file; `home` expands `~` in `data-dir`.
    public func read(home: String) throws(ConfigFileError) -> PlayerConfig {
        guard let text = try contents() else { return PlayerConfig() }
        return try PlayerConfig(ConfigFileParser.parse(text), home: home)
    }

    // The text, nil when there is no file.
    private func contents() throws(ConfigFileError) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
        guard !isFolder.boolValue else { throw ConfigFileError(line: nil, message: "it is a folder, not a file.") }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            let reason = access(url.path, R_OK) == 0 ? "it cannot be read" : String(cString: strerror(errno))
            throw ConfigFileError(line: nil, message: "\(reason). Fix its permissions, or set \(Self.variable) to another file.")
        }
        guard let text = String(bytes: data, encoding: .utf8) else {
            let line = Self.firstLineNotUTF8(in: data)
            throw ConfigFileError(line: line, message: "this line is not UTF-8 text; save the file as UTF-8.")
        }
        return text
    }

    private static func firstLineNotUTF8(in data: Data) -> Int {
        for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where String(bytes: line, encoding: .utf8) == nil {
            return index + 1
        }
        return 1
    }

    /// Writes the commented template, making the folder if missing; refuses a file already there.
    public func writeTemplate() throws {
        let folder = url.deletingLastPathComponent().path
        var current = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST {
                throw CommandFailure("Cannot create the folder \(current) for the config file: \(String(cString: strerror(errno))).")
            }
        }
        // O_EXCL: a file that appeared meanwhile is not overwritten either.
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST {
                throw CommandFailure("The config file \(url.path) is already there; edit it, or move it aside to write a new template.")
            }
            throw CommandFailure("Cannot write the config file \(url.path): \(String(cString: strerror(errno))).")
        }
        defer { close(descriptor) }
        let bytes = Array(ConfigTemplate.text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                unlink(url.path)
                throw CommandFailure("Cannot write the config file \(url.path): \(reason).")
            }
            offset += written
        }
    }
}
