import FilmSwipeData
import FilmSwipeDomain
import Foundation
import Testing

@Suite("The player's services file")
final class WatchServicesFileTests {
    let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-services-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    var file: WatchServicesFile { WatchServicesFile(folder: folder) }
    let netflix = WatchProvider(id: 8, name: "Netflix")
    let disney = WatchProvider(id: 337, name: "Disney Plus")
    let hulu = WatchProvider(id: 15, name: "Hulu")

    @Test("no file is no services; saved services read back per region, in the order added, with no file left over")
    func roundTrip() throws {
        #expect(try file.services(in: "GB") == WatchServices(region: "GB"))
        try file.save(WatchServices(region: "GB", providers: [disney, netflix]))
        try file.save(WatchServices(region: "US", providers: [hulu]))
        #expect(try file.services(in: "gb").providers == [disney, netflix])
        #expect(try file.services(in: "US").ids == [15])
        #expect(try file.read().map(\.region) == ["GB", "US"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [WatchServicesFile.fileName])
        #expect(try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int == 0o600)
        let text = try String(contentsOf: file.url, encoding: .utf8)
        #expect(text.contains(#""region" : "GB""#) && text.contains(#""id" : 337"#) && text.contains(#""name" : "Disney Plus""#))
    }

    @Test("clearing a region keeps the others; clearing the last removes the file")
    func clearing() throws {
        try file.save(WatchServices(region: "GB", providers: [netflix]))
        try file.save(WatchServices(region: "US", providers: [hulu]))
        try file.save(WatchServices(region: "GB"))
        #expect(try file.read() == [WatchServices(region: "US", providers: [hulu])])
        try file.save(WatchServices(region: "US"))
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
    }

    @Test("a file that does not read is reported with the way out, and a save leaves it as it was", arguments: [
        ("{not json", "not valid JSON"),
        (#"{"version":1,"services":[{"region":"Great Britain","id":8,"name":"Netflix"}]}"#, "is not a region"),
        (#"{"version":1,"services":[{"region":"GB","id":-3,"name":"Netflix"}]}"#, "a service needs a positive id and a name"),
        (#"{"version":9,"services":[]}"#, "written by a newer FilmSwipe"),
        (#"{"services":[]}"#, #""version" is missing"#),
    ])
    func broken(text: String, reason: String) throws {
        try Data(text.utf8).write(to: file.url)
        let error = try #require(throws: WatchServicesFileError.self) { try file.services(in: "GB") }
        #expect(error.reason.contains(reason))
        #expect(error.errorDescription?.hasPrefix("Your services file \(file.url.path) cannot be used: ") == true)
        #expect(error.errorDescription?.contains(error.canBeCleared ? "filmswipe services --clear" : "permissions") == true)
        #expect(throws: WatchServicesFileError.self) { try file.save(WatchServices(region: "GB", providers: [netflix])) }
        #expect(try String(contentsOf: file.url, encoding: .utf8) == text)
        try file.removeAll()
        #expect(try file.read().isEmpty)
    }

    @Test("names edited by hand are cleaned as TMDB's are; a service listed twice counts once")
    func cleaned() throws {
        let text = #"{"version":1,"services":[{"region":"gb","id":8,"name":"Net\u001b[31mflix"},{"region":"GB","id":8,"name":"Netflix"}]}"#
        try Data(text.utf8).write(to: file.url)
        #expect(try file.services(in: "GB") == WatchServices(region: "GB", providers: [netflix]))
    }
}
