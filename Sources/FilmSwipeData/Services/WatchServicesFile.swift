import FilmSwipeDomain
import Foundation

/// The player's streaming services, kept in the data folder as `services.json`: each service with its TMDB provider
/// id, its name and the region it was added in. Written whole or not at all, so a failed or refused change leaves
/// what was saved as it was.
public struct WatchServicesFile: Sendable {
    /// The file's name in the data folder.
    public static let fileName = "services.json"
    /// The format written; a newer one is refused rather than misread and overwritten.
    static let version = 1

    /// Where the file is, or would be.
    public let url: URL

    /// The file in the data folder `folder`.
    public init(folder: URL) {
        url = folder.appendingPathComponent(Self.fileName)
    }

    /// Every region's services; none when there is no file.
    public func read() throws(WatchServicesFileError) -> [WatchServices] {
        guard let data = try contents() else { return [] }
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw failure("it is not the JSON FilmSwipe writes (\(Self.reason(error)))")
        }
        guard document.version <= Self.version else {
            throw failure("it was written by a newer FilmSwipe (format \(document.version)); update FilmSwipe to change your services")
        }
        var regions: [String: WatchServices] = [:]
        var order: [String] = []
        for entry in document.services {
            let region = entry.region.uppercased()
            guard region.count == 2, region.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw failure("\"\(SafeText.clean(entry.region, limit: 10))\" is not a region (two letters, such as GB)")
            }
            let name = SafeText.clean(entry.name, limit: 80)
            guard entry.id > 0, !name.isEmpty else { throw failure("a service needs a positive id and a name") }
            if regions[region] == nil { order.append(region) }
            regions[region, default: WatchServices(region: region)].add(WatchProvider(id: entry.id, name: name))
        }
        return order.compactMap { regions[$0] }
    }

    /// The services saved for `region`; none when there are none.
    public func services(in region: String) throws(WatchServicesFileError) -> WatchServices {
        try read().first { $0.region == region.uppercased() } ?? WatchServices(region: region.uppercased())
    }

    /// Saves `services` as the region's, keeping every other region's as it was; with none left, the file goes once
    /// no region has any.
    public func save(_ services: WatchServices) throws(WatchServicesFileError) {
        var all = try read()
        if let index = all.firstIndex(where: { $0.region == services.region }) {
            all[index] = services
        } else {
            all.append(services)
        }
        try write(all.filter { !$0.isEmpty })
    }

    /// Removes the file whatever it holds: the way out of one that cannot be read.
    public func removeAll() throws(WatchServicesFileError) {
        guard unlink(url.path) == 0 || errno == ENOENT else { throw failure("it cannot be removed (\(String(cString: strerror(errno))))") }
    }

    private func write(_ all: [WatchServices]) throws(WatchServicesFileError) {
        if all.isEmpty { return try removeAll() }
        let entries = all.flatMap { services in services.providers.map { Entry(region: services.region, id: $0.id, name: $0.name) } }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(Document(version: Self.version, services: entries))
            try AtomicFile.write(data + Data("\n".utf8), to: url, permissions: 0o600)
        } catch let error as AtomicFile.WriteError {
            throw WatchServicesFileError(path: url.path, reason: "it cannot be written (\(error.reason))", canBeCleared: false)
        } catch {
            throw WatchServicesFileError(path: url.path, reason: "it cannot be written", canBeCleared: false)
        }
    }

    // The bytes, nil when there is no file.
    private func contents() throws(WatchServicesFileError) -> Data? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
        guard !isFolder.boolValue else { throw WatchServicesFileError(path: url.path, reason: "it is a folder, not a file", canBeCleared: false) }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw WatchServicesFileError(path: url.path, reason: "it cannot be read (\(String(cString: strerror(errno))))", canBeCleared: false)
        }
        return data
    }

    private func failure(_ reason: String) -> WatchServicesFileError {
        WatchServicesFileError(path: url.path, reason: reason, canBeCleared: true)
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted: "not valid JSON"
        case let DecodingError.keyNotFound(key, _): "\"\(key.stringValue)\" is missing"
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
            "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        default: "it cannot be decoded"
        }
    }

    private struct Document: Codable {
        let version: Int
        let services: [Entry]
    }

    private struct Entry: Codable {
        let region: String
        let id: Int
        let name: String
    }
}
