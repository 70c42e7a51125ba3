// Writes a made-up MovieLens release for the build benchmark: `movielens-release [--users N --films N --ratings N] FOLDER`,
// ML-32M's size by default. See Benchmarks/movielens-32m.sh.
import Foundation
import MovieLensReleaseSupport

var release = SyntheticRelease.ml32m
var arguments = Array(CommandLine.arguments.dropFirst())
var folder: String?
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    func number() -> Int {
        guard let text = arguments.first, let value = Int(text), value > 0 else {
            FileHandle.standardError.write(Data("movielens-release: \(argument) needs a positive number\n".utf8))
            exit(2)
        }
        arguments.removeFirst()
        return value
    }
    switch argument {
    case "--users": release.users = number()
    case "--films": release.films = number()
    case "--ratings": release.ratings = number()
    default: folder = argument
    }
}
guard let folder else {
    FileHandle.standardError.write(Data("usage: movielens-release [--users N] [--films N] [--ratings N] FOLDER\n".utf8))
    exit(2)
}
let url = URL(fileURLWithPath: folder)
do {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let written = try release.write(to: url)
    print("Wrote \(release.users) users, \(release.films) films and \(written) ratings to \(url.path)")
} catch {
    FileHandle.standardError.write(Data("movielens-release: \(error)\n".utf8))
    exit(1)
}
