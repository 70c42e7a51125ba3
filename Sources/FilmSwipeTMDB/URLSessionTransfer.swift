import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// The HTTP exchanges of one URLSession: bodies capped while they arrive, and cancellation without deadlocks.
///
/// FoundationNetworking's async `data(for:)` cancels its task synchronously from inside Swift's cancellation
/// handler; when the transfer completes at the same moment, the two wait for each other forever (seen on Linux with
/// Swift 6.3). Here tasks are cancelled from another queue instead, and a body over the limit stops the transfer
/// as soon as its `Content-Length`, or its bytes so far, exceed it.
final class URLSessionTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// Thrown when the body grows beyond the limit.
    struct TooLarge: Error {}

    private struct Exchange {
        var continuation: CheckedContinuation<(Data, URLResponse), Error>?
        var data = Data()
        var tooLarge = false
    }

    private let limit: Int
    private let exchanges = Mutex<[Int: Exchange]>([:])

    /// Transfers whose bodies may hold at most `limit` bytes.
    init(limit: Int) {
        self.limit = limit
    }

    /// The body and response to `request` on `session` (whose delegate this is), or the error that ended it.
    func data(for request: URLRequest, on session: URLSession) async throws -> (Data, URLResponse) {
        let cancellation = CancellationFlag()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request)
                exchanges.withLock { $0[task.taskIdentifier] = Exchange(continuation: continuation) }
                task.resume()
                if cancellation.attach(task) { Self.cancelLater(task) }
            }
        } onCancel: {
            if let task = cancellation.cancel() { Self.cancelLater(task) }
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        guard response.expectedContentLength <= Int64(limit) else {
            exchanges.withLock { $0[dataTask.taskIdentifier]?.tooLarge = true }
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    // TMDB's API does not redirect; following one would carry the credential (the Authorization header goes along)
    // to wherever it points, over plain http too. The 3xx itself is the answer.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overflow = exchanges.withLock { exchanges -> Bool in
            guard var exchange = exchanges[dataTask.taskIdentifier], !exchange.tooLarge else { return false }
            exchange.data.append(data)
            exchange.tooLarge = exchange.data.count > limit
            if exchange.tooLarge { exchange.data = Data() }
            exchanges[dataTask.taskIdentifier] = exchange
            return exchange.tooLarge
        }
        if overflow { Self.cancelLater(dataTask) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let exchange = exchanges.withLock({ $0.removeValue(forKey: task.taskIdentifier) }),
              let continuation = exchange.continuation
        else { return }
        if exchange.tooLarge {
            continuation.resume(throwing: TooLarge())
        } else if let error {
            continuation.resume(throwing: error)
        } else if let response = task.response {
            continuation.resume(returning: (exchange.data, response))
        } else {
            continuation.resume(throwing: URLError(.badServerResponse))
        }
    }

    private static func cancelLater(_ task: URLSessionTask) {
        DispatchQueue.global().async { task.cancel() }
    }
}
