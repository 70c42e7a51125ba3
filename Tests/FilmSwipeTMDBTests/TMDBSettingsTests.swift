@testable import FilmSwipeTMDB
import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Testing

@Suite("TMDB settings")
struct TMDBSettingsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-tmdb-\(UUID().uuidString)")
    var file: URL { folder.appendingPathComponent("filmswipe/tmdb.json") }

    @Test("the environment wins over the config file, setting by setting")
    func precedence() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try TMDBConfigFile(baseURL: "https://mirror.example/3", accessToken: "eyJfile", sessionID: "file-session").save(to: file)

        let settings = try TMDBSettings.load(
            environment: ["XDG_CONFIG_HOME": folder.path, "TMDB_API_KEY": "env-key", "TMDB_SESSION_ID": "env-session"]
        )
        let fromFile = try TMDBSettings.load(environment: ["XDG_CONFIG_HOME": folder.path, "TMDB_API_KEY": ""])

        #expect(settings.credential == .apiKey("env-key"))
        #expect(settings.sessionID == "env-session")
        #expect(settings.baseURL.absoluteString == "https://mirror.example/3")
        #expect(fromFile.credential == .accessToken("eyJfile"))
        #expect(fromFile.sessionID == "file-session")
    }

    @Test("the access token is preferred to the API key, and the base URL defaults to TMDB's")
    func defaults() throws {
        let settings = try TMDBSettings.load(
            environment: ["TMDB_ACCESS_TOKEN": "eyJtoken", "TMDB_API_KEY": "key"],
            configFile: folder.appendingPathComponent("absent.json")
        )

        #expect(settings.credential == .accessToken("eyJtoken"))
        #expect(settings.baseURL == TMDBSettings.defaultBaseURL)
        #expect(settings.sessionID == nil)
    }

    @Test("the config file is written whole with mode 0600, in a folder made 0700, and reads back")
    func fileMode() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = try TMDBSettings(credential: .accessToken("eyJsaved"), sessionID: "saved-session")

        try settings.configFile.save(to: file)
        try settings.with(sessionID: "newer-session").configFile.save(to: file)

        var info = stat()
        #expect(stat(file.path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(stat(file.deletingLastPathComponent().path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o700)
        #expect(try TMDBConfigFile.read(from: file) == TMDBConfigFile(accessToken: "eyJsaved", sessionID: "newer-session"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(leftovers == ["tmdb.json"])
    }

    @Test("the config file lives under XDG_CONFIG_HOME, else ~/.config")
    func location() {
        #expect(TMDBConfigFile.defaultLocation(environment: ["XDG_CONFIG_HOME": "/x/conf", "HOME": "/home/p"]).path == "/x/conf/filmswipe/tmdb.json")
        #expect(TMDBConfigFile.defaultLocation(environment: ["HOME": "/home/p"]).path == "/home/p/.config/filmswipe/tmdb.json")
        #expect(TMDBConfigFile.defaultLocation(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/p"]).path == "/home/p/.config/filmswipe/tmdb.json")
    }

    @Test("plain http is refused except on the loopback; other schemes are invalid")
    func insecureBaseURL() throws {
        func load(_ base: String) throws -> TMDBSettings {
            try TMDBSettings.load(environment: ["TMDB_ACCESS_TOKEN": "eyJt", "TMDB_BASE_URL": base], configFile: folder.appendingPathComponent("absent.json"))
        }

        #expect(throws: TMDBSettingsError.insecureBaseURL("http://api.themoviedb.org/3")) { try load("http://api.themoviedb.org/3") }
        #expect(throws: TMDBSettingsError.invalidBaseURL("ftp://127.0.0.1/3")) { try load("ftp://127.0.0.1/3") }
        #expect(throws: TMDBSettingsError.invalidBaseURL("https://x.example/3?api_key=k")) { try load("https://x.example/3?api_key=k") }
        #expect(try load("http://127.0.0.1:8080/3/").baseURL.absoluteString == "http://127.0.0.1:8080/3")
        #expect(try load("http://localhost:9/3").baseURL.host == "localhost")
        #expect(try load("http://[::1]:9/3").baseURL.port == 9)
        #expect(try load("https://api.themoviedb.org/3").baseURL == TMDBSettings.defaultBaseURL)
        let message = TMDBSettingsError.invalidBaseURL("https://x.example/3?api_key=secret-k").localizedDescription
        #expect(!message.contains("secret-k"))
    }

    @Test("no credential at all names both variables, the config file and filmswipe tmdb login")
    func missingCredential() {
        let absent = folder.appendingPathComponent("absent.json")

        #expect(throws: TMDBSettingsError.missingCredential(configPath: absent.path)) {
            try TMDBSettings.load(environment: ["TMDB_SESSION_ID": "s"], configFile: absent)
        }
        let message = TMDBSettingsError.missingCredential(configPath: absent.path).localizedDescription
        for part in ["TMDB_ACCESS_TOKEN", "TMDB_API_KEY", "filmswipe tmdb login", absent.path] {
            #expect(message.contains(part))
        }
    }

    @Test("a config file that is not JSON is a clear error that does not quote it")
    func badConfigFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"access_token": eyJsecret-unquoted}"#.utf8).write(to: file)

        let error = #expect(throws: TMDBSettingsError.self) { try TMDBSettings.load(environment: ["XDG_CONFIG_HOME": folder.path]) }

        #expect(error?.localizedDescription.contains(file.path) == true)
        #expect(error?.localizedDescription.contains("eyJsecret") == false)
    }

    @Test("descriptions of settings, credentials and config files never show a secret")
    func redaction() throws {
        let settings = try TMDBSettings(credential: .apiKey("key-123-secret"), sessionID: "session-456-secret")
        let file = TMDBConfigFile(accessToken: "eyJ-789-secret", apiKey: "key-123-secret", sessionID: "session-456-secret")
        var dumped = ""
        dump(settings, to: &dumped)
        dump(file, to: &dumped)

        let texts = [
            String(describing: settings), String(reflecting: settings), "\(settings.credential)", String(reflecting: settings.credential),
            String(describing: file), String(reflecting: file), dumped,
        ]
        for text in texts {
            #expect(!text.contains("secret"), "\(text)")
        }
        #expect(texts[0].contains("(redacted)"))
    }

    @Test("saving closes a config folder others could open, and a file others can read is not private")
    func privacy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tmdb-privacy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configFolder = folder.appendingPathComponent("filmswipe")
        try FileManager.default.createDirectory(at: configFolder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let file = configFolder.appendingPathComponent("tmdb.json")

        try TMDBConfigFile(accessToken: "token").save(to: file)
        let folderMode = try FileManager.default.attributesOfItem(atPath: configFolder.path)[.posixPermissions] as? Int
        let privateAfterSave = TMDBConfigFile.isPrivate(at: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)

        #expect(folderMode == 0o700)
        #expect(privateAfterSave)
        #expect(!TMDBConfigFile.isPrivate(at: file))
        #expect(TMDBConfigFile.isPrivate(at: folder.appendingPathComponent("missing.json")))
    }
}

