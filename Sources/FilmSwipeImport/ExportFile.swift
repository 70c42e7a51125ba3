import Foundation

/// Reads one export file whole, refusing it before reading when it is too large to be one.
enum ExportFile {
    /// The most bytes one file may hold: far above any real film history, low enough to keep memory bounded.
    static let sizeLimit: UInt64 = 64 * 1_048_576

    /// The bytes of the regular file at `url`, which errors call `name`.
    static func read(_ url: URL, name: String) throws -> Data {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        } catch {
            throw HistoryFileError.unreadable(file: name, reason: reason(error))
        }
        if attributes[.type] as? FileAttributeType == .typeDirectory {
            throw HistoryFileError.unreadable(file: name, reason: "it is a folder, not a file")
        }
        let size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        guard size <= sizeLimit else { throw HistoryFileError.tooLarge(file: name, size: size, limit: sizeLimit) }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw HistoryFileError.unreadable(file: name, reason: reason(error))
        }
    }

    /// The first bytes of the file, enough to recognise a ZIP by its signature.
    static func signature(of url: URL, name: String) throws -> Data {
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            return try handle.read(upToCount: 4) ?? Data()
        } catch {
            throw HistoryFileError.unreadable(file: name, reason: reason(error))
        }
    }

    /// A short reason from a system error, without Foundation's long wording when the POSIX cause says it better.
    static func reason(_ error: Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return error.localizedDescription
    }
}
