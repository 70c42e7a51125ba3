import Foundation
import ZIPFoundation

/// An export ZIP, read member by member without unpacking it to disk.
struct ExportArchive: ExportContainer {
    let name: String
    let memberPaths: [String]
    private let archive: Archive
    private let source: HistorySource

    /// Opens the ZIP at `url`; throws `HistoryFileError.damagedArchive` when its table of contents is unreadable.
    init(url: URL, name: String, source: HistorySource) throws {
        self.name = name
        self.source = source
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw HistoryFileError.damagedArchive(file: name, member: nil, reason: Self.reason(error), source: source)
        }
        memberPaths = archive.filter { $0.type == .file }.map(\.path)
    }

    func data(of path: String) throws -> Data {
        guard let entry = archive[path] else {
            throw HistoryFileError.damagedArchive(file: name, member: path, reason: "the member is missing", source: source)
        }
        // The size a ZIP declares can lie (a "ZIP bomb"): it is checked first and the bytes counted while unpacking.
        let limit = ExportFile.sizeLimit
        guard entry.uncompressedSize <= limit else {
            throw HistoryFileError.tooLarge(file: path, size: entry.uncompressedSize, limit: limit)
        }
        var data = Data()
        data.reserveCapacity(Int(entry.uncompressedSize))
        do {
            let checksum = try archive.extract(entry) { chunk in
                guard UInt64(data.count + chunk.count) <= limit else {
                    throw HistoryFileError.tooLarge(file: path, size: UInt64(data.count + chunk.count), limit: limit)
                }
                data.append(chunk)
            }
            // Extracting to memory computes the checksum but, unlike extracting to a file, does not compare it.
            guard checksum == entry.checksum else { throw Archive.ArchiveError.invalidCRC32 }
        } catch let error as HistoryFileError {
            throw error
        } catch {
            throw HistoryFileError.damagedArchive(file: name, member: path, reason: Self.reason(error), source: source)
        }
        return data
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case Archive.ArchiveError.invalidCRC32: "its checksum does not match its contents"
        case Archive.ArchiveError.missingEndOfCentralDirectoryRecord: "its end is missing; the download may have stopped early"
        case let error as Archive.ArchiveError: "\(error)"
        default: ExportFile.reason(error)
        }
    }
}
