/// Where a setting in force came from, strongest first.
public enum SettingOrigin: Sendable, Equatable, CustomStringConvertible {
    /// A command-line option, such as `--no-animation`.
    case flag(String)
    /// The config file, on this line.
    case file(line: Int)
    /// An environment variable, such as `NO_COLOR`.
    case environment(String)
    /// FilmSwipe's own default.
    case builtIn

    /// `option --no-animation`, `config file, line 3`, `environment variable NO_COLOR`, `default`.
    public var description: String {
        switch self {
        case let .flag(name): "option \(name)"
        case let .file(line): "config file, line \(line)"
        case let .environment(name): "environment variable \(name)"
        case .builtIn: "default"
        }
    }
}
