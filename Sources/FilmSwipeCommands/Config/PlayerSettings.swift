import FilmSwipeData
import FilmSwipeTerminal
import Foundation

/// The settings in force for one command: an option on its command line wins, then the config file, then the
/// environment, then FilmSwipe's default (no-color.org: a config file and options override `NO_COLOR`).
public struct PlayerSettings: Sendable {
    /// The config file read.
    public let file: ConfigFile
    /// What it says.
    public let config: PlayerConfig
    /// The command's options.
    public let flags: SettingFlags
    /// The environment the settings are read from.
    public let environment: [String: String]

    /// Settings over a config already read.
    public init(file: ConfigFile, config: PlayerConfig, flags: SettingFlags = SettingFlags(), environment: [String: String]) {
        self.file = file
        self.config = config
        self.flags = flags
        self.environment = environment
    }

    /// The settings for `flags`, the config file read; a bad file is a failure naming its path, the line and the way out.
    public static func load(
        flags: SettingFlags = SettingFlags(), environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(CommandFailure) -> PlayerSettings {
        let file = ConfigFile.locate(environment: environment)
        do {
            return PlayerSettings(file: file, config: try file.read(home: home(environment)), flags: flags, environment: environment)
        } catch {
            throw failure(error, in: file)
        }
    }

    /// The failure a bad config file gives, naming its path and the way out.
    public static func failure(_ error: ConfigFileError, in file: ConfigFile) -> CommandFailure {
        guard error.line != nil else { return CommandFailure("The config file \(file.url.path): \(error.message)") }
        return CommandFailure(
            "The config file \(file.url.path), \(error.description) Fix or remove that line; `filmswipe config` checks the file again."
        )
    }

    private static func home(_ environment: [String: String]) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    }

    /// Where the game keeps its files.
    public var dataFolder: Setting<URL> {
        if let folder = flags.dataDirectory {
            return Setting(URL(fileURLWithPath: (folder as NSString).expandingTildeInPath), from: .flag("--data-dir"))
        }
        if let folder = config.dataDirectory {
            return Setting(URL(fileURLWithPath: folder.value), from: .file(line: folder.line))
        }
        let url = XDGFolder.data.url(environment: environment)
        let fromVariable = environment["XDG_DATA_HOME"].map { $0.hasPrefix("/") } ?? false
        return Setting(url, from: fromVariable ? .environment("XDG_DATA_HOME") : .builtIn)
    }

    /// Whether swiped cards fly out.
    public var animation: Setting<Bool> {
        if let animation = flags.animation { return Setting(animation, from: .flag(animation ? "--animation" : "--no-animation")) }
        if let animation = config.animation { return Setting(animation.value, from: .file(line: animation.line)) }
        if environment["FILMSWIPE_REDUCED_MOTION"] == "1" { return Setting(false, from: .environment("FILMSWIPE_REDUCED_MOTION")) }
        return Setting(true, from: .builtIn)
    }

    /// Whether the game draws in colour (where the terminal has colours).
    public var colour: Setting<Bool> {
        if let colour = flags.colour { return Setting(colour, from: .flag(colour ? "--colour" : "--no-colour")) }
        if let colour = config.colour { return Setting(colour.value, from: .file(line: colour.line)) }
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return Setting(false, from: .environment("NO_COLOR")) }
        return Setting(true, from: .builtIn)
    }

    /// The country TMDB's release dates, streaming services and availability are for: the option, the config file,
    /// the locale's country (`LANG=en_GB.UTF-8` is GB), else the United States.
    public var region: Setting<RegionCode> {
        if let region = flags.region { return Setting(region, from: .flag("--region")) }
        if let region = config.region { return Setting(region.value, from: .file(line: region.line)) }
        if let locale = RegionCode.ofLocale(environment) { return Setting(locale.region, from: .environment(locale.variable)) }
        return Setting(RegionCode.fallback, from: .builtIn)
    }

    /// How a TMDB game draws posters: the option, the config file, else auto (the terminal is asked).
    public var posters: Setting<PosterChoice> {
        if let posters = flags.posters { return Setting(posters, from: .flag("--posters")) }
        if let posters = config.posters { return Setting(posters.value, from: .file(line: posters.line)) }
        return Setting(.auto, from: .builtIn)
    }

    /// The player's name in party rooms, before the room's cleaning; nil: none known (the room names them Guest).
    public var partyName: Setting<String?> {
        if let name = flags.partyName { return Setting(name, from: .flag("--name")) }
        if let name = config.partyName { return Setting(name.value, from: .file(line: name.line)) }
        if let user = environment["USER"], !user.isEmpty { return Setting(user, from: .environment("USER")) }
        return Setting(nil, from: .builtIn)
    }
}
