import FilmSwipeDomain
import Foundation
import Testing

/// Every target declares each package target it imports: an import that works only because another target brought
/// the module along breaks the day that target stops, and hides a layer crossing the picture does not show.
@Suite("Package.swift's targets")
struct PackageImportsTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private struct Manifest: Decodable {
        struct Target: Decodable {
            let name: String
            let type: String
            let path: String?
            let dependencies: [[String: [String?]]]
        }
        let targets: [Target]
    }

    // The manifest as SwiftPM reads it, in a scratch folder of the test's own, so the build's lock is never waited on.
    private static func manifest() async throws -> Manifest {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("filmswipe-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = try await DispatchWork.run { () throws -> Data in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return data
        }
        return try JSONDecoder().decode(Manifest.self, from: output)
    }

    private static func imports(under folder: URL) -> Set<String> {
        var found: Set<String> = []
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return found }
        for case let file as URL in files where file.pathExtension == "swift" {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                if words.first == "import", words.count >= 2 { found.insert(String(words[words.count - 1])) }
            }
        }
        return found
    }

    @Test("every package target a target imports is among its declared dependencies")
    func importsAreDeclared() async throws {
        let manifest = try await Self.manifest()
        let module = { (name: String) in name.replacingOccurrences(of: "-", with: "_") }
        let packageModules = Set(manifest.targets.map { module($0.name) })
        for target in manifest.targets where target.type != "system" {
            let folder = target.path ?? (target.type == "test" ? "Tests/" : "Sources/") + target.name
            let declared = Set(target.dependencies.flatMap { $0.values.compactMap { $0.first ?? nil } }.map(module))
            let undeclared = Self.imports(under: Self.root.appendingPathComponent(folder))
                .filter { packageModules.contains($0) && !declared.contains($0) && $0 != module(target.name) }
            #expect(undeclared.isEmpty, "\(target.name) imports \(undeclared.sorted()) without declaring them in Package.swift")
        }
    }
}
