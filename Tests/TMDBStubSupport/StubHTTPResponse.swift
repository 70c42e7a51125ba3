import Foundation

/// An answer the stub sends.
public struct StubHTTPResponse: Sendable {
    /// The HTTP status.
    public var status: Int
    /// Extra headers, such as Retry-After.
    public var headers: [String: String] = [:]
    /// The body bytes.
    public var body: Data
    /// Whether `Content-Length` is sent; without it the closed connection ends the body.
    public var declaresLength = true
    /// The `Content-Type` header.
    public var contentType = "application/json;charset=utf-8"

    /// An answer with `status`, `headers` and `body`.
    public init(status: Int, headers: [String: String] = [:], body: Data, declaresLength: Bool = true) {
        self.status = status
        self.headers = headers
        self.body = body
        self.declaresLength = declaresLength
    }

    /// A JSON answer.
    public static func json(_ status: Int, _ text: String, headers: [String: String] = [:]) -> StubHTTPResponse {
        StubHTTPResponse(status: status, headers: headers, body: Data(text.utf8))
    }

    /// A JSON answer from an object.
    public static func json(_ status: Int, object: Any) -> StubHTTPResponse {
        StubHTTPResponse(status: status, body: (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data())
    }

    /// The bytes on the wire; every answer closes the connection.
    public var wire: Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        head += "Content-Type: \(contentType)\r\n"
        if declaresLength { head += "Content-Length: \(body.count)\r\n" }
        head += "Connection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        return Data(head.utf8) + body
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 422: "Unprocessable Entity"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        default: "Status"
        }
    }
}
