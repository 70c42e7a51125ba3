@testable import FilmSwipeTMDB
import Foundation
import TMDBStubSupport
import Testing

@Suite("TMDB login and status")
struct TMDBLoginTests {
    @Test("a request token the user approved becomes a session, sent as JSON in the body")
    func approved() async throws {
        let bed = try TMDBTestBed()
        let login = TMDBLogin(client: try bed.client())

        let token = try await login.requestToken()
        bed.server.approve(requestToken: token)
        let sessionID = try await login.createSession(requestToken: token)

        #expect(sessionID == TMDBStubServer.sessionID)
        let request = try #require(bed.server.requests("/authentication/session/new", method: "POST").first)
        #expect(request.json?["request_token"] as? String == token)
        #expect(request.headers["content-type"] == "application/json;charset=utf-8")
        #expect(request.query["session_id"] == nil)
    }

    @Test("a token the user did not approve gives the Session-denied error, which says to approve and log in again")
    func unapproved() async throws {
        let bed = try TMDBTestBed()
        let login = TMDBLogin(client: try bed.client())

        let token = try await login.requestToken()
        let error = await TMDBTestBed.error { _ = try await login.createSession(requestToken: token) }

        #expect(error as? TMDBError == .sessionDenied)
        let message = try #require((error as? TMDBError)?.errorDescription)
        #expect(message.contains("approve"))
        #expect(message.contains("filmswipe tmdb login"))
    }

    @Test("an expired token (code 33) is also denied, not blamed on the app credential")
    func expired() async throws {
        let bed = try TMDBTestBed()
        bed.server.script(.respond(.json(401, #"{"success":false,"status_code":33,"status_message":"Invalid request token: The request token is either expired or invalid."}"#)),
                          for: "/authentication/session/new")

        let error = await TMDBTestBed.error { _ = try await TMDBLogin(client: try bed.client()).createSession(requestToken: "old") }

        #expect(error as? TMDBError == .sessionDenied)
    }

    @Test("a token can be used for one session only")
    func singleUse() async throws {
        let bed = try TMDBTestBed()
        bed.server.approvesRequestTokens = true
        let login = TMDBLogin(client: try bed.client())

        let token = try await login.requestToken()
        _ = try await login.createSession(requestToken: token)
        let again = await TMDBTestBed.error { _ = try await login.createSession(requestToken: token) }

        #expect(again as? TMDBError == .sessionDenied)
    }

    @Test("a wrong app credential is reported as such, not as a denied session")
    func wrongCredential() async throws {
        let bed = try TMDBTestBed()
        let login = TMDBLogin(client: try bed.client(credential: .accessToken("eyJwrong")))

        let error = await TMDBTestBed.error { _ = try await login.requestToken() }

        #expect(error as? TMDBError == .credentialsRejected(statusCode: 7))
    }

    @Test("the approval page is TMDB's authenticate page for the token, with anything unusual percent-encoded")
    func approvalURL() throws {
        #expect(try TMDBLogin.approvalURL(for: "abc123").absoluteString == "https://www.themoviedb.org/authenticate/abc123")
        #expect(try TMDBLogin.approvalURL(for: "a/b\u{1B}[31m").absoluteString == "https://www.themoviedb.org/authenticate/a%2Fb%1B%5B31m")
    }

    @Test("status: a good credential and session give the account; the username is cleaned")
    func goodStatus() async throws {
        let bed = try TMDBTestBed()
        bed.server.script(.respond(.json(200, #"{"id":548,"username":"st\u001b[2Jub\n"}"#)), for: "/account")
        let status = TMDBStatus(client: try bed.client(sessionID: TMDBStubServer.sessionID))

        try await status.checkCredential()
        let account = try await status.account()

        #expect(account == TMDBAccount(id: TMDBStubServer.accountID, username: "stub"))
        #expect(bed.server.requests("/genre/movie/list").count == 1)
    }

    @Test("status: a wrong credential fails both checks with code 7")
    func wrongCredentialStatus() async throws {
        let bed = try TMDBTestBed()
        let status = TMDBStatus(client: try bed.client(credential: .apiKey("wrong"), sessionID: TMDBStubServer.sessionID))

        let credential = await TMDBTestBed.error { try await status.checkCredential() }
        let session = await TMDBTestBed.error { _ = try await status.account() }

        #expect(credential as? TMDBError == .credentialsRejected(statusCode: 7))
        #expect(session as? TMDBError == .credentialsRejected(statusCode: 7))
    }

    @Test("status: a wrong session fails the account check with code 3; a missing one asks for a session")
    func wrongSessionStatus() async throws {
        let bed = try TMDBTestBed()
        let wrong = TMDBStatus(client: try bed.client(sessionID: "expired-session"))
        let none = TMDBStatus(client: try bed.client())

        try await wrong.checkCredential()
        let rejected = await TMDBTestBed.error { _ = try await wrong.account() }
        let missing = await TMDBTestBed.error { _ = try await none.account() }

        #expect(rejected as? TMDBError == .credentialsRejected(statusCode: 3))
        #expect(missing as? TMDBError == .sessionRequired)
    }
}
