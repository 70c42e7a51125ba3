import Foundation

/// Writes several new files into a folder, all of them or none: each is written whole to a temporary file first, then
/// linked into place, which never replaces a file already there.
public enum NewFileSet {
    /// Writes each of `files` (a name in `folder`, and its contents); when one cannot be written, or a file of that name
    /// already exists, the error names it and none of them is left behind.
    public static func write(_ files: [(name: String, data: Data)], into folder: URL) throws(AtomicFile.WriteError) {
        var temporaries: [(temporary: String, path: String)] = []
        var placed: [String] = []
        defer {
            for entry in temporaries { unlink(entry.temporary) }
        }
        do throws(AtomicFile.WriteError) {
            for file in files {
                let url = folder.appendingPathComponent(file.name)
                temporaries.append((try AtomicFile.writeTemporary(file.data, beside: url), url.path))
            }
            for entry in temporaries {
                guard link(entry.temporary, entry.path) == 0 else { throw AtomicFile.failure(entry.path) }
                placed.append(entry.path)
            }
        } catch {
            for path in placed { unlink(path) }
            throw error
        }
    }
}
