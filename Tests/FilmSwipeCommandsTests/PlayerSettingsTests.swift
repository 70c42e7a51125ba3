import FilmSwipeCommands
import Foundation
import Testing

@Suite("Settings in force")
struct PlayerSettingsTests {
    private let file = ConfigFile(url: URL(fileURLWithPath: "/home/ann/.config/filmswipe/config.toml"))
    private let home = ["HOME": "/home/ann"]

    private func settings(_ text: String = "", flags: SettingFlags = SettingFlags(), environment: [String: String] = [:]) throws -> PlayerSettings {
        let environment = home.merging(environment) { $1 }
        return PlayerSettings(file: file, config: try PlayerConfig(ConfigFileParser.parse(text), home: "/home/ann"), flags: flags, environment: environment)
    }

    @Test("nothing set: the defaults")
    func defaults() throws {
        let settings = try settings()
        #expect(settings.dataFolder == Setting(URL(fileURLWithPath: "/home/ann/.local/share/filmswipe", isDirectory: true), from: .builtIn))
        #expect(settings.animation == Setting(true, from: .builtIn))
        #expect(settings.colour == Setting(true, from: .builtIn))
        #expect(settings.region == Setting(RegionCode("US")!, from: .builtIn))
        #expect(settings.partyName == Setting(nil, from: .builtIn))
    }

    @Test("the environment, where the file says nothing")
    func environment() throws {
        let settings = try settings(environment: [
            "FILMSWIPE_REDUCED_MOTION": "1", "NO_COLOR": "1", "XDG_DATA_HOME": "/data", "USER": "ann",
        ])
        #expect(settings.dataFolder == Setting(URL(fileURLWithPath: "/data/filmswipe", isDirectory: true), from: .environment("XDG_DATA_HOME")))
        #expect(settings.animation == Setting(false, from: .environment("FILMSWIPE_REDUCED_MOTION")))
        #expect(settings.colour == Setting(false, from: .environment("NO_COLOR")))
        #expect(settings.partyName == Setting("ann", from: .environment("USER")))
    }

    @Test("an empty NO_COLOR, a reduced motion other than 1, a relative XDG_DATA_HOME, an empty USER change nothing")
    func ineffectiveEnvironment() throws {
        let settings = try settings(environment: ["FILMSWIPE_REDUCED_MOTION": "0", "NO_COLOR": "", "XDG_DATA_HOME": "data", "USER": ""])
        #expect(settings.dataFolder.origin == .builtIn)
        #expect(settings.animation == Setting(true, from: .builtIn))
        #expect(settings.colour == Setting(true, from: .builtIn))
        #expect(settings.partyName == Setting(nil, from: .builtIn))
    }

    private let everything = """
    data-dir = "~/films"
    animation = true
    colour = true
    region = "DE"
    [party]
    name = "Annie"
    """

    @Test("the file wins over the environment, either way (no-color.org: a config file overrides NO_COLOR)")
    func fileOverEnvironment() throws {
        let environment = ["FILMSWIPE_REDUCED_MOTION": "1", "NO_COLOR": "1", "XDG_DATA_HOME": "/data", "USER": "ann"]
        let on = try settings(everything, environment: environment)
        #expect(on.dataFolder == Setting(URL(fileURLWithPath: "/home/ann/films"), from: .file(line: 1)))
        #expect(on.animation == Setting(true, from: .file(line: 2)))
        #expect(on.colour == Setting(true, from: .file(line: 3)))
        #expect(on.region == Setting(RegionCode("DE")!, from: .file(line: 4)))
        #expect(on.partyName == Setting("Annie", from: .file(line: 6)))
        let off = try settings("animation = false\ncolour = false")
        #expect(off.animation == Setting(false, from: .file(line: 1)))
        #expect(off.colour == Setting(false, from: .file(line: 2)))
    }

    @Test("an option wins over the file, either way")
    func flagsOverFile() throws {
        let flags = SettingFlags(dataDirectory: "/tmp/d", animation: false, colour: false, region: RegionCode("us"), partyName: "Bob")
        let off = try settings(everything, flags: flags)
        #expect(off.dataFolder == Setting(URL(fileURLWithPath: "/tmp/d"), from: .flag("--data-dir")))
        #expect(off.animation == Setting(false, from: .flag("--no-animation")))
        #expect(off.colour == Setting(false, from: .flag("--no-colour")))
        #expect(off.region == Setting(RegionCode("US")!, from: .flag("--region")))
        #expect(off.partyName == Setting("Bob", from: .flag("--name")))
        let on = try settings("animation = false\ncolour = false", flags: SettingFlags(animation: true, colour: true))
        #expect(on.animation == Setting(true, from: .flag("--animation")))
        #expect(on.colour == Setting(true, from: .flag("--colour")))
    }

    @Test("where a setting came from reads as a person would say it")
    func origins() {
        #expect(SettingOrigin.flag("--no-colour").description == "option --no-colour")
        #expect(SettingOrigin.file(line: 3).description == "config file, line 3")
        #expect(SettingOrigin.environment("NO_COLOR").description == "environment variable NO_COLOR")
        #expect(SettingOrigin.builtIn.description == "default")
    }

    @Test("a bad file's failure names the path, the line, the key and the way out")
    func failure() throws {
        let error = ConfigFileError(line: 3, key: "animation", message: "animation must be true or false, not \"no\".")
        #expect(PlayerSettings.failure(error, in: file).description
            == "The config file /home/ann/.config/filmswipe/config.toml, line 3: animation must be true or false, not \"no\". Fix or remove that line; `filmswipe config` checks the file again.")
        #expect(PlayerSettings.failure(error, in: file).status == 1)
    }

    @Test("the region: the option, the file, then the locale's country (LC_ALL, LC_MESSAGES, LANG), else US")
    func region() throws {
        #expect(try settings(environment: ["LANG": "en_GB.UTF-8"]).region == Setting(RegionCode("GB")!, from: .environment("LANG")))
        #expect(try settings(environment: ["LANG": "en_GB.UTF-8", "LC_MESSAGES": "de_DE@euro"]).region == Setting(RegionCode("DE")!, from: .environment("LC_MESSAGES")))
        #expect(try settings(environment: ["LANG": "en_GB.UTF-8", "LC_ALL": "fr_CA.ISO-8859-1"]).region == Setting(RegionCode("CA")!, from: .environment("LC_ALL")))
        #expect(try settings("region = \"DE\"", environment: ["LANG": "en_GB.UTF-8"]).region == Setting(RegionCode("DE")!, from: .file(line: 1)))
        #expect(try settings("region = \"DE\"", flags: SettingFlags(region: RegionCode("fr")), environment: ["LANG": "en_GB.UTF-8"]).region
            == Setting(RegionCode("FR")!, from: .flag("--region")))
        // A locale that names no country, set, is the locale in force: it is not passed over for a weaker variable.
        for locale in ["C", "POSIX", "C.UTF-8", "en", "en_UK.UTF-8", "english_Great Britain"] {
            #expect(try settings(environment: ["LC_ALL": locale, "LANG": "en_GB.UTF-8"]).region == Setting(RegionCode("US")!, from: .builtIn), "\(locale)")
        }
        #expect(try settings(environment: ["LC_ALL": "", "LANG": "pt_BR"]).region.value == RegionCode("BR"))
    }
}
