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
        Prints `listening on ADDR:PORT` once it accepts connections (`listening on wss://ADDR:PORT` with --tls-cert and \
        --tls-key), then the connections it holds, and runs until SIGINT or SIGTERM. Rooms, votes and matches are kept \
        in party-server.sqlite in the data folder, so a server started again loses none of them; a room with nobody in \
        it is removed after --room-lifetime. It listens on this machine only unless given an address open to the \
        network, such as --listen 0.0.0.0:7420; traffic is encrypted only with --tls-cert and --tls-key. It answers only \
        to its own names: its addresses, localhost, this machine's name, the certificate's names and each --public-name.
        """
    )

    @Option(help: ArgumentHelp("The address and port to listen on.", valueName: "addr:port"))
    var listen = "127.0.0.1:7420"

    @Option(help: ArgumentHelp("Serve wss:// with the certificate (chain) in this PEM file; needs --tls-key.", valueName: "file"), completion: .file())
    var tlsCert: String?

    @Option(help: ArgumentHelp("The unencrypted PEM private key of --tls-cert.", valueName: "file"), completion: .file())
    var tlsKey: String?

    @Option(
        name: .customLong("public-name"),
        help: ArgumentHelp(
            "A name friends reach this server by (repeatable), beside its addresses, localhost, this machine's name and the certificate's names; requests for any other name are refused.",
            valueName: "name"
        )
    )
    var publicNames: [String] = []

    @OptionGroup(title: "Limits") var limits: ServerLimitOptions

    @OptionGroup var folder: DataFolderOptions

    @OptionGroup var catalogue: PartyCatalogueOption

    func validate() throws {
        guard (tlsCert == nil) == (tlsKey == nil) else { throw ValidationError("--tls-cert and --tls-key go together: give both, or neither.") }
        for name in publicNames where name.isEmpty || name.contains(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "*")) }) {
            throw ValidationError("--public-name \"\(name.prefix(40))\" is not a host name; give a name such as films.example.org, without a port.")
        }
    }

    func run() async throws {
        let listen = listen, folder = folder, limits = limits.limits, tlsFiles = tlsCert.flatMap { cert in tlsKey.map { (cert, $0) } }
        let publicNames = publicNames
        let catalogue = catalogue
        try await CommandFailure.reporting {
            let dataFolder = try folder.dataFolder()
            try catalogue.apply(dataFolder: dataFolder)
            let address: ServerAddress
            do throws(ServerAddressError) {
                address = try ServerAddress(parsing: listen)
            } catch {
                throw CommandFailure("--listen: \(error.errorDescription ?? "not an address")")
            }
            guard !address.isSecure else {
                throw CommandFailure("--listen takes ADDR:PORT; a server serves wss:// when given --tls-cert and --tls-key")
            }
            let server: RunningPartyServer
            do {
                let tls = try tlsFiles.map { try PartyServerTLS(certificateFile: $0.0, keyFile: $0.1) }
                server = try await PartyServer.start(
                    host: address.host, port: address.port, dataFolder: dataFolder, limits: limits, tls: tls, publicNames: publicNames,
                    stopsOnSignals: true, logsToStandardError: true
                )
            } catch let error as PartyServerError {
                throw CommandFailure(error.errorDescription ?? "the server could not start")
            }
            // Scripts and tests wait for this line, so it goes out at once, whatever stdout is.
            print("listening on \(server.isSecure ? "wss://" : "")\(server.address)")
            print(Self.capacity(of: server, limits: limits))
            fflush(nil)
            do {
                try await server.wait()
            } catch {
                throw CommandFailure("the server stopped: \(error)")
            }
        }
    }

    // "up to 19872 connections (descriptor limit 20000), 64 from one address; rooms: 20 an hour from one address, …"
    private static func capacity(of server: RunningPartyServer, limits: PartyServerLimits) -> String {
        let descriptors = server.descriptorLimit.map { " (descriptor limit \($0))" } ?? ""
        return "up to \(server.connectionLimit) connections\(descriptors), \(limits.connectionsPerAddress) from one address; "
            + "rooms: \(limits.roomCreations) from one address, closed \(lifetime(limits.roomLifetime)) after their last use with nobody in them"
    }

    private static func lifetime(_ duration: Duration) -> String {
        let seconds = Int(duration.components.seconds)
        if seconds % 86_400 == 0, seconds > 2 * 86_400 { return "\(seconds / 86_400) d" }
        if seconds % 3_600 == 0 { return "\(seconds / 3_600) h" }
        if seconds % 60 == 0 { return "\(seconds / 60) min" }
        return "\(seconds) s"
    }
}
