import FilmSwipeCommands
import Testing

@Suite("Config file settings")
struct PlayerConfigTests {
    private func config(_ text: String) throws(ConfigFileError) -> PlayerConfig {
        try PlayerConfig(ConfigFileParser.parse(text), home: "/home/ann")
    }

    private func refusal(_ text: String) -> ConfigFileError? {
        do {
            _ = try config(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("every setting is read with its line")
    func everySetting() throws {
        let read = try config("""
        data-dir = "/srv/films"
        animation = false
        colour = false
        region = "gb"
        [party]
        name = "Ann"
        """)
        #expect(read.dataDirectory == ConfigSetting("/srv/films", line: 1))
        #expect(read.animation == ConfigSetting(false, line: 2))
        #expect(read.colour == ConfigSetting(false, line: 3))
        #expect(read.region == ConfigSetting(RegionCode("GB")!, line: 4))
        #expect(read.region?.value.code == "GB")
        #expect(read.partyName == ConfigSetting("Ann", line: 6))
    }

    @Test("a file without settings sets nothing; the party table may be empty; party.name may be dotted")
    func nothingSet() throws {
        #expect(try config("# all defaults\n[party]\n") == PlayerConfig())
        #expect(try config("party.name = 'Bob'").partyName == ConfigSetting("Bob", line: 1))
    }

    @Test("data-dir expands ~ to the home folder", arguments: [
        ("~", "/home/ann"), ("~/films", "/home/ann/films"), ("/srv/x", "/srv/x"),
    ])
    func dataDirTilde(written: String, expanded: String) throws {
        #expect(try config("data-dir = '\(written)'").dataDirectory?.value == expanded)
    }

    @Test("a relative or empty data-dir is refused: relative to the working directory would scatter the files")
    func dataDirRelative() throws {
        #expect(refusal("\ndata-dir = \"films\"")?.description == "line 2: data-dir must be a full path, starting with / or ~/, not \"films\".")
        #expect(refusal("data-dir = \"\"")?.description == "line 1: data-dir must be a full path, starting with / or ~/, not \"\".")
    }

    @Test("a value of the wrong type names the line, the key and the value", arguments: [
        ("\n\nanimation = \"no\"", "line 3: animation must be true or false, not \"no\"."),
        ("colour = 1", "line 1: colour must be true or false, not 1."),
        ("data-dir = true", "line 1: data-dir must be a folder in quotes, not true."),
        ("region = 44", "line 1: region must be two letters in quotes, not 44."),
        ("[party]\nname = 7", "line 2: party.name must be a name in quotes, not 7."),
        // Bare words: a true/false setting names true and false only, never quotes, which would not do either.
        ("animation = yes", "line 1: animation must be true or false, not yes."),
        ("colour = True", "line 1: colour must be true or false, not True."),
        ("region = GB", "line 1: region must be two letters in quotes, such as region = \"GB\", not GB."),
        ("[party]\nname = Ann", "line 2: party.name must be a name in quotes, such as party.name = \"Ann\", not Ann."),
    ])
    func wrongType(text: String, message: String) throws {
        let error = try #require(refusal(text))
        #expect(error.description == message)
        #expect(error.key != nil)
    }

    @Test("a region that is not two letters says so; UK is pointed to GB", arguments: [
        ("GBR", "line 1: region must be two letters (ISO 3166-1, such as GB, US or DE), not \"GBR\"."),
        ("G1", "line 1: region must be two letters (ISO 3166-1, such as GB, US or DE), not \"G1\"."),
        ("uk", "line 1: region must be two letters (ISO 3166-1, such as GB, US or DE), not \"uk\"; the United Kingdom is GB."),
    ])
    func badRegion(region: String, message: String) throws {
        #expect(refusal("region = \"\(region)\"")?.description == message)
    }

    @Test("an empty party name is refused with the way out")
    func emptyName() throws {
        #expect(refusal("[party]\nname = \"  \"")?.description
            == "line 2: party.name is empty: write your name in the quotes, or remove the line to use your login name.")
    }

    @Test("an unknown key is named with the known ones, and a near miss is suggested", arguments: [
        ("animations = false", "line 1: unknown setting animations. Did you mean animation? The settings are data-dir, animation, colour, region, posters, and name under [party]."),
        ("color = false", "line 1: unknown setting color. Did you mean colour? The settings are data-dir, animation, colour, region, posters, and name under [party]."),
        ("data_dir = '/x'", "line 1: unknown setting data_dir. Did you mean data-dir? The settings are data-dir, animation, colour, region, posters, and name under [party]."),
        ("source = \"tmdb\"", "line 1: unknown setting source. The settings are data-dir, animation, colour, region, posters, and name under [party]."),
    ])
    func unknownKey(text: String, message: String) throws {
        #expect(refusal(text)?.description == message)
    }

    @Test("a key in the wrong table is sent where it belongs")
    func wrongTable() throws {
        #expect(refusal("name = \"Ann\"")?.description
            == "line 1: unknown setting name. Your party name goes under a [party] header: [party], then name = \"…\" on the next line. The settings are data-dir, animation, colour, region, posters, and name under [party].")
        #expect(refusal("[party]\nanimation = false")?.description
            == "line 2: unknown setting party.animation. animation is not a party setting: put it above the [party] header. The settings are data-dir, animation, colour, region, posters, and name under [party].")
    }

    @Test("an unknown table is refused, with a near miss")
    func unknownTable() throws {
        #expect(refusal("animation = true\n[tmdb]")?.description == "line 2: unknown table [tmdb]. The only table is [party], for name.")
        #expect(refusal("[parti]\nname = 'Ann'")?.description == "line 1: unknown table [parti]. Did you mean [party]? The only table is [party], for name.")
    }

    @Test("the template lists every setting commented out; uncommented, it reads as every setting")
    func template() throws {
        #expect(try config(ConfigTemplate.text) == PlayerConfig())
        let uncommented = ConfigTemplate.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("# ") && $0.contains(" = ") ? String($0.dropFirst(2)) : String($0) }.joined(separator: "\n")
        let read = try config(uncommented)
        #expect(read.dataDirectory?.value == "/home/ann/.local/share/filmswipe")
        #expect(read.animation?.value == true)
        #expect(read.colour?.value == true)
        #expect(read.region?.value.code == "GB")
        #expect(read.partyName?.value == "Ann")
    }
}
