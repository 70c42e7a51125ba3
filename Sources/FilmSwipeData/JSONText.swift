import Foundation

/// JSON text written by hand where JSONEncoder is too slow (tens of microseconds a call on Linux, which thousands of
/// rows add up): strings quoted as JSON reads them back.
public enum JSONText {
    /// `string` as a JSON string: quotes, backslashes and control characters escaped.
    public static func quoted(_ string: String) -> String {
        var json = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": json += "\\\""
            case "\\": json += "\\\\"
            case "\n": json += "\\n"
            case "\r": json += "\\r"
            case "\t": json += "\\t"
            case _ where scalar.value < 0x20: json += String(format: "\\u%04x", scalar.value)
            default: json.unicodeScalars.append(scalar)
            }
        }
        return json + "\""
    }
}
