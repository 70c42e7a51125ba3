import ServiceLifecycle

/// A service whose only job is to tell the rooms the server is stopping, before the HTTP server closes connections:
/// a service group shuts its services down in reverse order, so this one, listed after the application, goes first.
struct RoomsShutdown: Service {
    let rooms: PartyRooms

    func run() async throws {
        try? await gracefulShutdown()
        await rooms.stop()
    }
}
