import Foundation
import NIOCore

/// Why a server could not listen, in words: NIO's errors name the system call, not the problem.
enum ListenFailure {
    /// The reason for `error`, such as "address already in use".
    static func describe(_ error: any Error) -> String {
        if let error = error as? IOError {
            return String(cString: strerror(error.errnoCode)).lowercased()
        }
        if error is SocketAddressError.UnknownHost {
            return "the host name does not resolve to an address"
        }
        if let error = error as? SocketAddressError {
            switch error {
            case .unknown: return "the host name does not resolve to an address"
            default: return "the address is not one this machine can listen on"
            }
        }
        return "\(error)"
    }
}
