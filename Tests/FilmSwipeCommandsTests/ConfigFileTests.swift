import TestSupport
import FilmSwipeCommands
import Foundation
import Testing

@Suite("Config file")
struct ConfigFileTests {
    @Test("FILMSWIPE_CONFIG names the file; else XDG_CONFIG_HOME; else ~/.config")
    func location() {
        let named = ConfigFile.locate(environment: ["FILMSWIPE_CONFIG": "/etc/dots/filmswipe.toml", "XDG_CONFIG_HOME": "/xdg", "HOME": "/home/ann"])
        #expect(named == ConfigFile(url: URL(fileURLWithPath: "/etc/dots/filmswipe.toml"), chosenBy: "FILMSWIPE_CONFIG"))
        let xdg = ConfigFile.locate(environment: ["FILMSWIPE_CONFIG": "", "XDG_CONFIG_HOME": "/xdg", "HOME": "/home/ann"])
        #expect(xdg.url.path == "/xdg/filmswipe/config.toml")
        #expect(xdg.chosenBy == "XDG_CONFIG_HOME")
        let home = ConfigFile.locate(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/ann"])
        #expect(home.url.path == "/home/ann/.config/filmswipe/config.toml")
        #expect(home.chosenBy == nil)
    }

    @Test("a missing file is no error: nothing is set")
    func missing() throws {
        try TemporaryFolder.with { (folder) throws in
            let file = ConfigFile(url: folder.url.appendingPathComponent("config.toml"))
            #expect(!file.exists)
            #expect(try file.read(home: "/home/ann") == PlayerConfig())
        }
    }

    @Test("a file is read with its settings")
    func reads() throws {
        try TemporaryFolder.with { (folder) throws in
            let file = ConfigFile(url: try folder.write("config.toml", Data("animation = false\n".utf8)))
            #expect(try file.read(home: "/home/ann").animation == ConfigSetting(false, line: 1))
        }
    }

    @Test("a folder where the file should be, and a file that is not UTF-8, are refused")
    func unreadable() throws {
        try TemporaryFolder.with { (folder) throws in
            let asFolder = ConfigFile(url: folder.url)
            #expect(throws: ConfigFileError(line: nil, message: "it is a folder, not a file.")) { try asFolder.read(home: "/") }
            let latin1 = ConfigFile(url: try folder.write("latin1.toml", Data("animation = true\nname = \"".utf8) + Data([0xE9]) + Data("\"\n".utf8)))
            #expect(throws: ConfigFileError(line: 2, message: "this line is not UTF-8 text; save the file as UTF-8.")) { try latin1.read(home: "/") }
        }
    }

    @Test("--init writes the template, making the folders, and never overwrites a file")
    func template() throws {
        try TemporaryFolder.with { (folder) throws in
            let file = ConfigFile(url: folder.url.appendingPathComponent("new/filmswipe/config.toml"))
            try file.writeTemplate()
            #expect(try String(contentsOf: file.url, encoding: .utf8) == ConfigTemplate.text)
            try Data("animation = false\n".utf8).write(to: file.url)
            #expect(throws: CommandFailure.self) { try file.writeTemplate() }
            do {
                try file.writeTemplate()
            } catch let failure as CommandFailure {
                #expect(failure.description == "The config file \(file.url.path) is already there; edit it, or move it aside to write a new template.")
            }
            #expect(try String(contentsOf: file.url, encoding: .utf8) == "animation = false\n")
        }
    }

    @Test("a bad file read through the settings is a failure naming the file, with status 1")
    func badFileThroughSettings() throws {
        try TemporaryFolder.with { (folder) throws in
            let url = try folder.write("config.toml", Data("# mine\n\nanimation = \"no\"\n".utf8))
            #expect {
                try PlayerSettings.load(environment: ["FILMSWIPE_CONFIG": url.path, "HOME": "/home/ann"])
            } throws: { error in
                let failure = error as? CommandFailure
                return failure?.status == 1 && failure?.description
                    == "The config file \(url.path), line 3: animation must be true or false, not \"no\". Fix or remove that line; `filmswipe config` checks the file again."
            }
        }
    }
}
