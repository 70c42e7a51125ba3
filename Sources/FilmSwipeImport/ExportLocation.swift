import Foundation

/// What the player pointed at: an export ZIP, the folder it unpacks to, or one file of it.
enum ExportLocation {
    /// A ZIP archive, recognised by its signature whatever its name.
    case archive(URL)
    /// A folder.
    case folder(URL)
    /// Any other file, read as CSV.
    case file(URL)

    /// Looks at `url` without reading more than its first bytes; throws `.notFound` or `.notAnArchive`.
    init(_ url: URL, source: HistorySource) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw HistoryFileError.notFound(path: url.relativePath)
        }
        if isFolder.boolValue {
            self = .folder(url)
            return
        }
        let signature = try ExportFile.signature(of: url, name: url.lastPathComponent)
        // "PK\3\4" starts a ZIP with members, "PK\5\6" an empty one.
        if signature.starts(with: [0x50, 0x4B, 0x03, 0x04]) || signature.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            self = .archive(url)
        } else if url.pathExtension.lowercased() == "zip" {
            throw HistoryFileError.notAnArchive(file: url.lastPathComponent, source: source)
        } else {
            self = .file(url)
        }
    }
}
