import Foundation

/// The message a player should read for `error`, or nil when the error has none of its own.
func errorMessage(for error: Error) -> String? {
    let text = (error as? LocalizedError)?.errorDescription ?? ""
    return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : text
}
