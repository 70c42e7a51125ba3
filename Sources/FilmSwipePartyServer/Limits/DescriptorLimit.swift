import Foundation

/// The process's limit on open descriptors, which bounds the connections a server can hold: raised to its hard
/// limit, since the soft one (often 1,024) is a default no server needs, and each connection takes one.
enum DescriptorLimit {
    /// Raises the soft limit to the hard one and returns it.
    static func raised() -> Int {
        var limit = rlimit()
        guard getrlimit(RLIMIT_NOFILE_VALUE, &limit) == 0 else { return 1_024 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(RLIMIT_NOFILE_VALUE, &raised) == 0 { limit = raised }
        }
        // RLIM_INFINITY is far more than any table holds.
        return Int(min(limit.rlim_cur, 1 << 20))
    }

    // Glibc imports RLIMIT_NOFILE as an enum case on Linux.
    private static var RLIMIT_NOFILE_VALUE: __rlimit_resource_t { __rlimit_resource_t(RLIMIT_NOFILE.rawValue) }
}
