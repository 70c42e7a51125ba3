import FilmSwipeCells
import FilmSwipeDomain
import FilmSwipeText

/// What `filmswipe config` prints: where the config file is, and every setting in force with where it came from.
public struct ConfigReport {
    /// The settings, as a command with no options of its own sees them.
    public let settings: PlayerSettings
    /// Whether the file is there.
    public let fileExists: Bool

    /// The report on `settings`.
    public init(settings: PlayerSettings, fileExists: Bool) {
        self.settings = settings
        self.fileExists = fileExists
    }

    /// The report laid out for `width` columns: a table when it fits, else each setting's origin on a line of its own.
    public func text(width: Int) -> String {
        let file = settings.file
        var lines = ["Config file: \(SafeText.clean(file.url.path))"]
        if let variable = file.chosenBy { lines.append("  (from \(variable))") }
        if !fileExists { lines += ["  Not there yet, so no setting comes from it.", "  `filmswipe config --init` writes one to edit."] }
        lines += ["", "Settings in force (a command-line option wins):"]
        let rows = self.rows
        let keyWidth = rows.map { $0.key.count }.max()! + 2
        let valueWidth = rows.map { DisplayWidth.of($0.value) }.max()! + 3
        let originWidth = rows.map { $0.origin.count }.max()!
        let fits = 2 + keyWidth + valueWidth + originWidth <= width
        for row in rows {
            let key = "  " + row.key.padding(toLength: keyWidth, withPad: " ", startingAt: 0)
            if fits {
                let gap = String(repeating: " ", count: valueWidth - DisplayWidth.of(row.value))
                lines.append(key + row.value + gap + row.origin)
            } else {
                lines.append(key + row.value)
                lines.append(String(repeating: " ", count: 2 + keyWidth) + "from the " + row.origin)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var rows: [(key: String, value: String, origin: String)] {
        let region = settings.region, name = settings.partyName
        return [
            ("data-dir", SafeText.clean(settings.dataFolder.value.path), settings.dataFolder.origin.description),
            ("animation", String(settings.animation.value), settings.animation.origin.description),
            ("colour", String(settings.colour.value), settings.colour.origin.description),
            ("region", region.value.code, region.origin.description),
            ("posters", settings.posters.value.rawValue, settings.posters.origin.description),
            ("party.name", name.value.map { SafeText.clean($0, limit: 60) } ?? "not set", name.origin.description),
        ]
    }
}
