/// A command `filmswipe` hands to a companion program whole: `filmswipe services add Netflix` runs
/// `filmswipe-tmdb services add Netflix`. Its help and tab completion come from the companion too.
struct CompanionHandover: Equatable, Sendable {
    /// The words typed after `filmswipe` (`catalogue model`).
    let words: [String]
    /// The program that carries it out.
    let program: CompanionProgram
    /// The words the program is given in their place (`model`; none for `party`, whose program is all party).
    let within: [String]

    static let party = CompanionHandover(words: ["party"], program: .party, within: [])
    static let tmdb = CompanionHandover(words: ["tmdb"], program: .tmdb, within: [])
    static let services = CompanionHandover(words: ["services"], program: .tmdb, within: ["services"])
    static let recommend = CompanionHandover(words: ["recommend"], program: .recommender, within: ["recommend"])
    static let evaluate = CompanionHandover(words: ["evaluate"], program: .recommender, within: ["evaluate"])
    static let catalogueModel = CompanionHandover(words: ["catalogue", "model"], program: .recommender, within: ["model"])

    /// Every command a companion carries out.
    static let all: [CompanionHandover] = [party, tmdb, services, recommend, evaluate, catalogueModel]

    /// The handover whose words `typed` starts with (`party join K7QX3PM` is party's).
    static func covering(_ typed: [String]) -> CompanionHandover? {
        all.first { typed.starts(with: $0.words) }
    }

    /// What the program is given for `typed`, which starts with this handover's words.
    func programWords(for typed: [String]) -> [String] {
        within + typed.dropFirst(words.count)
    }

    /// Replaces this process with the program, given `arguments` (the words after this handover's).
    func run(_ arguments: [String]) throws -> Never {
        try program.run(within + arguments)
    }
}
