import Foundation

/// FilmSwipe's folders in the XDG base directory layout: the variable when it holds an absolute path (a relative one
/// is ignored, as the specification says), else its default under the home folder.
public enum XDGFolder {
    /// `$XDG_DATA_HOME/filmswipe`, by default `~/.local/share/filmswipe`: reactions and cached pages.
    case data
    /// `$XDG_CONFIG_HOME/filmswipe`, by default `~/.config/filmswipe`: the TMDB settings.
    case config

    /// The folder for `environment`.
    public func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let (variable, fallback) = switch self {
        case .data: ("XDG_DATA_HOME", ".local/share")
        case .config: ("XDG_CONFIG_HOME", ".config")
        }
        let base: URL
        if let xdg = environment[variable], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(fallback, isDirectory: true)
        }
        return base.appendingPathComponent("filmswipe", isDirectory: true)
    }
}
