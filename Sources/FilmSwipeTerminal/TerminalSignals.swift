import Glibc

// Signal handlers cannot capture context, so what they read lives in process-wide storage. It is all
// plain memory (no references, nothing to retain), written on the main thread before a handler can
// see it, which keeps the handlers async-signal-safe.
nonisolated(unsafe) private var wakeWriteFD: Int32 = -1
nonisolated(unsafe) private var restoreFD: Int32 = -1
nonisolated(unsafe) private var restoreBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var restoreByteCount = 0
nonisolated(unsafe) private var savedMode: UnsafeMutablePointer<termios>?
nonisolated(unsafe) private var previousActions: UnsafeMutablePointer<sigaction>?
nonisolated(unsafe) private var quitSignalsSeen: Int32 = 0

// Writes the restore bytes and the saved terminal mode; only write(2) and tcsetattr, both signal-safe.
private func restoreTerminalFromHandler() {
    let fd = restoreFD
    guard fd >= 0 else { return }
    if let bytes = restoreBytes, restoreByteCount > 0 { _ = write(fd, bytes, restoreByteCount) }
    if let mode = savedMode { _ = tcsetattr(fd, TCSANOW, mode) }
}

private func relaySignal(_ signo: Int32) {
    let savedErrno = errno
    if signo == SIGINT || signo == SIGTERM || signo == SIGHUP {
        quitSignalsSeen += 1
        // The run loop has not acted on two earlier requests: the main thread is stuck, so leave now.
        if quitSignalsSeen >= 3 {
            restoreTerminalFromHandler()
            _exit(128 + signo)
        }
    }
    var byte = UInt8(truncatingIfNeeded: signo)
    _ = write(wakeWriteFD, &byte, 1)
    errno = savedErrno
}

private func restoreAndCrash(_ signo: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    restoreTerminalFromHandler()
    if let previous = previousActions?.advanced(by: Int(signo)) {
        // An ignored fault would fault again forever; the default action ends the process instead.
        if previous.pointee.sa_flags & SA_SIGINFO == 0,
           unsafeBitCast(previous.pointee.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
            previous.pointee.__sigaction_handler.sa_handler = SIG_DFL
        }
        _ = sigaction(signo, previous, nil)
    }
    let code = info?.pointee.si_code ?? 0
    if code > 0, signo == SIGSEGV || signo == SIGILL || signo == SIGBUS || signo == SIGFPE {
        // A fault: returning re-runs the faulting instruction, which now reaches the previous action
        // (Swift's backtracer or the default) with the real crash context.
        return
    }
    // Sent by kill, raise or abort: run the previous action now. A backtracer returns when done, and
    // a returned handler would leave the process running on a terminal it no longer owns, so the
    // default action finishes the job.
    var pending = sigset_t()
    sigemptyset(&pending)
    sigaddset(&pending, signo)
    _ = pthread_sigmask(SIG_UNBLOCK, &pending, nil)
    _ = raise(signo)
    _ = signal(signo, SIG_DFL)
    _ = raise(signo)
    _exit(128 + signo)
}

/// The process's signal handling while the terminal is ours: relays quit, resize and suspend signals
/// to the run loop through a pipe, and restores the terminal before a crash takes the process down.
final class TerminalSignals {
    /// Signals that become bytes on `readFD` for the run loop.
    static let relayed: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP]
    /// Signals after which the process cannot continue; the terminal is restored, then the previous action runs.
    static let fatal: [Int32] = [SIGSEGV, SIGILL, SIGABRT, SIGBUS, SIGFPE, SIGTRAP, SIGQUIT]

    /// The pipe end the run loop reads signal numbers from, one byte each.
    let readFD: Int32
    private let writeFD: Int32
    private var installed = true

    /// Installs the handlers; call before `newterm` so ncurses keeps its own (which `_exit`) out.
    init(terminalFD: Int32, savedMode mode: termios?) throws(TerminalSessionError) {
        // The handlers' storage is process-wide; a second set would lose the first one's previous actions.
        precondition(wakeWriteFD == -1, "only one TerminalSession can be open at a time")
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            throw .setupFailed("cannot create a pipe for signals: \(String(cString: strerror(errno)))")
        }
        readFD = fds[0]
        writeFD = fds[1]
        // Non-blocking so a handler never waits on a full pipe; close-on-exec so children don't inherit it.
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        if previousActions == nil {
            previousActions = .allocate(capacity: Int(NSIG))
            previousActions?.initialize(repeating: sigaction(), count: Int(NSIG))
        }
        if let mode {
            if savedMode == nil { savedMode = .allocate(capacity: 1) }
            savedMode?.pointee = mode
        } else {
            savedMode = nil
        }
        // Globals are initialised lazily on first use, which must not happen inside a handler.
        _ = (restoreBytes, restoreByteCount)
        wakeWriteFD = writeFD
        quitSignalsSeen = 0
        restoreFD = terminalFD
        for signo in Self.relayed {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = relaySignal
            Self.install(signo, action, flags: SA_RESTART)
        }
        for signo in Self.fatal {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = restoreAndCrash
            Self.install(signo, action, flags: SA_SIGINFO | SA_ONSTACK)
        }
    }

    /// Sets the bytes a crash writes to the terminal (mouse off, leave the alternate screen, cursor on, ...).
    func setRestoreBytes(_ bytes: [UInt8]) {
        let fresh = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        fresh.initialize(from: bytes, count: bytes.count)
        // The old buffer is leaked on purpose: a handler on another thread may be reading it.
        restoreByteCount = 0
        restoreBytes = fresh
        restoreByteCount = bytes.count
    }

    /// Runs the default action of SIGTSTP (stop the process) and returns once the process is continued.
    func stopProcess() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        var ours = sigaction()
        _ = sigaction(SIGTSTP, &action, &ours)
        _ = kill(getpid(), SIGTSTP)
        _ = sigaction(SIGTSTP, &ours, nil)
    }

    /// Puts back the actions that were in place before `init` and closes the pipe.
    func uninstall() {
        guard installed else { return }
        installed = false
        restoreFD = -1
        for signo in Self.relayed + Self.fatal {
            if let previous = previousActions?.advanced(by: Int(signo)) { _ = sigaction(signo, previous, nil) }
        }
        wakeWriteFD = -1
        close(readFD)
        close(writeFD)
    }

    private static func install(_ signo: Int32, _ action: sigaction, flags: Int32) {
        var action = action
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        _ = sigaction(signo, &action, previousActions?.advanced(by: Int(signo)))
    }
}
