import Foundation

/// File and folder names that complete a partly typed path (`~/Down` → `~/Downloads`), as the shell's own file
/// completion would: for values a companion's option takes, which the shell hands to `filmswipe` to complete.
struct PathCompletion {
    /// The path as typed so far.
    let prefix: String
    /// The home folder `~` stands for.
    var home: String = NSHomeDirectory()

    /// The paths in the typed folder whose names start with what follows its last `/`: its folders, and its files
    /// with one of `extensions` (every file for none; no file for nil). Hidden ones only when a `.` was typed.
    func paths(extensions: [String]?) -> [String] {
        let slash = prefix.lastIndex(of: "/")
        let typedFolder = slash.map { String(prefix[...$0]) } ?? ""
        let start = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
        let folder = typedFolder.isEmpty ? "." : expanded(typedFolder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasPrefix(start) && (start.hasPrefix(".") || !$0.hasPrefix(".")) }.sorted().compactMap { name in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(name), isDirectory: &isFolder) else { return nil }
            if isFolder.boolValue { return typedFolder + name }
            guard let extensions else { return nil }
            if extensions.isEmpty { return typedFolder + name }
            return extensions.contains((name as NSString).pathExtension.lowercased()) ? typedFolder + name : nil
        }
    }

    private func expanded(_ folder: String) -> String {
        if folder == "~/" || folder.hasPrefix("~/") { return home + folder.dropFirst() }
        return folder
    }
}
