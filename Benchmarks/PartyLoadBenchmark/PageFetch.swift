import Foundation
import NIOCore
import NIOPosix

/// What a phone's browser fetches before its socket opens: the room's page and its two files, each a GET on a
/// connection of its own, read to the end of its body.
enum PageFetch {
    /// The paths a browser asks for on opening a room's link.
    static func paths(code: String) -> [String] {
        ["/join/\(code)", "/page/room.css", "/page/room.js"]
    }

    /// GETs each of `paths` from 127.0.0.1:`port` in turn; returns the bytes received in all, and throws when an answer
    /// is not 200.
    static func fetch(_ paths: [String], port: Int) async throws -> Int {
        var bytes = 0
        for path in paths { bytes += try await get(path, port: port) }
        return bytes
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static func get(_ path: String, port: Int) async throws -> Int {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton).connect(host: "127.0.0.1", port: port) { channel in
            channel.eventLoop.makeCompletedFuture { try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel) }
        }
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUser-Agent: Mozilla/5.0 (phone; benchmark)\r\nAccept: */*\r\nConnection: close\r\n\r\n"
        let received = try await channel.executeThenClose { inbound, outbound in
            try await outbound.write(ByteBuffer(string: request))
            var received: [UInt8] = []
            // Read to the end of the body by its Content-Length, as a browser does, not waiting for the close.
            for try await chunk in inbound {
                received += chunk.readableBytesView
                if isComplete(received) { break }
            }
            return received
        }
        guard received.starts(with: Array("HTTP/1.1 200".utf8)) else {
            throw Failure(description: "GET \(path): \(String(decoding: received.prefix(40), as: UTF8.self))")
        }
        return received.count
    }

    // Whether `bytes` hold a whole answer: its head, and as many body bytes as its Content-Length says.
    private static func isComplete(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { return false }
        let head = text[..<split.lowerBound].lowercased()
        guard let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
              let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) else { return false }
        return text[split.upperBound...].utf8.count >= length
    }
}
