import FilmSwipeCommands
import Foundation
import Testing

@Suite("filmswipe config's report")
struct ConfigReportTests {
    private func report(_ text: String, environment: [String: String], exists: Bool = true, chosenBy: String? = nil) throws -> ConfigReport {
        let file = ConfigFile(url: URL(fileURLWithPath: "/home/ann/.config/filmswipe/config.toml"), chosenBy: chosenBy)
        let config = try PlayerConfig(ConfigFileParser.parse(text), home: "/home/ann")
        return ConfigReport(settings: PlayerSettings(file: file, config: config, environment: environment), fileExists: exists)
    }

    @Test("a table of every setting, its value and where it came from, when it fits")
    func wide() throws {
        let text = try report("animation = false\nregion = \"gb\"", environment: ["HOME": "/home/ann", "NO_COLOR": "1", "USER": "ann"]).text(width: 100)
        #expect(text == """
        Config file: /home/ann/.config/filmswipe/config.toml

        Settings in force (a command-line option wins):
          data-dir    /home/ann/.local/share/filmswipe   default
          animation   false                              config file, line 1
          colour      false                              environment variable NO_COLOR
          region      GB                                 config file, line 2
          posters     auto                               default
          party.name  ann                                environment variable USER

        """)
    }

    @Test("narrow, each origin goes on a line of its own; a missing file says how to make one")
    func narrow() throws {
        let text = try report("", environment: ["HOME": "/home/ann"], exists: false, chosenBy: "XDG_CONFIG_HOME").text(width: 50)
        #expect(text == """
        Config file: /home/ann/.config/filmswipe/config.toml
          (from XDG_CONFIG_HOME)
          Not there yet, so no setting comes from it.
          `filmswipe config --init` writes one to edit.

        Settings in force (a command-line option wins):
          data-dir    /home/ann/.local/share/filmswipe
                      from the default
          animation   true
                      from the default
          colour      true
                      from the default
          region      US
                      from the default
          posters     auto
                      from the default
          party.name  not set
                      from the default

        """)
    }

    @Test("values from the file are shown without escape sequences")
    func safe() throws {
        let text = try report(#"party.name = "A\u001B[2JB""#, environment: ["HOME": "/home/ann"]).text(width: 100)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("party.name  AB "))
    }
}
