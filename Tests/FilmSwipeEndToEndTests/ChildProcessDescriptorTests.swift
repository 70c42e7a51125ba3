import ChildProcessSupport
import Glibc
import Testing

/// The programs the tests start keep none of the test process's descriptors: a party server's listening socket
/// inherited by a tmux server would keep its port taken after the server stopped.
struct ChildProcessDescriptorTests {
    @Test func aChildHasOnlyTheDescriptorsItsStreamsWire() async throws {
        // Opened without close-on-exec, as NIO opens its sockets.
        let inherited = open("/dev/null", O_RDONLY)
        try #require(inherited > 2)
        defer { close(inherited) }
        let pid = try ChildProcess.spawn("/bin/sh", ["-c", "test ! -e /proc/self/fd/\(inherited) && test -e /proc/self/fd/1"],
                                         environment: [], streams: [.open(1, path: "/dev/null", flags: O_WRONLY)])
        #expect(await ChildProcess.exit(of: pid) == 0)
    }
}
