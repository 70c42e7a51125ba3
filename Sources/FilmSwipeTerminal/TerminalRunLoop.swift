import Dispatch
import FilmSwipeCells
import Foundation

/// Drives a `TerminalApp` on the main queue until it wants to quit or a quit signal arrives.
///
/// Input and signals wake the main queue through dispatch sources; a timer runs only while the app
/// animates, so an idle game uses no CPU. A frame is rendered after every batch of events and every
/// tick; an unchanged frame costs nothing. ncurses is only ever called on the main thread.
@MainActor
public final class TerminalRunLoop {
    private let session: TerminalSession
    private let tickInterval: DispatchTimeInterval
    private var app: (any TerminalApp)?
    private var outcome: TerminalExit?
    private var finished: CheckedContinuation<Void, Never>?
    private var released: CheckedContinuation<Void, Never>?
    private var inputSource: DispatchSourceRead?
    private var signalSource: DispatchSourceRead?
    private var timer: DispatchSourceTimer?
    private var activeSources = 0
    private var framePending = false
    private var reportedSize: (width: Int, height: Int) = (0, 0)
    private var emptyReads = 0

    /// Creates a run loop for `session`; while animating, the app is ticked `framesPerSecond` times a second.
    public init(session: TerminalSession, framesPerSecond: Int = 60) {
        self.session = session
        tickInterval = .nanoseconds(1_000_000_000 / max(1, framesPerSecond))
    }

    /// Runs `app` until it wants to quit, a quit signal arrives or the terminal goes away.
    ///
    /// For synchronous callers that own the main thread (a synchronous `main`): it runs the main run
    /// loop, which also serves main-actor tasks, and renders a frame after every piece of main-queue
    /// work, so an async load that finishes is drawn at once. The terminal stays open: call
    /// `TerminalSession.close()` afterwards, then exit with `status`.
    public func run(_ app: any TerminalApp) -> TerminalExit {
        // Inside a task the main queue is busy running us: the loop below would never see input.
        precondition(
            withUnsafeCurrentTask { $0 == nil },
            "TerminalRunLoop.run(_:) was called from async code; use `await runAsync(_:)`"
        )
        start(app)
        while outcome == nil {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
            frame()
        }
        stopSources()
        // The descriptors may be closed only after dispatch has let go of them.
        while activeSources > 0 { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
        return end()
    }

    /// Runs `app` like `run(_:)`, for async callers (it awaits instead of blocking the main queue);
    /// state changed by other main-actor work is drawn at the next event or tick, or in the frame
    /// `setNeedsFrame()` asks for. A separate name, because Swift picks the blocking overload from top-level code.
    public func runAsync(_ app: any TerminalApp) async -> TerminalExit {
        start(app)
        if outcome == nil {
            await withCheckedContinuation { finished = $0 }
        }
        stopSources()
        if activeSources > 0 {
            await withCheckedContinuation { released = $0 }
        }
        return end()
    }

    /// Renders one frame once the main-actor work under way is done, for state that changed outside `handle` and
    /// `tick` (an answer arrived and a screen said so); however many ask meanwhile, one frame is drawn.
    public func setNeedsFrame() {
        guard !framePending else { return }
        framePending = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.framePending = false
                self?.frame()
            }
        }
    }

    private func start(_ app: any TerminalApp) {
        precondition(self.app == nil, "TerminalRunLoop is already running an app")
        self.app = app
        outcome = nil
        emptyReads = 0
        let size = session.bounds
        reportedSize = (size.width, size.height)
        inputSource = makeReadSource(session.inputFD) { $0.inputReady() }
        signalSource = makeReadSource(session.signals.readFD) { $0.signalsReady() }
        frame()
    }

    private func stopSources() {
        stopTimer()
        inputSource?.cancel()
        signalSource?.cancel()
        inputSource = nil
        signalSource = nil
    }

    private func end() -> TerminalExit {
        app = nil
        return outcome ?? .quit
    }

    /// Monotonic seconds, the clock `TerminalApp.tick(now:)` is given.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }

    private func makeReadSource(
        _ fd: Int32, handler: @escaping @MainActor (TerminalRunLoop) -> Void
    ) -> DispatchSourceRead {
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                handler(self)
            }
        }
        source.setCancelHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.activeSources -= 1
                if self.activeSources == 0, let released = self.released {
                    self.released = nil
                    released.resume()
                }
            }
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
            if emptyReads >= 3 { finish(.inputClosed) }
            return
        }
        emptyReads = 0
        let decoded = session.decoder.decodeInput(inputs)
        session.take(decoded.replies)
        deliver(decoded.events)
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
                finish(.signal(signo))
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
            finish(.quit)
            return
        }
        if app.isAnimating { startTimer() } else { stopTimer() }
        let area = session.bounds
        var buffer = Buffer(width: area.width, height: area.height)
        app.render(into: &buffer, area: area)
        session.renderer.draw(buffer)
    }

    private func finish(_ exit: TerminalExit) {
        guard outcome == nil else { return }
        outcome = exit
        stopTimer()
        finished?.resume()
        finished = nil
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
