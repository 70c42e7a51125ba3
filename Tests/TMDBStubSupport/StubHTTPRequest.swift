import Foundation

/// A request the stub received, as logged for the tests' assertions.
public struct StubHTTPRequest: Sendable {
    /// GET, POST or DELETE.
    public let method: String
    /// The path, including the `/3` prefix.
    public let path: String
    /// The percent-decoded query parameters.
    public let query: [String: String]
    /// Header values by lower-cased name.
    public let headers: [String: String]
    /// The request body, empty for a GET.
    public let body: Data
    /// The raw request line and headers, to check no secret travels where it should not.
    public let head: String

    /// The body as a JSON object, when it is one.
    public var json: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }

    /// Parses a request head ("GET /3/x?a=b HTTP/1.1" and headers) and its body.
    public static func parse(head: String, body: Data) -> StubHTTPRequest? {
        let lines = head.components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count == 3 else { return nil }
        let target = String(parts[1])
        let pathPart = target.prefix { $0 != "?" }
        var query: [String: String] = [:]
        if let mark = target.firstIndex(of: "?") {
            for pair in target[target.index(after: mark)...].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
                query[kv[0]] = kv.count > 1 ? kv[1] : ""
            }
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return StubHTTPRequest(method: String(parts[0]), path: String(pathPart), query: query, headers: headers, body: body, head: head)
    }
}
