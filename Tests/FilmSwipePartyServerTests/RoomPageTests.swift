import TestSupport
import ChildProcessSupport
import FilmSwipeParty
import FilmSwipePartyServer
import Foundation
import NIOSSL
import Testing

/// The room's web page as the party server serves it, read over loopback as a browser would ask for it.
@Suite(.timeLimit(.minutes(10)))
struct RoomPageTests {
    /// The policy of a page reached at `host` (`127.0.0.1:PORT`): its socket is the only other address it may connect to,
    /// `wss://` over TLS, never any host's `ws:` or `wss:`.
    private static func policy(_ host: String, secure: Bool = false) -> String {
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self' \(secure ? "wss" : "ws")://\(host); "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'"
    }

    @Test func aLiveRoomsPageIsServedWithAStrictPolicyAndNoInlineScript() async throws {
        try await withPartyServer { server in
            let (_, welcome) = try await PartyTestClient.create(port: server.port)
            for path in ["/join/\(welcome.code.text)", "/join/\(welcome.code.text.lowercased())"] {
                let page = try await RawHTTPExchange.get(path, port: server.port)
                #expect(page.status == 200, "\(path)")
                #expect(page.headers["content-type"] == "text/html; charset=utf-8")
                #expect(page.headers["content-security-policy"] == Self.policy("127.0.0.1:\(server.port)"))
                #expect(page.headers["x-content-type-options"] == "nosniff")
                #expect(page.headers["referrer-policy"] == "no-referrer")
                #expect(page.body.contains(#"<script src="/page/room.js" defer></script>"#))
                #expect(page.body.components(separatedBy: "<script").count == 2, "one script tag, and it is the file")
                #expect(!page.body.contains("style="), "no inline style either")
            }
        }
    }

    @Test func aHEADOfARoomsPageIsAnsweredAsItsGETWithoutTheBody() async throws {
        try await withPartyServer { server in
            let (_, welcome) = try await PartyTestClient.create(port: server.port)
            let get = try await RawHTTPExchange.get("/join/\(welcome.code.text)", port: server.port)
            let head = try await RawHTTPExchange.get("/join/\(welcome.code.text)", port: server.port, method: "HEAD")
            #expect(head.status == 200)
            #expect(head.headers["content-length"] == String(get.body.utf8.count))
            #expect(head.headers["content-security-policy"] == get.headers["content-security-policy"])
            #expect(head.body.isEmpty)
            #expect(try await RawHTTPExchange.get("/page/room.js", port: server.port, method: "HEAD").status == 200)
            #expect(try await RawHTTPExchange.get("/join/ZZZZZZZ", port: server.port, method: "HEAD").status == 404)
        }
    }

    @Test func aCodeNoRoomHasGetsAPlainNoSuchRoomPage() async throws {
        try await withPartyServer { server in
            for path in ["/join/ZZZZZZZ", "/join/K0", "/join/%3Cscript%3E", "/join/", "/join/ZZZZZZZ/more", "/nowhere"] {
                let answer = try await RawHTTPExchange.get(path, port: server.port)
                #expect(answer.status == 404, "\(path)")
                #expect(answer.headers["content-security-policy"] == Self.policy("127.0.0.1:\(server.port)"), "\(path)")
                #expect(answer.headers["x-content-type-options"] == "nosniff", "\(path)")
                #expect(!answer.body.contains("Error") && !answer.body.contains("script>") && !answer.body.contains("<script"), "\(path): \(answer.body)")
            }
            let missing = try await RawHTTPExchange.get("/join/ZZZZZZZ", port: server.port)
            #expect(missing.body.contains("<h1>No such room</h1>"))
            #expect(!missing.body.contains("ZZZZZZZ"), "the page says nothing of what was asked")
        }
    }

    @Test func pageCodesCountAgainstTheAddressesWrongCodesAndOnceSpentTellNothing() async throws {
        var limits = PartyServerLimits.forTests
        limits.wrongCodesPerAddress = PartyRate(3, per: .seconds(3_600))
        try await withPartyServer(limits: limits, clock: ManualPartyClock()) { server in
            let (_, welcome) = try await PartyTestClient.create(port: server.port)
            for _ in 0..<3 { #expect(try await RawHTTPExchange.get("/join/ZZZZZZZ", port: server.port).status == 404) }
            // Spent: the page is served for any code, right or wrong, and the socket's hello is refused as from anyone.
            #expect(try await RawHTTPExchange.get("/join/ZZZZZZZ", port: server.port).status == 200)
            #expect(try await RawHTTPExchange.get("/join/\(welcome.code.text)", port: server.port).status == 200)
            var guesser = try await PartyTestClient.connect(port: server.port)
            try await guesser.send(.hello(PartyHello(code: welcome.code, name: MemberName("Eve"))))
            #expect(try await guesser.refusal().reason == .slowDown)
        }
    }

    @Test func theSocketRefusesAnotherSitesPageBeforeTheUpgradeAndTakesItsOwnAndTerminals() async throws {
        try await withPartyServer { server in
            let upgrade = ["Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13"]
            func ask(origin: String?, host: String? = nil) async throws -> Int {
                let lines = ["GET /party HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(server.port)")"] + upgrade + (origin.map { ["Origin: \($0)"] } ?? [])
                return try await RawHTTPExchange.send(lines, port: server.port).status
            }
            #expect(try await ask(origin: "http://evil.example") == 400)
            #expect(try await ask(origin: "http://127.0.0.1:\(server.port).evil.example") == 400)
            #expect(try await ask(origin: "http://127.0.0.1:\(server.port + 1)") == 400, "another port is another site")
            #expect(try await ask(origin: "null") == 400)
            #expect(try await ask(origin: "http://127.0.0.1:\(server.port)") == 101)
            #expect(try await ask(origin: "HTTP://LOCALHOST:\(server.port)", host: "localhost:\(server.port)") == 101)
            #expect(try await ask(origin: nil) == 101, "a terminal client sends no Origin")
            #expect(try await ask(origin: "ws://127.0.0.1") == 101, "or its socket's own address, as Hummingbird's client does")
            // Not a socket at all: a plain GET of its path, told what it is, with the page's headers.
            let plain = try await RawHTTPExchange.get("/party", port: server.port, extra: ["Origin: http://evil.example"])
            #expect(plain.status == 400 && plain.body.contains("party's WebSocket"))
            #expect(plain.headers["content-security-policy"] == Self.policy("127.0.0.1:\(server.port)"))
        }
    }

    @Test func overTLSThePageIsServedAsHTTPSAndItsSocketTakesItsOwnHTTPSOrigin() async throws {
        let files = try TemporaryFolder()
        defer { files.remove() }
        let made = try await TestCertificate.make(in: files.url)
        var trusting = TLSConfiguration.makeClientConfiguration()
        trusting.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(made.certificateFile))
        try await withPartyServer(tls: try PartyServerTLS(certificateFile: made.certificateFile, keyFile: made.keyFile)) { server in
            var ann = try await PartyTestClient.connect(port: server.port, tls: trusting)
            try await ann.send(.create(PartyCreate(options: RoomOptions(), name: MemberName("Ann"))))
            let welcome = try await ann.welcome()
            let host = "localhost:\(server.port)"
            let page = try await RawHTTPExchange.get("/join/\(welcome.code.text)", port: server.port, host: host, tls: trusting)
            #expect(page.status == 200 && page.headers["content-security-policy"] == Self.policy(host, secure: true))
            #expect(try await RawHTTPExchange.get("/page/room.js", port: server.port, host: host, tls: trusting).status == 200)
            #expect(try await RawHTTPExchange.get("/join/ZZZZZZZ", port: server.port, host: host, tls: trusting).status == 404)
            let upgrade = ["GET /party HTTP/1.1", "Host: \(host)", "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
                           "Sec-WebSocket-Version: 13"]
            #expect(try await RawHTTPExchange.send(upgrade + ["Origin: https://\(host)"], port: server.port, tls: trusting).status == 101)
            #expect(try await RawHTTPExchange.send(upgrade + ["Origin: https://evil.example"], port: server.port, tls: trusting).status == 400)
        }
    }

    @Test func thePagesFilesAreServedWithTheirTypesAndTogetherStayUnder50KB() async throws {
        try await withPartyServer { server in
            var total = 0
            for (name, type) in [("room.js", "text/javascript; charset=utf-8"), ("room.css", "text/css; charset=utf-8")] {
                let file = try await RawHTTPExchange.get("/page/\(name)", port: server.port)
                #expect(file.status == 200)
                #expect(file.headers["content-type"] == type)
                #expect(file.headers["x-content-type-options"] == "nosniff")
                #expect(!file.body.contains("http://") && !file.body.contains("https://") && !file.body.contains("@import"), "nothing fetched from outside")
                total += file.body.utf8.count
            }
            let (_, welcome) = try await PartyTestClient.create(port: server.port)
            total += try await RawHTTPExchange.get("/join/\(welcome.code.text)", port: server.port).body.utf8.count
            #expect(total <= 50 * 1_024, "the page is \(total) bytes")
            let script = try await RawHTTPExchange.get("/page/room.js", port: server.port).body
            #expect(!script.contains("innerHTML") && !script.contains("insertAdjacentHTML") && !script.contains("document.write") && !script.contains("eval("))
            for path in ["/page/nope.js", "/page/..%2FPackage.swift", "/page/", "/page/room.html/x"] {
                #expect(try await RawHTTPExchange.get(path, port: server.port).status == 404, "\(path)")
            }
        }
    }
}
