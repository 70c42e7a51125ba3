import ChildProcessSupport
import Foundation
import Glibc
import Testing

/// A party room's page in a phone-sized headless Chromium, driven through Selenium by Tests/Browser/room_page_driver.py:
/// one JSON command a line to the driver's stdin, one JSON answer a line from its stdout (read through a file, as the
/// other children's output is). Each answer is awaited with a deadline; the driver's own waits are WebDriverWait's.
final class BrowserPage {
    /// What the browser tests need, and how to install it, for the failure that names it.
    static let setUp = "the browser tests need Debian's chromium and chromium-driver (apt-get install -y chromium chromium-driver) and "
        + "Selenium for python3 (apt-get install -y python3-selenium), as the README's set-up and .ci/run install them"

    private static let driverScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Browser/room_page_driver.py").path

    private let pid: pid_t
    private var commands: Int32
    private let answers: String
    private let errors: String
    private var consumed = 0
    private var finished = false

    /// Starts the driver and its browser, trusting the certificate whose public key hashes to `trustedKey` (see
    /// `TestCertificate.publicKeyHash`) besides the system's; throws `BrowserMissing` naming the apt and pip commands
    /// when any is missing.
    static func start(trustingKey trustedKey: String? = nil) async throws -> BrowserPage {
        for (path, package) in [("/usr/bin/chromium", "chromium"), ("/usr/bin/chromedriver", "chromium-driver")]
        where !FileManager.default.isExecutableFile(atPath: path) {
            throw BrowserMissing(detail: "\(path) is missing (apt-get install -y \(package))")
        }
        let page = try BrowserPage(trustedKey: trustedKey)
        do {
            _ = try await page.answer(within: 60)
        } catch let failure as BrowserFailure {
            await page.close()
            throw BrowserMissing(detail: failure.message)
        }
        return page
    }

    private init(trustedKey: String?) throws {
        let folder = FileManager.default.temporaryDirectory
        answers = folder.appendingPathComponent("filmswipe-browser-out-\(UUID().uuidString)").path
        errors = folder.appendingPathComponent("filmswipe-browser-err-\(UUID().uuidString)").path
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw BrowserFailure(message: "no pipe for the driver: \(String(cString: strerror(errno)))") }
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        defer { Glibc.close(ends[0]) }
        do {
            var environment = childEnvironment()
            environment["FILMSWIPE_BROWSER_TRUSTED_KEY"] = trustedKey
            pid = try ChildProcess.spawn("/usr/bin/env", ["python3", Self.driverScript], environment: environment.map { "\($0.key)=\($0.value)" }, streams: [
                .duplicate(ends[0], to: 0),
                .open(1, path: answers, flags: O_WRONLY | O_CREAT | O_TRUNC),
                .open(2, path: errors, flags: O_WRONLY | O_CREAT | O_TRUNC),
            ])
        } catch {
            Glibc.close(ends[1])
            throw error
        }
        commands = ends[1]
    }

    /// Opens `url`; returns the page's title.
    @discardableResult
    func open(_ url: String) async throws -> String {
        try await send(["do": "open", "url": url])
    }

    /// Waits up to `seconds` for the first element matching `css` to contain `text`; returns its text.
    @discardableResult
    func waitText(_ css: String, _ text: String, seconds: Double = 20) async throws -> String {
        try await send(["do": "wait_text", "css": css, "text": text, "seconds": seconds], within: seconds)
    }

    /// Waits up to `seconds` for the first element matching `css` not to contain `text`; returns its text.
    @discardableResult
    func waitGone(_ css: String, _ text: String, seconds: Double = 20) async throws -> String {
        try await send(["do": "wait_gone", "css": css, "text": text, "seconds": seconds], within: seconds)
    }

    /// The text of the first element matching `css`, or "" when there is none.
    func text(_ css: String) async throws -> String {
        try await send(["do": "text", "css": css])
    }

    /// Whether the first element matching `css` is shown.
    func isShown(_ css: String) async throws -> Bool {
        try await send(["do": "shown", "css": css]) == "true"
    }

    /// The markup inside the first element matching `css`.
    func html(_ css: String) async throws -> String {
        try await send(["do": "html", "css": css])
    }

    /// Types `text` into the field matching `css`.
    func type(_ css: String, _ text: String) async throws {
        try await send(["do": "type", "css": css, "text": text])
    }

    /// Clicks the element matching `css`, once it shows and is enabled.
    func click(_ css: String) async throws {
        try await send(["do": "click", "css": css])
    }

    /// Chooses the file at `path` in the file input matching `css`.
    func upload(_ css: String, file path: String) async throws {
        try await send(["do": "upload", "css": css, "path": path])
    }

    /// Presses `key` ("ArrowRight", "d") on the page.
    func press(_ key: String) async throws {
        try await send(["do": "key", "key": key])
    }

    /// Drags the top card by `dx`, `dy` pixels with the pointer, as a finger would.
    func drag(dx: Int, dy: Int) async throws {
        try await send(["do": "drag", "dx": dx, "dy": dy])
    }

    /// Runs `script` in the page ("return location.protocol"); returns what it returns, as text.
    func run(_ script: String) async throws -> String {
        try await send(["do": "script", "js": script])
    }

    /// Saves what the page shows as a PNG at `path`.
    func screenshot(to path: String) async throws {
        try await send(["do": "screenshot", "path": path])
    }

    /// Ends the browser and the driver, which removes its folders; waits for it.
    func close() async {
        guard !finished else { return }
        finished = true
        write(["do": "quit"])
        Glibc.close(commands)
        commands = -1
        let pid = pid
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline, !Self.hasExited(pid) {
            try? await Task.sleep(for: .milliseconds(50))
        }
        if !Self.hasExited(pid) { kill(pid, SIGKILL) }
        _ = await ChildProcess.exit(of: pid)
        unlink(answers)
        unlink(errors)
    }

    deinit {
        guard !finished else { return }
        // A test that threw before `close`: the driver ends on its stdin's end, removing its folders; reaped off the pool.
        Glibc.close(commands)
        let (pid, answers, errors) = (pid, answers, errors)
        DispatchQueue.global().async {
            _ = ChildProcess.wait(pid)
            unlink(answers)
            unlink(errors)
        }
    }

    @discardableResult
    private func send(_ command: [String: Any], within seconds: Double = 20) async throws -> String {
        guard !finished else { throw BrowserFailure(message: "the browser was closed") }
        write(command)
        return try await answer(within: seconds + 15)
    }

    private func write(_ command: [String: Any]) {
        guard commands >= 0, let data = try? JSONSerialization.data(withJSONObject: command) else { return }
        let line = data + Data("\n".utf8)
        _ = line.withUnsafeBytes { Glibc.write(commands, $0.baseAddress, $0.count) }
    }

    // The next answer line; a driver that ends first fails with what it said on stderr.
    private func answer(within seconds: Double) async throws -> String {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1_000))
        while ContinuousClock.now < deadline {
            let text = (try? String(contentsOfFile: answers, encoding: .utf8)) ?? ""
            let unread = text.utf8.dropFirst(consumed)
            if let end = unread.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: unread[unread.startIndex..<end], as: UTF8.self)
                consumed += unread.distance(from: unread.startIndex, to: end) + 1
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                    throw BrowserFailure(message: "the driver said: \(line)")
                }
                guard object["ok"] as? Bool == true else { throw BrowserFailure(message: object["error"] as? String ?? line) }
                switch object["value"] {
                case let value as String: return value
                case let value as NSNumber: return value.stringValue
                default: return ""
                }
            }
            if Self.hasExited(pid) {
                let said = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
                throw BrowserFailure(message: "the browser driver ended: \(said.suffix(600))")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw BrowserFailure(message: "the browser driver did not answer within \(Int(seconds)) s")
    }

    private static func hasExited(_ pid: pid_t) -> Bool {
        // Only looks: the child stays a zombie until `close` or the deinit reaps it.
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info._sifields._sigchld.si_pid == pid
    }
}
