/// What joining or coming back gives: the member (whose id and token go to that client alone) and the events for all.
public struct PartyJoin: Hashable, Sendable {
    /// The member as the room now holds it.
    public let member: PartyMember
    /// What to tell every member.
    public let events: [PartyEvent]
    /// The member the room forgot to remember this one, if it was remembering its most (see `PartyRoom.rememberedLimit`).
    public let forgotten: MemberID?

    /// A join from its parts.
    public init(member: PartyMember, events: [PartyEvent], forgotten: MemberID? = nil) {
        self.member = member
        self.events = events
        self.forgotten = forgotten
    }
}
