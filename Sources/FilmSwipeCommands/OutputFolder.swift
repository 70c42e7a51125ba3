import Foundation

/// A folder a command writes several files into, made (as `mkdir -p`) when missing.
public enum OutputFolder {
    /// Makes `folder` when it is missing; refuses a file of that name, saying what `writes` ("--format letterboxd writes
    /// several files") into a folder. `wayOut` ends each refusal ("choose another --output folder").
    public static func prepare(_ folder: URL, writes: String, wayOut: String) throws(CommandFailure) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw CommandFailure("\(folder.path) is a file; \(writes) into a folder. Nothing was written; \(wayOut).")
            }
            return
        }
        // mkdir -p, with the system's reason on failure.
        var path = folder.path.hasPrefix("/") ? "" : "."
        for component in folder.path.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o755) != 0 && errno != EEXIST {
                throw CommandFailure("Cannot create the folder \(folder.path): \(String(cString: strerror(errno))). Nothing was written; \(wayOut).")
            }
        }
    }
}
