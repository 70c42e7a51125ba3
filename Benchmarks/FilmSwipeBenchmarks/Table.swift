/// The benchmark's report: one row per figure, with its aim and whether it was met.
struct Table {
    /// One figure.
    struct Row {
        let measure: String
        let result: String
        let aim: String
        /// Whether the aim was met; nil when the figure has no aim (reported for information).
        let ok: Bool?
    }

    private(set) var rows: [Row] = []

    /// Adds a figure; `ok` nil means it has no aim.
    mutating func add(_ measure: String, _ result: String, aim: String = "—", ok: Bool? = nil) {
        rows.append(Row(measure: measure, result: result, aim: aim, ok: ok))
    }

    /// Adds a figure that could not be measured, with the reason.
    mutating func failed(_ measure: String, _ error: Error) {
        rows.append(Row(measure: measure, result: "FAILED: \(error)", aim: "—", ok: false))
    }

    /// Whether every figure with an aim met it.
    var allOK: Bool { rows.allSatisfy { $0.ok != false } }

    /// The table as aligned text columns.
    var text: String {
        let header = Row(measure: "measure", result: "result", aim: "aim", ok: nil)
        let lines = [header] + rows
        let widths = [\Row.measure, \Row.result, \Row.aim].map { column in lines.map { $0[keyPath: column].count }.max() ?? 0 }
        func line(_ row: Row, okText: String) -> String {
            [row.measure, row.result, row.aim].enumerated()
                .map { $1.padding(to: widths[$0]) }
                .joined(separator: " | ") + " | " + okText
        }
        var output = [line(header, okText: "ok?")]
        output.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-") + "-|----")
        for row in rows {
            output.append(line(row, okText: row.ok.map { $0 ? "yes" : "NO" } ?? ""))
        }
        return output.joined(separator: "\n")
    }
}

private extension String {
    func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
