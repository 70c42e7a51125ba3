/// What every connection answers to beside its room: the registry of connections, the allowances of its address, and
/// the server's limits and clock.
struct PartyGate: Sendable {
    let registry: ConnectionRegistry
    let allowances: ClientAllowances
    let limits: PartyServerLimits
    let clock: any PartyClock
}
