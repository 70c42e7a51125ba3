import FilmSwipeParty
import Testing

@Suite("Party addresses")
struct PartyAddressTests {
    @Test("CODE@HOST:PORT with an IPv4 address, localhost, a host name or a bracketed IPv6 address", arguments: [
        ("K7QX3PM@192.168.1.20:7420", "192.168.1.20", 7420),
        ("k7qx-3pm@localhost:7420", "localhost", 7420),
        ("K7QX3PM@films.example.org:1", "films.example.org", 1),
        ("K7QX3PM@[::1]:65535", "::1", 65535),
        ("K7QX3PM@[fe80::1:2:3:4]:7420", "fe80::1:2:3:4", 7420),
        ("K7QX3PM@[::ffff:192.168.1.20]:7420", "::ffff:192.168.1.20", 7420),
        ("  K7QX3PM@host-1:80 ", "host-1", 80),
    ])
    func good(typed: String, host: String, port: Int) throws {
        let address = try PartyAddress(parsing: typed)
        #expect(address.code.text == "K7QX3PM")
        #expect(address.server.host == host)
        #expect(address.server.port == port)
    }

    @Test("the address prints as a friend types it, IPv6 in brackets")
    func description() throws {
        #expect(try PartyAddress(parsing: "k7qx3pm@[::1]:7420").description == "K7QX3PM@[::1]:7420")
        #expect(try ServerAddress(host: "::1", port: 7420).description == "[::1]:7420")
        #expect(try ServerAddress(parsing: "0.0.0.0:7420").description == "0.0.0.0:7420")
    }

    @Test("bad forms say what is wrong", arguments: [
        ("", PartyAddressError.missing),
        ("K7QX3PM", .missingAt),
        ("192.168.1.20:7420", .missingAt),
        ("K7QX3P@192.168.1.20:7420", .code(.wrongLength(6))),
        ("K7QX3PM@192.168.1.20", .server(.missingPort)),
        ("K7QX3PM@192.168.1.20:", .server(.missingPort)),
        ("K7QX3PM@192.168.1.20:0", .server(.badPort("0"))),
        ("K7QX3PM@192.168.1.20:65536", .server(.badPort("65536"))),
        ("K7QX3PM@192.168.1.20:74x0", .server(.badPort("74x0"))),
        ("K7QX3PM@192.168.1.20:-1", .server(.badPort("-1"))),
        ("K7QX3PM@300.1.1.1:7420", .server(.badHost("300.1.1.1"))),
        ("K7QX3PM@1.2.3:7420", .server(.badHost("1.2.3"))),
        ("K7QX3PM@bad_host:7420", .server(.badHost("bad_host"))),
        ("K7QX3PM@-host:7420", .server(.badHost("-host"))),
        ("K7QX3PM@:7420", .server(.badHost(""))),
        ("K7QX3PM@::1:7420", .server(.unbracketedIPv6)),
        ("K7QX3PM@[::1:7420", .server(.unclosedBracket)),
        ("K7QX3PM@[::1]7420", .server(.missingPort)),
        ("K7QX3PM@[nothex::1]:7420", .server(.badHost("nothex::1"))),
        ("K7QX3PM@a@b:7420", .server(.badHost("a@b"))),
    ])
    func bad(typed: String, expected: PartyAddressError) {
        #expect(throws: expected) { try PartyAddress(parsing: typed) }
    }

    @Test("every message ends with the expected shape and an example")
    func messages() {
        let errors: [PartyAddressError] = [.missing, .missingAt, .code(.notInAlphabet("0")), .server(.badPort("99999")), .server(.unbracketedIPv6)]
        for error in errors {
            #expect(error.errorDescription?.hasSuffix("expected CODE@HOST:PORT, such as K7QX3PMABC@192.168.1.20:7420") == true)
        }
        #expect(PartyAddressError.server(.badPort("99999")).errorDescription
            == "\"99999\" is not a port from 1 to 65535; expected CODE@HOST:PORT, such as K7QX3PMABC@192.168.1.20:7420")
        #expect(ServerAddressError.missingPort.errorDescription == "the address has no port; expected HOST:PORT, such as 192.168.1.20:7420")
    }

    @Test("wss:// reaches a server over TLS by the name on its certificate; ws:// or no scheme, in the clear")
    func schemes() throws {
        let secure = try PartyAddress(parsing: "K7QX3PM@wss://films.example.org:7420")
        #expect(secure.server.isSecure && secure.server.host == "films.example.org" && secure.server.port == 7420)
        #expect(secure.description == "K7QX3PM@wss://films.example.org:7420", "the join line a friend types")
        #expect(secure.server.hostAndPort == "films.example.org:7420")
        let plain = try PartyAddress(parsing: "K7QX3PM@ws://192.168.1.20:7420")
        #expect(!plain.server.isSecure && plain.description == "K7QX3PM@192.168.1.20:7420")
        #expect(throws: PartyAddressError.server(.addressOverTLS)) { try PartyAddress(parsing: "K7QX3PM@wss://192.168.1.20:7420") }
        #expect(throws: PartyAddressError.server(.addressOverTLS)) { try PartyAddress(parsing: "K7QX3PM@wss://[::1]:7420") }
        #expect(throws: PartyAddressError.server(.badScheme("https"))) { try PartyAddress(parsing: "K7QX3PM@https://films.example.org:7420") }
    }

    @Test("hostile typed text is cleaned before it is quoted back")
    func hostileHostCleaned() throws {
        let error = try #require(throws: PartyAddressError.self) { try PartyAddress(parsing: "K7QX3PM@evil\u{1B}[2J:7420") }
        #expect(error.errorDescription?.contains("\u{1B}") == false)
    }
}
