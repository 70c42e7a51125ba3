import FilmSwipeDomain
import FilmSwipeTerminal
import Foundation

/// The player's defaults from the config file, each with the line that set it; nil where the file says nothing.
public struct PlayerConfig: Sendable, Equatable {
    /// `data-dir`: where the game keeps its files, `~` expanded.
    public var dataDirectory: ConfigSetting<String>?
    /// `animation`: whether swiped cards fly out.
    public var animation: ConfigSetting<Bool>?
    /// `colour`: false draws without colours, as `NO_COLOR` does.
    public var colour: ConfigSetting<Bool>?
    /// `region`: the country TMDB's release dates are for.
    public var region: ConfigSetting<RegionCode>?
    /// `posters`: how a TMDB game draws posters (auto, kitty, iterm, sixel, symbols, off).
    public var posters: ConfigSetting<PosterChoice>?
    /// `party.name`: the player's name in party rooms.
    public var partyName: ConfigSetting<String>?

    /// No settings: what a missing file means.
    public init() {}

    /// Every key the file takes, as messages name them, in the order the template lists them.
    public static let knownKeys = ["data-dir", "animation", "colour", "region", "posters", "party.name"]
    /// The tables the file takes.
    public static let knownTables = ["party"]

    /// The settings in `document`, checked; `home` expands a `~` in `data-dir`.
    public init(_ document: ConfigDocument, home: String) throws(ConfigFileError) {
        for (table, line) in document.tables.sorted(by: { $0.value < $1.value }) where !Self.knownTables.contains(table) {
            let near = NearestName.nearest(to: table, among: Self.knownTables).map { " Did you mean [\($0)]?" } ?? ""
            throw ConfigFileError(line: line, message: "unknown table [\(SafeText.clean(table))].\(near) The only table is [party], for name.")
        }
        for entry in document.entries {
            let line = entry.line
            switch entry.name {
            case "data-dir": dataDirectory = ConfigSetting(try Self.folder(entry, home: home), line: line)
            case "animation": animation = ConfigSetting(try Self.bool(entry), line: line)
            case "colour": colour = ConfigSetting(try Self.bool(entry), line: line)
            case "region": region = ConfigSetting(try Self.region(entry), line: line)
            case "posters": posters = ConfigSetting(try Self.posters(entry), line: line)
            case "party.name": partyName = ConfigSetting(try Self.name(entry), line: line)
            default: throw Self.unknown(entry)
            }
        }
    }

    private static func unknown(_ entry: ConfigEntry) -> ConfigFileError {
        let name = SafeText.clean(entry.name)
        // A key of the party table written at the top, or the other way round, is named where it belongs.
        let elsewhere: String? = switch entry.path {
        case ["name"]: "party.name"
        case let path where path.count == 2 && path[0] == "party" && knownKeys.contains(path[1]): path[1]
        default: nil
        }
        let hint: String
        if let elsewhere, elsewhere == "party.name" {
            hint = " Your party name goes under a [party] header: [party], then name = \"…\" on the next line."
        } else if let elsewhere {
            hint = " \(elsewhere) is not a party setting: put it above the [party] header."
        } else if let near = NearestName.nearest(to: entry.name, among: knownKeys) {
            hint = " Did you mean \(near)?"
        } else {
            hint = ""
        }
        return ConfigFileError(
            line: entry.line, key: entry.name,
            message: "unknown setting \(name).\(hint) The settings are data-dir, animation, colour, region, posters, and name under [party]."
        )
    }

    private static func string(_ entry: ConfigEntry, what: String) throws(ConfigFileError) -> String {
        guard case let .string(text) = entry.value else {
            let quoted = if case .word = entry.value { ", such as \(entry.name) = \"\(entry.value.shown)\"" } else { "" }
            throw ConfigFileError(line: entry.line, key: entry.name, message: "\(entry.name) must be \(what) in quotes\(quoted), not \(entry.value.shown).")
        }
        return text
    }

    private static func bool(_ entry: ConfigEntry) throws(ConfigFileError) -> Bool {
        guard case let .bool(value) = entry.value else {
            throw ConfigFileError(line: entry.line, key: entry.name, message: "\(entry.name) must be true or false, not \(entry.value.shown).")
        }
        return value
    }

    private static func folder(_ entry: ConfigEntry, home: String) throws(ConfigFileError) -> String {
        let text = try string(entry, what: "a folder")
        let expanded: String
        if text == "~" {
            expanded = home
        } else if text.hasPrefix("~/") {
            expanded = (home.hasSuffix("/") ? String(home.dropLast()) : home) + text.dropFirst()
        } else if text.hasPrefix("~") {
            expanded = (text as NSString).expandingTildeInPath
        } else {
            expanded = text
        }
        // Relative to what? The working directory changes from game to game, which would scatter the player's files.
        guard expanded.hasPrefix("/") else {
            throw ConfigFileError(
                line: entry.line, key: entry.name,
                message: "data-dir must be a full path, starting with / or ~/, not \(entry.value.shown)."
            )
        }
        return expanded
    }

    private static func region(_ entry: ConfigEntry) throws(ConfigFileError) -> RegionCode {
        let text = try string(entry, what: "two letters")
        guard let region = RegionCode(text) else {
            throw ConfigFileError(line: entry.line, key: entry.name, message: "region \(RegionCode.complaint(about: text, shown: entry.value.shown)).")
        }
        return region
    }

    private static func posters(_ entry: ConfigEntry) throws(ConfigFileError) -> PosterChoice {
        let names = PosterChoice.allCases.map(\.rawValue)
        let text: String
        switch entry.value {
        case let .string(value): text = value
        // `posters = off`: the word meant is plain; only quotes are missing.
        case let .word(value) where names.contains(value): text = value
        case .bool(false): text = "off"
        default:
            throw ConfigFileError(line: entry.line, key: entry.name, message: "posters must be one of \(names.map { "\"\($0)\"" }.joined(separator: ", ")), not \(entry.value.shown).")
        }
        guard let choice = PosterChoice(rawValue: text) else {
            let near = NearestName.nearest(to: text, among: names).map { " Did you mean \"\($0)\"?" } ?? ""
            throw ConfigFileError(
                line: entry.line, key: entry.name,
                message: "posters is \(entry.value.shown), which is not a way to draw them.\(near) It takes \(names.joined(separator: ", "))."
            )
        }
        return choice
    }

    private static func name(_ entry: ConfigEntry) throws(ConfigFileError) -> String {
        let text = try string(entry, what: "a name")
        guard !text.allSatisfy(\.isWhitespace) else {
            throw ConfigFileError(line: entry.line, key: entry.name, message: "party.name is empty: write your name in the quotes, or remove the line to use your login name.")
        }
        return text
    }
}
