/// A list the stub's account made with `POST /list`: its name, description and the movie ids added, in order.
public struct StubList: Sendable, Equatable {
    /// The stub numbers lists from here, as TMDB's ids are large.
    public static let firstID = 8_300_001

    /// The list's id.
    public let id: Int
    /// Its name.
    public let name: String
    /// Its description.
    public let description: String
    /// The movie ids added, the first added first.
    public var movieIDs: [Int] = []

    /// A list from its parts.
    public init(id: Int, name: String, description: String, movieIDs: [Int] = []) {
        self.id = id
        self.name = name
        self.description = description
        self.movieIDs = movieIDs
    }

    /// Answers `POST /list` and `POST /list/{id}/add_item` for the account's `lists`; nil for any other request.
    static func route(_ request: StubHTTPRequest, segments: [String], lists: inout [StubList], catalogue: StubCatalogue) -> StubHTTPResponse? {
        guard request.method == "POST", segments.first == "list" else { return nil }
        guard request.query["session_id"] == TMDBStubServer.sessionID else { return TMDBStubServer.sessionDenied }
        if segments.count == 1 {
            guard let name = request.json?["name"] as? String, !name.isEmpty else { return TMDBStubServer.badBody }
            let list = StubList(id: firstID + lists.count, name: name, description: request.json?["description"] as? String ?? "")
            lists.append(list)
            return .json(201, object: [
                "status_code": 1, "status_message": "The item/record was created successfully.", "success": true, "list_id": list.id,
            ])
        }
        guard segments.count == 3, segments[2] == "add_item", let id = Int(segments[1]), let index = lists.firstIndex(where: { $0.id == id }) else {
            return TMDBStubServer.notFound
        }
        guard let movieID = request.json?["media_id"] as? Int else { return TMDBStubServer.badBody }
        guard !catalogue.unknownIDs.contains(movieID) else { return TMDBStubServer.notFound }
        guard !lists[index].movieIDs.contains(movieID) else {
            return .json(403, #"{"success":false,"status_code":8,"status_message":"Duplicate entry: The data you tried to submit already exists."}"#)
        }
        lists[index].movieIDs.append(movieID)
        return .json(201, #"{"status_code":12,"status_message":"The item/record was updated successfully."}"#)
    }
}
