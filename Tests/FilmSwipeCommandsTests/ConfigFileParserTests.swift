import FilmSwipeCommands
import Testing

@Suite("Config file parser")
struct ConfigFileParserTests {
    private func entries(_ text: String) throws -> [ConfigEntry] {
        try ConfigFileParser.parse(text).entries
    }

    private func refusal(_ text: String) -> ConfigFileError? {
        do {
            _ = try ConfigFileParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("key = value lines, a table header, comments and blank lines, each value with its line")
    func acceptedLayout() throws {
        let text = """
        # FilmSwipe

        animation = false   # no fly-out
          colour=true
        \tdata-dir = "~/films"
        [party]
        name = "Ann" # me
        [ party2 ]
        """
        let document = try ConfigFileParser.parse(text)
        #expect(document.entries == [
            ConfigEntry(path: ["animation"], value: .bool(false), line: 3),
            ConfigEntry(path: ["colour"], value: .bool(true), line: 4),
            ConfigEntry(path: ["data-dir"], value: .string("~/films"), line: 5),
            ConfigEntry(path: ["party", "name"], value: .string("Ann"), line: 7),
        ])
        #expect(document.tables == ["party": 6, "party2": 8])
    }

    @Test("an empty file, and one of comments only, have no entries")
    func empty() throws {
        #expect(try entries("").isEmpty)
        #expect(try entries("# nothing\n\n   # still nothing\n").isEmpty)
    }

    @Test("Windows line ends and a byte order mark are read as plain lines")
    func lineEnds() throws {
        #expect(try entries("\u{FEFF}animation = true\r\ncolour = false\r\n") == [
            ConfigEntry(path: ["animation"], value: .bool(true), line: 1),
            ConfigEntry(path: ["colour"], value: .bool(false), line: 2),
        ])
    }

    @Test("a basic string resolves TOML's escapes")
    func basicEscapes() throws {
        let entry = try #require(try entries(#"name = "a\"b\\c\nd\te\u00E9\U0001F3AC\b\f\r""#).first)
        #expect(entry.value == .string("a\"b\\c\nd\te\u{E9}\u{1F3AC}\u{08}\u{0C}\r"))
    }

    @Test("a literal string keeps backslashes and double quotes as they are; # inside a string is no comment")
    func literalStrings() throws {
        #expect(try entries(#"data-dir = 'C:\films\"new"' # here"#).first?.value == .string(#"C:\films\"new""#))
        #expect(try entries(#"name = "Ann # the first""#).first?.value == .string("Ann # the first"))
        #expect(try entries(#"name = """#).first?.value == .string(""))
    }

    @Test("integers: signs, underscores between digits, zero")
    func integers() throws {
        let values = try entries("a = 42\nb = -7\nc = +3\nd = 1_000\ne = 0").map(\.value)
        #expect(values == [.integer(42), .integer(-7), .integer(3), .integer(1000), .integer(0)])
    }

    @Test("dotted keys name a table's key; tables and keys take letters, digits, - and _")
    func dottedKeys() throws {
        #expect(try entries("party.name = \"Ann\"\nparty . x_1-y = 1").map(\.path) == [["party", "name"], ["party", "x_1-y"]])
    }

    @Test("what TOML has and the file does not take is refused by name, with its line", arguments: [
        ("animation = true\nregions = [\"GB\"]", 2, "arrays are not supported"),
        ("party = { name = \"Ann\" }", 1, "inline tables are not supported"),
        ("x = 1.5", 1, "floating-point number"),
        ("x = 1e6", 1, "floating-point number"),
        ("x = inf", 1, "floating-point number"),
        ("x = 1979-05-27", 1, "dates and times"),
        ("x = 07:32:00", 1, "dates and times"),
        ("x = 0x1F", 1, "hexadecimal, octal and binary"),
        ("x = 012", 1, "not a number FilmSwipe reads"),
        ("x = 1__0", 1, "not a number FilmSwipe reads"),
        ("name = \"\"\"Ann\"\"\"", 1, "multi-line strings"),
        ("name = '''Ann'''", 1, "multi-line strings"),
        ("[[party]]", 1, "arrays of tables"),
        ("\"animation\" = true", 1, "quoted keys are not supported"),
    ])
    func unsupported(text: String, line: Int, words: String) throws {
        let error = try #require(refusal(text))
        #expect(error.line == line)
        #expect(error.message.contains(words), "\(error)")
    }

    @Test("a key set twice is refused on its second line, naming the first")
    func duplicateKey() throws {
        let error = try #require(refusal("animation = true\n\nanimation = false"))
        #expect(error.description == "line 3: animation is already set on line 1; keep one of the two.")
        #expect(error.key == "animation")
    }

    @Test("the same key through a header and a dotted key is the same key")
    func duplicateThroughTable() throws {
        let error = try #require(refusal("party.name = \"Ann\"\n[party]\nname = \"Bob\""))
        #expect(error.description == "line 3: party.name is already set on line 1; keep one of the two.")
    }

    @Test("a table defined twice is refused")
    func duplicateTable() throws {
        let error = try #require(refusal("[party]\nname = \"Ann\"\n[party]"))
        #expect(error.description == "line 3: [party] is already defined on line 1; put its keys under one [party] header.")
    }

    @Test("a bare word TOML does not have is kept for the setting to refuse, which alone knows what was meant")
    func bareWord() throws {
        #expect(try entries("animation = yes\nregion = GB # mine") == [
            ConfigEntry(path: ["animation"], value: .word("yes"), line: 1),
            ConfigEntry(path: ["region"], value: .word("GB"), line: 2),
        ])
    }

    @Test("broken lines say what is wrong", arguments: [
        ("animation false", "line 1: expected = after animation: write it as animation = value."),
        ("animation =", "line 1: animation has no value: write one after =, such as animation = \"…\"."),
        ("animation = # off", "line 1: animation has no value: write one after =, such as animation = \"…\"."),
        ("name = \"Ann", "line 1: name's string is not closed: end it with \" on the same line."),
        ("name = 'Ann", "line 1: name's string is not closed: end it with ' on the same line."),
        ("name = \"A\\qB\"", "line 1: name's string has an unknown escape \\q; write \\\\ for a backslash (or use '…', where \\ is plain)."),
        ("name = \"A\\u12\"", "line 1: name's string has \\u without 4 hex digits after it."),
        ("name = \"\\uD800\"", "line 1: name's string has \\uD800, which is not a Unicode character."),
        ("name = \"Ann\" \"Bob\"", "line 1: unexpected `\"Bob\"` after the value of name: one setting a line, and a comment starts with #."),
        ("animation = true colour = false", "line 1: unexpected `colour = false` after the value of animation: one setting a line, and a comment starts with #."),
        ("[party", "line 1: a table header is a name in brackets, such as [party]; this one is not closed with ]."),
        ("[party] name = \"Ann\"", "line 1: unexpected `name = \"Ann\"` after the table header: one setting a line, and a comment starts with #."),
        ("= true", "line 1: expected a setting's name (letters, digits, - and _), found `= true`."),
        ("\n\nnäme = \"Ann\"", "line 3: `näme` is not a setting's name: names take the letters a-z, digits, - and _."),
    ])
    func brokenLines(text: String, message: String) throws {
        #expect(refusal(text)?.description == message)
    }

    @Test("control characters are refused in strings (but tab) and in comments; escapes may still make them")
    func controls() throws {
        #expect(refusal("name = \"A\u{1B}[2JB\"")?.description == "line 1: name's string holds a control character (U+001B); remove it.")
        #expect(refusal("name = 'A\u{7}'")?.description == "line 1: name's string holds a control character (U+0007); remove it.")
        #expect(refusal("animation = true # \u{1B}]0;x")?.description == "line 1: the comment holds a control character (U+001B); remove it.")
        #expect(try entries("name = \"A\tB\"").first?.value == .string("A\tB"))
        #expect(try entries(#"name = "A\u001BB""#).first?.value == .string("A\u{1B}B"))
    }

    @Test("a value shown in a message is cleaned of escape sequences")
    func shownValueIsSafe() throws {
        #expect(ConfigValue.string("A\u{1B}[31mB").shown == "\"AB\"")
        #expect(ConfigValue.bool(false).shown == "false")
        #expect(ConfigValue.integer(-3).shown == "-3")
    }
}
