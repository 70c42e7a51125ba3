import ArgumentParser
import FilmSwipeCommands
import FilmSwipeParty
import FilmSwipePartyServer
import Foundation

/// `filmswipe party serve`: a party server with no screen of its own, running until SIGINT or SIGTERM.
struct PartyServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run a party server that players host and join rooms on.",
        discussion: """
        Prints `listening on ADDR:PORT` once it accepts connections and runs until SIGINT or SIGTERM. Rooms, votes \
        and matches are kept in party-server.sqlite in the data folder, so a server started again loses none of them. \
        It listens on this machine only unless given an address open to the network, such as --listen 0.0.0.0:7420; \
        traffic is not encrypted.
        """
    )

    @Option(help: ArgumentHelp("The address and port to listen on.", valueName: "addr:port"))
    var listen = "127.0.0.1:7420"

    @OptionGroup var folder: DataFolderOptions

    @OptionGroup var catalogue: PartyCatalogueOption

    func run() async throws {
        let listen = listen, folder = folder, catalogue = catalogue
        try await CommandFailure.reporting {
            let dataFolder = try folder.dataFolder()
            try catalogue.apply(dataFolder: dataFolder)
            let address: ServerAddress
            do throws(ServerAddressError) {
                address = try ServerAddress(parsing: listen)
            } catch {
                throw CommandFailure("--listen: \(error.errorDescription ?? "not an address")")
            }
            let server: RunningPartyServer
            do {
                server = try await PartyServer.start(
                    host: address.host, port: address.port, dataFolder: dataFolder, stopsOnSignals: true, logsToStandardError: true
                )
            } catch let error as PartyServerError {
                throw CommandFailure(error.errorDescription ?? "the server could not start")
            }
            // Scripts and tests wait for this line, so it goes out at once, whatever stdout is.
            print("listening on \(server.address)")
            fflush(nil)
            do {
                try await server.wait()
            } catch {
                throw CommandFailure("the server stopped: \(error)")
            }
        }
    }
}
