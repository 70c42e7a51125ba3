import Foundation

/// The folder an export ZIP unpacks to.
struct ExportFolder: ExportContainer {
    let name: String
    let memberPaths: [String]
    private let url: URL

    /// Lists the files in `url` and its direct subfolders; throws `HistoryFileError.unreadable` when the folder cannot be listed.
    init(url: URL, name: String) throws {
        self.url = url
        self.name = name
        let manager = FileManager.default
        let root = url.standardizedFileURL.path
        let top: [String]
        do {
            top = try manager.contentsOfDirectory(atPath: root)
        } catch {
            throw HistoryFileError.unreadable(file: name, reason: ExportFile.reason(error))
        }
        // The export nests one level ("likes/films.csv"); going no deeper keeps a wrong folder such as ~ quick.
        var paths: [String] = []
        for entry in top {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: root + "/" + entry, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                paths.append(entry)
                continue
            }
            let inner = (try? manager.contentsOfDirectory(atPath: root + "/" + entry)) ?? []
            for file in inner {
                var innerIsFolder: ObjCBool = false
                if manager.fileExists(atPath: root + "/" + entry + "/" + file, isDirectory: &innerIsFolder), !innerIsFolder.boolValue {
                    paths.append(entry + "/" + file)
                }
            }
        }
        memberPaths = paths.sorted()
    }

    func data(of path: String) throws -> Data {
        try ExportFile.read(url.appendingPathComponent(path), name: path)
    }
}
