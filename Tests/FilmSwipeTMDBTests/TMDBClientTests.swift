@testable import FilmSwipeTMDB
import FilmSwipeData
import FilmSwipeDomain
import Foundation
import TMDBStubSupport
import Testing

@Suite("TMDB client")
struct TMDBClientTests {
    let discover = TMDBRequest(.get, "/discover/movie", query: [.init(name: "page", value: "1")])

    @Test("a redirect is not followed: the credential never reaches the other host, and the error says why")
    func redirectRefused() async throws {
        let bed = try TMDBTestBed()
        let elsewhere = try TMDBStubServer()
        defer { elsewhere.stop() }
        let client = try bed.client(sessionID: TMDBStubServer.sessionID, configuration: bed.configuration(maxRetries: 0))
        let target = elsewhere.baseURL.absoluteString + "/discover/movie"
        bed.server.script(.respond(StubHTTPResponse(status: 302, headers: ["Location": target], body: Data())), for: "/discover/movie")

        let error = await TMDBTestBed.error { _ = try await client.data(for: TMDBRequest(.get, "/discover/movie")) }

        guard case let .refused(path, status, _, message)? = error as? TMDBError else {
            Issue.record("expected a refusal, got \(String(describing: error))")
            return
        }
        #expect(path == "/discover/movie")
        #expect(status == 302)
        #expect(message.contains("redirect"))
        try await Task.sleep(for: .milliseconds(100))
        #expect(elsewhere.requests.isEmpty)
    }

    @Test("a long secret echoed in an error message is redacted whole, even where the message is shortened")
    func longSecretEchoed() async throws {
        let bed = try TMDBTestBed()
        let session = "eyJhbGciOiJIUzI1NiJ9." + String(repeating: "A", count: 230)
        let client = try bed.client(sessionID: session, configuration: bed.configuration(maxRetries: 0))
        let body = try JSONSerialization.data(withJSONObject: ["status_code": 11, "status_message": "Invalid session: " + session])
        bed.server.script(.respond(StubHTTPResponse(status: 500, body: body)), for: "/discover/movie")

        let error = await TMDBTestBed.error { _ = try await client.data(for: TMDBRequest(.get, "/discover/movie")) }

        let text = (error as? TMDBError)?.errorDescription ?? ""
        #expect(text.contains("Invalid session: (redacted)"))
        // Not the secret, nor any long piece of it.
        #expect(!text.contains("eyJhbGciOiJIUzI1NiJ9"))
        #expect(!text.contains(String(repeating: "A", count: 20)))
    }

    @Test("a server's error message reaches the player without escape sequences, bounded, and with one full stop")
    func hostileErrorMessage() async throws {
        let bed = try TMDBTestBed()
        let client = try bed.client(configuration: bed.configuration(maxRetries: 0))
        let hostile = "\u{1B}]0;owned\u{07}Bad\u{1B}[2J things" + String(repeating: "x", count: 500) + "."
        let body = try JSONSerialization.data(withJSONObject: ["success": false, "status_code": 11, "status_message": hostile])
        bed.server.script(.respond(StubHTTPResponse(status: 500, body: body)), for: "/discover/movie")

        let error = await TMDBTestBed.error { _ = try await client.data(for: TMDBRequest(.get, "/discover/movie")) }

        let text = try #require((error as? TMDBError)?.errorDescription)
        #expect(text.hasPrefix("TMDB failed on /discover/movie (HTTP 500, code 11): Bad things"))
        #expect(!text.contains("owned"))
        #expect(text.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) })
        #expect(text.count < 320)
        #expect(!text.contains(".."))
    }

    @Test("requests carry Accept, the Bearer token, and session_id only on account calls")
    func headers() async throws {
        let bed = try TMDBTestBed()
        let client = try bed.client(sessionID: TMDBStubServer.sessionID)

        _ = try await client.data(for: discover)
        try await client.write(TMDBRequest(.post, "/movie/550/rating", body: Data(#"{"value":1.0}"#.utf8), needsSession: true))

        let get = try #require(bed.server.requests("/discover/movie").first)
        #expect(get.headers["accept"] == "application/json")
        #expect(get.headers["authorization"] == "Bearer \(TMDBStubServer.token)")
        #expect(get.query["session_id"] == nil)
        #expect(get.query["api_key"] == nil)
        let post = try #require(bed.server.requests("/movie/550/rating").first)
        #expect(post.headers["content-type"] == "application/json;charset=utf-8")
        #expect(post.query["session_id"] == TMDBStubServer.sessionID)
    }

    @Test("an API key travels as the api_key query parameter, with no Authorization header")
    func apiKey() async throws {
        let bed = try TMDBTestBed()
        let client = try bed.client(credential: .apiKey(TMDBStubServer.apiKey))

        _ = try await client.data(for: discover)

        let request = try #require(bed.server.requests.first)
        #expect(request.query["api_key"] == TMDBStubServer.apiKey)
        #expect(request.headers["authorization"] == nil)
    }

    @Test("429 with Retry-After waits that many seconds, then succeeds")
    func retryAfter() async throws {
        let bed = try TMDBTestBed()
        bed.server.script(.rateLimited(retryAfter: 2), for: "/discover/movie")

        _ = try await bed.client().data(for: discover)

        #expect(bed.sleeps.withLock { $0 } == [.seconds(2)])
        #expect(bed.server.requests("/discover/movie").count == 2)
    }

    @Test("429 without Retry-After waits about a second, then succeeds")
    func rateLimitedWithoutHeader() async throws {
        let bed = try TMDBTestBed()
        bed.server.script(.rateLimited(retryAfter: nil), for: "/discover/movie")

        _ = try await bed.client().data(for: discover)

        #expect(bed.sleeps.withLock { $0 } == [.seconds(1)])
    }

    @Test("429 that never ends gives up after the capped number of retries")
    func rateLimitedForever() async throws {
        let bed = try TMDBTestBed()
        bed.server.script(.rateLimited(retryAfter: 1), for: "/discover/movie", times: nil)

        let error = await TMDBTestBed.error { _ = try await bed.client().data(for: self.discover) }

        #expect(error as? TMDBError == .rateLimited(path: "/discover/movie"))
        #expect(bed.server.requests("/discover/movie").count == 1 + TMDBClientConfiguration().maxRateLimitRetries)
    }

    @Test("a 500 is retried with growing, jittered backoff, then succeeds")
    func serverErrorRetried() async throws {
        let bed = try TMDBTestBed()
        bed.server.script(.internalError, for: "/discover/movie", times: 2)

        let data = try await bed.client().data(for: discover)

        #expect(try MoviePageReader.read(data).results.count == 20)
        #expect(bed.server.requests("/discover/movie").count == 3)
        let sleeps = bed.sleeps.withLock { $0 }
        #expect(sleeps.count == 2)
        #expect(sleeps.allSatisfy { $0 > .zero && $0 <= .milliseconds(4) })
    }

    @Test("a 500 forever is an error with TMDB's code and message, after the retries")
    func serverErrorForever() async throws {
        let bed = try TMDBTestBed()
        bed.server.script(.internalError, for: "/discover/movie", times: nil)

        let error = await TMDBTestBed.error { _ = try await bed.client().data(for: self.discover) }

        guard case let .serverError(path, status, code, message)? = error as? TMDBError else {
            Issue.record("expected serverError, got \(String(describing: error))")
            return
        }
        #expect(path == "/discover/movie" && status == 500 && code == 11)
        #expect(message.hasPrefix("Internal error"))
        #expect(bed.server.requests("/discover/movie").count == 4)
    }

    // The server holds its answer for ten minutes; the time limit only keeps a broken client from hanging the suite.
    @Test("a server slower than the request timeout is a timeout, retried, then an error", .timeLimit(.minutes(10)))
    func timeout() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.script(.delay(600), for: "/discover/movie", times: nil)
        let client = try bed.client(configuration: bed.configuration(requestTimeout: 1, maxRetries: 1))

        let error = await TMDBTestBed.error { _ = try await client.data(for: self.discover) }

        #expect(error as? TMDBError == .timedOut(path: "/discover/movie"))
        #expect(bed.server.requests("/discover/movie").count == 2, "one try and one retry")
    }

    @Test("one slow answer is retried and the retry succeeds")
    func timeoutOnce() async throws {
        let bed = try TMDBTestBed()
        bed.server.script(.delay(4), for: "/discover/movie")
        let client = try bed.client(configuration: bed.configuration(requestTimeout: 1))

        let data = try await client.data(for: discover)

        #expect(!data.isEmpty)
        #expect(bed.server.requests("/discover/movie").count == 2)
    }

    // The server holds its answer for ten minutes and the client's timeout is longer still: only the cancellation
    // can end the request. The time limit keeps a client that ignored it from hanging the suite.
    @Test("a cancelled request ends with CancellationError, without waiting for the server", .timeLimit(.minutes(10)))
    func cancelled() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.script(.delay(600), for: "/discover/movie")
        let client = try bed.client(configuration: bed.configuration(requestTimeout: 900, maxRetries: 0))

        let task = Task { try await client.data(for: self.discover) }
        // Cancelled once the server has the request, so the cancellation meets a request in flight.
        while bed.server.requests("/discover/movie").isEmpty { try await Task.sleep(for: .milliseconds(20)) }
        task.cancel()
        let result = await task.result

        #expect(throws: CancellationError.self) { try result.get() }
        #expect(bed.server.requests("/discover/movie").count == 1, "not retried")
    }

    @Test("a dropped connection is a network error that is retried")
    func droppedConnection() async throws {
        let bed = try TMDBTestBed()
        bed.server.script(.dropConnection, for: "/discover/movie")

        _ = try await bed.client().data(for: discover)

        #expect(bed.server.requests("/discover/movie").count == 2)
    }

    @Test("no server at all is a network error naming the way out")
    func noServer() async throws {
        let bed = try TMDBTestBed()
        // Port 9 (discard) is below the ephemeral range, so no stub another test starts meanwhile can take it, as one
        // took a stopped stub's port in CI.
        let settings = try TMDBSettings(baseURL: URL(string: "http://127.0.0.1:9/3")!, credential: .accessToken(TMDBStubServer.token))
        let client = TMDBClient(settings: settings, configuration: bed.configuration(maxRetries: 1))

        let error = await TMDBTestBed.error { _ = try await client.data(for: self.discover) }

        guard case .network? = error as? TMDBError else {
            Issue.record("expected a network error, got \(String(describing: error))")
            return
        }
        #expect(error?.localizedDescription.contains("TMDB_BASE_URL") == true)
    }

    @Test("a body above the limit is refused")
    func oversized() async throws {
        let bed = try TMDBTestBed()
        bed.server.script(.oversized(3 * 1024 * 1024), for: "/discover/movie")

        let error = await TMDBTestBed.error { _ = try await bed.client().data(for: self.discover) }

        #expect(error as? TMDBError == .responseTooLarge(path: "/discover/movie", limit: 2 * 1024 * 1024))
    }

    @Test("a body above the limit without Content-Length is cut off while it arrives")
    func oversizedUndeclared() async throws {
        let bed = try TMDBTestBed()
        bed.server.script(.oversizedUndeclared(8 * 1024 * 1024), for: "/discover/movie")

        let error = await TMDBTestBed.error { _ = try await bed.client().data(for: self.discover) }

        #expect(error as? TMDBError == .responseTooLarge(path: "/discover/movie", limit: 2 * 1024 * 1024))
    }

    @Test("a wrong token is credentialsRejected with a message that says how to fix it")
    func wrongToken() async throws {
        let bed = try TMDBTestBed()
        let client = try bed.client(credential: .accessToken("eyJwrong"))

        let error = await TMDBTestBed.error { _ = try await client.data(for: self.discover) }

        #expect(error as? TMDBError == .credentialsRejected(statusCode: 7))
        #expect(error?.localizedDescription.contains("TMDB rejected the credentials") == true)
        #expect(error?.localizedDescription.contains("TMDB_ACCESS_TOKEN") == true)
        #expect(bed.server.requests.count == 1)
    }

    @Test("a wrong session is credentialsRejected pointing at filmswipe tmdb login")
    func wrongSession() async throws {
        let bed = try TMDBTestBed()
        let client = try bed.client(sessionID: "stale-session")

        let error = await TMDBTestBed.error { _ = try await client.data(for: TMDBRequest(.get, "/account", needsSession: true)) }

        #expect(error as? TMDBError == .credentialsRejected(statusCode: 3))
        #expect(error?.localizedDescription.contains("filmswipe tmdb login") == true)
    }

    @Test("an account call without a session fails before any request")
    func sessionRequired() async throws {
        let bed = try TMDBTestBed()

        let error = await TMDBTestBed.error { _ = try await bed.client().data(for: TMDBRequest(.get, "/account", needsSession: true)) }

        #expect(error as? TMDBError == .sessionRequired)
        #expect(bed.server.requests.isEmpty)
    }

    @Test("404 and 422 are typed, with TMDB's reasons")
    func notFoundAndUnprocessable() async throws {
        let bed = try TMDBTestBed()
        let client = try bed.client()

        let missing = await TMDBTestBed.error { _ = try await client.data(for: TMDBRequest(.get, "/movie/1/nothing")) }
        let beyond = await TMDBTestBed.error {
            _ = try await client.data(for: TMDBRequest(.get, "/discover/movie", query: [.init(name: "page", value: "501")]))
        }

        #expect(missing as? TMDBError == .notFound(path: "/movie/1/nothing"))
        #expect(beyond as? TMDBError == .unprocessable(path: "/discover/movie", message: "page must be less than or equal to 500"))
    }

    @Test("error envelopes decode by key, in any order, with or without success")
    func envelopes() throws {
        let reordered = try #require(TMDBStatusBody.decode(Data(#"{"status_message":"Nope.","extra":[1],"status_code":6}"#.utf8)))
        let wrongTypes = try #require(TMDBStatusBody.decode(Data(#"{"status_code":"6","success":"no"}"#.utf8)))

        #expect(reordered.statusCode == 6 && reordered.rawMessage == "Nope." && reordered.success == nil)
        #expect(wrongTypes.statusCode == nil && wrongTypes.rawMessage == nil)
        #expect(TMDBStatusBody.decode(Data("[1]".utf8)) == nil)
    }

    @Test("no error message, description or URL ever holds the key, token or session")
    func secretsNeverShown() async throws {
        let bed = try TMDBTestBed()
        var errors: [Error] = []
        let keyClient = try bed.client(credential: .apiKey(TMDBStubServer.apiKey), sessionID: TMDBStubServer.sessionID,
                                       configuration: bed.configuration(requestTimeout: 1, maxRetries: 0))
        let tokenClient = try bed.client(sessionID: TMDBStubServer.sessionID,
                                         configuration: bed.configuration(requestTimeout: 1, maxRetries: 0))
        for (client, secret) in [(keyClient, TMDBStubServer.apiKey), (tokenClient, TMDBStubServer.token)] {
            // A server that echoes the client's own secrets back in its message.
            let echo = #"{"status_code":5,"status_message":"bad \#(secret) \#(TMDBStubServer.sessionID)"}"#
            let faults: [StubFault] = [
                .internalError, .rateLimited(retryAfter: 99), .malformedJSON, .oversized(3 << 20), .dropConnection, .delay(3),
                .respond(.json(400, echo)),
            ]
            for fault in faults {
                bed.server.script(fault, for: "/account")
                if let error = await TMDBTestBed.error({ _ = try await client.decode([String: Int].self, for: TMDBRequest(.get, "/account", needsSession: true)) }) {
                    errors.append(error)
                }
            }
            if let error = await TMDBTestBed.error({ _ = try await client.data(for: TMDBRequest(.get, "/nothing", needsSession: true)) }) {
                errors.append(error)
            }
        }
        for credential in [TMDBCredential.apiKey("wrong-\(TMDBStubServer.apiKey)"), .accessToken("wrong-\(TMDBStubServer.token)")] {
            let client = try bed.client(credential: credential, sessionID: TMDBStubServer.sessionID)
            if let error = await TMDBTestBed.error({ _ = try await client.data(for: self.discover) }) { errors.append(error) }
        }

        #expect(errors.count == 2 * 8 + 2)
        let secrets = [TMDBStubServer.apiKey, TMDBStubServer.token, TMDBStubServer.sessionID]
        for error in errors {
            let texts = [error.localizedDescription, String(describing: error), String(reflecting: error)]
            for text in texts {
                // The failure names the error's kind, not its text, which would print the secret.
                #expect(!secrets.contains { text.contains($0) }, "a secret in the text of \(type(of: error))")
            }
        }
        #expect(!String(describing: keyClient.settings).contains(TMDBStubServer.apiKey))
    }
}
