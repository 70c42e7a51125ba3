import Hummingbird

/// Answers what the page's routes do not (an unknown path, a method they do not take, a handler's error) with a short
/// plain page carrying the page's headers: never an error's text, which could name the server's insides.
struct PageErrors: RouterMiddleware {
    typealias Context = PageRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            return RoomPage.plain(.notFound, "Not found.\n")
        } catch let error as HTTPError where error.status == .methodNotAllowed {
            return RoomPage.plain(.methodNotAllowed, "This address does not answer that method.\n")
        } catch {
            return RoomPage.plain(.internalServerError, "The party server could not answer; try again in a moment.\n")
        }
    }
}
