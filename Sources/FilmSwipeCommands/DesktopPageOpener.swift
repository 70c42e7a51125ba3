import FilmSwipeModules
import Foundation

/// Opens pages with `xdg-open`, where there is one and a desktop for it to open them on.
///
/// Without a desktop (`DISPLAY` or `WAYLAND_DISPLAY`), `xdg-open` would start a text browser in this very terminal,
/// over the game, so the page is not opened and the player is given its address instead.
public struct DesktopPageOpener: PageOpener {
    private let program: URL?

    /// An opener for a process with `environment`.
    public init(environment: [String: String]) {
        let hasDesktop = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0), isDirectory: true) }
        program = hasDesktop
            ? folders.map { $0.appendingPathComponent("xdg-open") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
            : nil
    }

    public func open(_ url: String) -> Bool {
        guard let program, url.hasPrefix("https://") else { return false }
        let process = Process()
        process.executableURL = program
        process.arguments = [url]
        // Whatever it prints would land on the game's screen.
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return true
        } catch {
            return false
        }
    }
}
