import Foundation
import Testing

/// Scripts/install.sh and uninstall.sh as a newcomer meets them: the build's packages checked before anything is built,
/// the completion set-up each shell needs, and the data folder the uninstall keeps, named.
@Suite("Install and uninstall scripts")
struct InstallScriptTests {
    private static let scripts = bundledCatalogue.deletingLastPathComponent().appendingPathComponent("Scripts")

    @Test("from the source folder, a package the build links that dpkg says is missing is named first, and nothing is built or changed")
    func missingBuildPackage() async throws {
        let folder = try ScratchFolder(["shim/", "prefix/"])
        // A dpkg-query that has every package but libcurl's, as on a machine set up without libcurl4-openssl-dev.
        let shim = folder.url.appendingPathComponent("shim/dpkg-query")
        try Data("""
        #!/bin/sh
        for package; do :; done
        case "$package" in libcurl4-*) printf 'unknown ok not-installed' ;; *) printf 'install ok installed' ;; esac

        """.utf8).write(to: shim)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: shim.path)
        let path = folder.url.appendingPathComponent("shim").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let prefix = folder.url.appendingPathComponent("prefix")
        let result = try await run("/bin/bash", [Self.scripts.appendingPathComponent("install.sh").path],
                                   environment: ["PATH": path, "HOME": folder.url.path, "PREFIX": prefix.path])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("install: the build links libraries whose packages are missing: libcurl4-openssl-dev."), "\(result.stderr)")
        #expect(result.stderr.contains("apt-get install -y libcurl4-openssl-dev; nothing was built or changed."), "\(result.stderr)")
        #expect(!result.stdout.contains("building"), "\(result.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: prefix.path).isEmpty)
    }

    @Test("an install says what bash, zsh and fish need for completion; the uninstall names the data folder and config file it kept")
    func hintsAndKeptFolders() async throws {
        let folder = try ScratchFolder(["release/", "home/"])
        let release = folder.url.appendingPathComponent("release")
        let home = folder.url.appendingPathComponent("home")
        // An unpacked release's layout: the scripts beside bin/ and share/, with the real filmswipe (which the
        // uninstall asks where the data folder is) and a stand-in for every other file.
        for script in ["install.sh", "uninstall.sh", "layout.sh"] {
            try FileManager.default.copyItem(at: Self.scripts.appendingPathComponent(script), to: release.appendingPathComponent(script))
        }
        try FileManager.default.createDirectory(at: release.appendingPathComponent("bin"), withIntermediateDirectories: false)
        try FileManager.default.copyItem(at: filmswipeBinary, to: release.appendingPathComponent("bin/filmswipe"))
        let made = try await run("/bin/bash", ["-c", """
            cd "$1" && . ./layout.sh && for file in "${filmswipe_files[@]}"; do
                mkdir -p "$(dirname "$file")"; [ -e "$file" ] || echo stand-in >"$file"; done
            """, "layout", release.path])
        try #require(made.status == 0, "\(made)")
        let environment = ["PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8"]

        let elsewhere = folder.url.appendingPathComponent("opt-films").path
        var withPrefix = environment
        withPrefix["PREFIX"] = elsewhere
        let installed = try await run("/bin/bash", [release.appendingPathComponent("install.sh").path], environment: withPrefix)
        #expect(installed.status == 0, "\(installed)")
        #expect(installed.stdout.contains("  bash: add  source \(elsewhere)/share/bash-completion/completions/filmswipe  to ~/.bashrc"), "\(installed.stdout)")
        #expect(installed.stdout.contains("  zsh:  add  fpath=(\(elsewhere)/share/zsh/site-functions $fpath)  before compinit in ~/.zshrc"))
        #expect(installed.stdout.contains("  fish: add  set -p fish_complete_path \(elsewhere)/share/fish/vendor_completions.d  to ~/.config/fish/config.fish"))
        #expect(installed.stdout.contains("\(elsewhere)/bin is not on your PATH"))

        let atHome = try await run("/bin/bash", [release.appendingPathComponent("install.sh").path], environment: environment)
        #expect(atHome.status == 0, "\(atHome)")
        #expect(atHome.stdout.contains("  bash: found by bash-completion"), "\(atHome.stdout)")
        #expect(atHome.stdout.contains("  zsh:  add  fpath=(\(home.path)/.local/share/zsh/site-functions $fpath)"))
        #expect(atHome.stdout.contains("  fish: found in \(home.path)/.local/share/fish/vendor_completions.d"))

        let removed = try await run("/bin/bash", [release.appendingPathComponent("uninstall.sh").path], environment: environment)
        #expect(removed.status == 0, "\(removed)")
        #expect(removed.stdout.contains("uninstall: kept your reactions in the data folder \(home.path)/.local/share/filmswipe (remove it to forget them)"), "\(removed.stdout)")
        #expect(removed.stdout.contains("uninstall: kept your settings in \(noConfigFile), which is not there yet"), "\(removed.stdout)")
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".local/bin/filmswipe").path))
    }

    @Test("package.sh refuses to start while another run holds its lock, naming that run's pid")
    func packageRunsOnce() async throws {
        let folder = try ScratchFolder(["Scripts/", "dist/"])
        for script in ["package.sh", "layout.sh", "packages.sh"] {
            try FileManager.default.copyItem(at: Self.scripts.appendingPathComponent(script), to: folder.url.appendingPathComponent("Scripts/\(script)"))
        }
        // A process of its own holds the lock as a running package.sh does (its pid written where package.sh writes
        // its own); a second package.sh starts meanwhile, and the holder is stopped after.
        let result = try await run("/bin/bash", ["-c", """
            cd "$1" || exit 2
            ( exec 8>>dist/.package.lock; flock -n 8 || exit 1; echo 4242 >dist/.package.lock; exec sleep 30 ) &
            holder=$!
            for _ in $(seq 100); do flock -n dist/.package.lock true || break; sleep 0.1; done
            bash Scripts/package.sh; status=$?
            kill "$holder"; wait "$holder" 2>/dev/null
            exit "$status"
            """, "package", folder.url.path], environment: ["PATH": "/usr/bin:/bin", "HOME": folder.url.path])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("package: another Scripts/package.sh is running in \(folder.url.path) (pid 4242); wait for it to finish"), "\(result.stderr)")
    }
}
