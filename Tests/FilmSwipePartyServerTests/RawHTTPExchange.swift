import Foundation
import NIOCore
import NIOPosix
import NIOSSL

/// One HTTP/1.1 request written as bytes to a loopback server, and its answer read as text: what a browser sends,
/// headers and all, without a client library choosing any of them.
enum RawHTTPExchange {
    /// The answer's status code, headers (names lowercased) and body.
    struct Answer: Equatable {
        let status: Int
        let headers: [String: String]
        let body: String
    }

    /// Sends `request` (lines joined with CRLF, ending in a blank line) to 127.0.0.1:`port`, over TLS to "localhost" with
    /// `tls`, and reads the answer: to the end of its body by Content-Length, or its head alone for a switch of protocols.
    static func send(_ lines: [String], port: Int, tls: TLSConfiguration? = nil, from source: String? = nil) async throws -> Answer {
        try await exchange(lines.joined(separator: "\r\n") + "\r\n\r\n", port: port, tls: tls, from: source, headOnly: lines.first?.hasPrefix("HEAD ") == true)
    }

    /// A POST of `body` to `path` as a page's `fetch` sends one, with `Content-Length` unless `extra` says otherwise
    /// (`Transfer-Encoding: chunked`, whose chunks `body` then holds).
    static func post(
        _ path: String, body: String, port: Int, extra: [String] = [], length: Bool = true, from source: String? = nil
    ) async throws -> Answer {
        let head = ["POST \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Connection: close"] + (length ? ["Content-Length: \(body.utf8.count)"] : []) + extra
        return try await exchange(head.joined(separator: "\r\n") + "\r\n\r\n" + body, port: port, from: source)
    }

    /// A client bootstrap whose connections come from loopback address `source` (127.0.0.2, say) when given: the server
    /// counts its limits by the address a connection comes from.
    static func bootstrap(from source: String?) throws -> ClientBootstrap {
        let bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        guard let source else { return bootstrap }
        return bootstrap.bind(to: try SocketAddress(ipAddress: source, port: 0))
    }

    private static func exchange(
        _ request: String, port: Int, tls: TLSConfiguration? = nil, from source: String? = nil, headOnly: Bool = false
    ) async throws -> Answer {
        let context = try tls.map { try NIOSSLContext(configuration: $0) }
        let channel = try await bootstrap(from: source).connect(host: "127.0.0.1", port: port) { channel in
            channel.eventLoop.makeCompletedFuture {
                if let context { try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: context, serverHostname: "localhost")) }
                return try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
            }
        }
        return try await channel.executeThenClose { inbound, outbound in
            try await outbound.write(ByteBuffer(string: request))
            var received: [UInt8] = []
            for try await chunk in inbound {
                received += chunk.readableBytesView
                if let answer = parse(received, headOnly: headOnly) { return answer }
            }
            return parse(received, ended: true) ?? Answer(status: 0, headers: [:], body: "")
        }
    }

    /// A GET of `path` as Chromium sends one, with `Host` and, when given, `Origin`.
    static func get(
        _ path: String, port: Int, host: String? = nil, extra: [String] = [], tls: TLSConfiguration? = nil, from source: String? = nil, method: String = "GET"
    ) async throws -> Answer {
        try await send(["\(method) \(path) HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")", "Connection: close"] + extra, port: port, tls: tls, from: source)
    }

    // A HEAD's answer has a Content-Length and no body: its head is the whole of it.
    fileprivate static func parse(_ bytes: [UInt8], ended: Bool = false, headOnly: Bool = false) -> Answer? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { return nil }
        let headLines = text[..<split.lowerBound].split(separator: "\r\n")
        let status = headLines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        var headers: [String: String] = [:]
        for line in headLines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let body = String(text[split.upperBound...])
        if status == 101 || headOnly { return Answer(status: status, headers: headers, body: String(text[split.upperBound...])) }
        if let length = headers["content-length"].flatMap(Int.init), body.utf8.count >= length || ended {
            return Answer(status: status, headers: headers, body: body)
        }
        return ended ? Answer(status: status, headers: headers, body: body) : nil
    }
}

/// An HTTP connection written to a piece at a time, for a request whose body comes slowly: a phone's upload on a
/// poor network.
struct RawHTTPStream {
    private let channel: NIOAsyncChannel<ByteBuffer, ByteBuffer>
    private var inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator

    /// A connection to 127.0.0.1:`port`, from loopback address `source` when given.
    static func open(port: Int, from source: String? = nil) async throws -> RawHTTPStream {
        let channel = try await RawHTTPExchange.bootstrap(from: source).connect(host: "127.0.0.1", port: port) { channel in
            channel.eventLoop.makeCompletedFuture { try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel) }
        }
        return RawHTTPStream(channel: channel, inbound: channel.inbound.makeAsyncIterator())
    }

    /// Writes `text` as it is.
    func write(_ text: String) async throws {
        try await channel.outbound.write(ByteBuffer(string: text))
    }

    /// The answer, read to the end of its body by Content-Length; nil if the server closed the connection first.
    mutating func answer() async throws -> RawHTTPExchange.Answer? {
        var received: [UInt8] = []
        while let chunk = try await inbound.next() {
            received += chunk.readableBytesView
            if let answer = RawHTTPExchange.parseAnswer(received) { return answer }
        }
        return received.isEmpty ? nil : RawHTTPExchange.parseAnswer(received, ended: true)
    }

    /// Closes it from this side.
    func close() async {
        try? await channel.channel.close()
    }
}

extension RawHTTPExchange {
    /// The answer in `bytes`, once they hold all of it.
    static func parseAnswer(_ bytes: [UInt8], ended: Bool = false) -> Answer? {
        parse(bytes, ended: ended)
    }
}
