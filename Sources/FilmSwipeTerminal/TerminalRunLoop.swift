import Dispatch
import FilmSwipeUIKit
import Foundation

/// Drives a `TerminalApp` on the main queue until it wants to quit or a quit signal arrives.
///
/// Input and signals wake the main thread through dispatch sources; a timer runs only while the app
/// animates, so an idle game uses no CPU. After every batch of events, every tick and every other
/// piece of main-queue work (such as an async load finishing) a frame is rendered; an unchanged
/// frame costs nothing.
@MainActor
public final class TerminalRunLoop {
    private let session: TerminalSession
    private let tickInterval: DispatchTimeInterval
    private var app: (any TerminalApp)?
    private var outcome: TerminalExit?
    private var inputSource: DispatchSourceRead?
    private var signalSource: DispatchSourceRead?
    private var timer: DispatchSourceTimer?
    private var activeSources = 0
    private var reportedSize: (width: Int, height: Int) = (0, 0)
    private var emptyReads = 0

    /// Creates a run loop for `session`; while animating, the app is ticked `framesPerSecond` times a second.
    public init(session: TerminalSession, framesPerSecond: Int = 60) {
        self.session = session
        tickInterval = .nanoseconds(1_000_000_000 / max(1, framesPerSecond))
    }

    /// Runs `app` until it wants to quit, a quit signal arrives or the terminal goes away.
    ///
    /// The terminal stays open: call `TerminalSession.close()` afterwards, then exit with `status`.
    public func run(_ app: any TerminalApp) -> TerminalExit {
        self.app = app
        outcome = nil
        emptyReads = 0
        let size = session.bounds
        reportedSize = (size.width, size.height)

        inputSource = makeReadSource(session.inputFD) { $0.inputReady() }
        signalSource = makeReadSource(session.signals.readFD) { $0.signalsReady() }
        frame()
        while outcome == nil {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
            frame()
        }

        stopTimer()
        inputSource?.cancel()
        signalSource?.cancel()
        inputSource = nil
        signalSource = nil
        // The descriptors may be closed only after dispatch has let go of them.
        while activeSources > 0 { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
        self.app = nil
        return outcome ?? .quit
    }

    /// Monotonic seconds, the clock `TerminalApp.tick(now:)` is given.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }

    private func makeReadSource(_ fd: Int32, handler: @escaping @MainActor (TerminalRunLoop) -> Void) -> DispatchSourceRead {
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                handler(self)
            }
        }
        source.setCancelHandler { [weak self] in
            MainActor.assumeIsolated { self?.activeSources -= 1 }
        }
        activeSources += 1
        source.resume()
        return source
    }

    private func inputReady() {
        let inputs = session.readInput()
        if inputs.isEmpty, inputSource?.data ?? 0 == 0 {
            // Readable with nothing to read is end of file: the terminal has gone away.
            emptyReads += 1
            if emptyReads >= 3 { outcome = .inputClosed }
            return
        }
        emptyReads = 0
        deliver(session.decoder.decode(inputs))
        frame()
    }

    private func signalsReady() {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(session.signals.readFD, &bytes, bytes.count)
        guard count > 0 else { return }
        for signo in bytes[..<count].map(Int32.init) {
            switch signo {
            case SIGWINCH:
                // ncurses may also queue a KEY_RESIZE; reading now keeps it from waiting for the next key.
                let inputs = (session.applyResize().map { [$0] } ?? []) + session.readInput()
                deliver(session.decoder.decode(inputs))
            case SIGTSTP:
                session.suspend()
            default:
                if outcome == nil { outcome = .signal(signo) }
            }
        }
        frame()
    }

    private func deliver(_ events: [InputEvent]) {
        guard let app else { return }
        for event in events {
            guard outcome == nil, !app.wantsToQuit else { return }
            if case let .resize(width, height) = event {
                // Our SIGWINCH handling and ncurses' KEY_RESIZE can report the same resize twice.
                if (width, height) == reportedSize { continue }
                reportedSize = (width, height)
                session.renderer.invalidate()
            }
            app.handle(event)
        }
    }

    private func tick() {
        app?.tick(now: Self.now())
        frame()
    }

    private func frame() {
        guard outcome == nil, let app else { return }
        if app.wantsToQuit {
            outcome = .quit
            return
        }
        if app.isAnimating { startTimer() } else { stopTimer() }
        let area = session.bounds
        var buffer = Buffer(width: area.width, height: area.height)
        app.render(into: &buffer, area: area)
        session.renderer.draw(buffer)
    }

    private func startTimer() {
        guard timer == nil else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + tickInterval, repeating: tickInterval, leeway: .milliseconds(1))
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.tick() }
        }
        timer.resume()
        self.timer = timer
    }

    private func stopTimer() {
        timer?.cancel()
        timer = nil
    }
}
