import FilmSwipeDomain
import Foundation

/// The account writes still to send. The pending changes are not kept here but derived from the store: the films
/// whose local reaction differs from what the account last confirmed. So a reaction is never lost to a bad network,
/// a crash or a restart; it waits in the store until a pass of the outbox gets the account's confirmation.
public actor TMDBOutbox {
    private let writer: TMDBAccountWriter
    private let store: AccountSyncStore
    private let retry: TMDBOutboxRetry
    private var loop: Task<Void, Never>?
    private var waiter: CheckedContinuation<Void, Never>?
    private var timer: Task<Void, Never>?
    private var wokenEarly = false
    /// Whether the last pause was cut short by `wake()` rather than ended by its timer.
    private var pauseEndedByWake = false
    /// Which pause is under way, so a timer that fires late cannot end a later pause.
    private var pauseNumber = 0
    /// Told once when the background passes stop on something only the player can fix.
    private var problemHandler: (@Sendable (TMDBOutboxStop) -> Void)?
    // A rejection found before `onProblem` was called, told to the handler once it is.
    private var untoldProblem: TMDBOutboxStop?
    /// Films TMDB refused for good in this run: not sent again until the next run, so they cannot hold up the rest.
    private var refusedFilms: Set<FilmID> = []
    /// The report of the last pass.
    public private(set) var lastReport: TMDBOutboxReport?

    /// An outbox sending `store`'s pending TMDB changes through `writer`.
    public init(writer: TMDBAccountWriter, store: AccountSyncStore, retry: TMDBOutboxRetry = TMDBOutboxRetry()) {
        self.writer = writer
        self.store = store
        self.retry = retry
    }

    /// Sends every pending change once, oldest first; stops at the first failure that more waiting may cure.
    @discardableResult
    public func drain() async -> TMDBOutboxReport {
        var report = TMDBOutboxReport()
        defer { lastReport = report }
        let account: String
        let changes: [AccountChange]
        do {
            account = try await writer.accountKey()
        } catch {
            report.stoppedBy = Self.stop(error)
            report.accountUnknown = true
            return report
        }
        do {
            changes = try await store.pendingChanges(account: account, source: .tmdb)
        } catch {
            report.stoppedBy = Self.stop(error)
            return report
        }
        for (index, change) in changes.enumerated() {
            if Task.isCancelled || refusedFilms.contains(change.film) {
                report.waiting += 1
                continue
            }
            do {
                try await writer.apply(movieID: change.film.value, from: change.confirmed, to: change.local)
                try await store.confirm(change.local, for: change.film, account: account)
                report.sent += 1
            } catch {
                let failure = Self.stop(error)
                switch failure {
                case .tmdb(.notFound), .tmdb(.refused), .tmdb(.writeNotConfirmed), .tmdb(.malformedResponse),
                     .tmdb(.unprocessable), .tmdb(.responseTooLarge):
                    refusedFilms.insert(change.film)
                    report.refused += 1
                    report.waiting += 1
                default:
                    report.stoppedBy = failure
                    report.waiting += changes.count - index
                    return report
                }
            }
        }
        return report
    }

    /// The number of changes waiting to be sent, for the account of this outbox's session.
    public func pendingCount() async throws -> Int {
        let account = try await writer.accountKey()
        return try await store.pendingChanges(account: account, source: .tmdb).count
    }

    /// Sends in the background: at once, after every `wake()`, and again after a growing wait while the network
    /// keeps failing. Rejected credentials stop the retries until the next `wake()`.
    public func start() {
        guard loop == nil else { return }
        loop = Task { await run() }
    }

    /// Calls `handler` (once, until a pass succeeds again) when the background passes stop on rejected credentials:
    /// retrying cannot fix those, so the player should hear of it while playing.
    public func onProblem(_ handler: @escaping @Sendable (TMDBOutboxStop) -> Void) {
        problemHandler = handler
        // The first pass may have stopped before anyone listened (the game starts the outbox before its screen).
        if let untold = untoldProblem {
            untoldProblem = nil
            handler(untold)
        }
    }

    /// Asks for a pass soon: a reaction changed.
    public func wake() {
        if waiter == nil {
            wokenEarly = true
        } else {
            pauseEndedByWake = true
            resumeWaiter()
        }
    }

    /// Stops the background passes and returns once they have: a pass under way is cancelled first.
    public func stop() async {
        let running = loop
        loop = nil
        running?.cancel()
        resumeWaiter()
        await running?.value
    }

    private func run() async {
        var failures = 0
        var toldProblem = false
        var woken = false
        while !Task.isCancelled {
            let report = await drain()
            // A pass a swipe asked for does not lengthen the wait: a few swipes offline must not push the next try
            // minutes away.
            failures = report.isWorthRetrying ? (woken ? max(failures, 1) : failures + 1) : 0
            if case .tmdb(.credentialsRejected)? = report.stoppedBy {
                if !toldProblem, let stop = report.stoppedBy {
                    if let problemHandler { problemHandler(stop) } else { untoldProblem = stop }
                }
                toldProblem = true
            } else if report.stoppedBy == nil {
                toldProblem = false
                untoldProblem = nil
            }
            guard !Task.isCancelled else { return }
            woken = await pause(for: failures > 0 ? retry.delay(afterFailures: failures) : nil)
        }
    }

    // Waits for a wake, for `delay` when given, or for `stop()`, whichever comes first; true when a wake ended it.
    private func pause(for delay: Duration?) async -> Bool {
        if wokenEarly {
            wokenEarly = false
            return true
        }
        pauseEndedByWake = false
        pauseNumber += 1
        let number = pauseNumber
        await withCheckedContinuation { continuation in
            waiter = continuation
            // stop() may have come between the last pass and this pause; it found no waiter to resume.
            if Task.isCancelled {
                resumeWaiter()
                return
            }
            if let delay {
                let sleep = retry.sleep
                timer = Task { [weak self] in
                    guard (try? await sleep(delay)) != nil else { return }
                    await self?.endPause(number)
                }
            }
        }
        return pauseEndedByWake
    }

    private func endPause(_ number: Int) {
        guard number == pauseNumber else { return }
        resumeWaiter()
    }

    private func resumeWaiter() {
        timer?.cancel()
        timer = nil
        waiter?.resume()
        waiter = nil
    }

    private static func stop(_ error: Error) -> TMDBOutboxStop {
        switch error {
        case let error as TMDBError: .tmdb(error)
        case is CancellationError: .cancelled
        default: .store(PlayerMessage.describing(error))
        }
    }
}
