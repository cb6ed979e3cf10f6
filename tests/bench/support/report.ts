/** @module The bench's result rows, the printed table and bench/results.json. */

export type Verdict = "pass" | "FAIL" | "info"

export type Row = {
  readonly id: string
  readonly measurement: string
  readonly result: string
  readonly target: string
  readonly verdict: Verdict
  /** The figures of a well-known TypeScript event store, where it gives one. */
  readonly reference: string
  /** Raw figures for results.json. */
  readonly figures?: Record<string, unknown>
}

export const verdict = (pass: boolean): Verdict => (pass ? "pass" : "FAIL")

const wrap = (text: string, width: number): string[] => {
  const lines: string[] = []
  for (const paragraph of text.split("\n")) {
    let line = ""
    // Words longer than the column are cut into pieces that fit.
    const words = paragraph.split(" ").flatMap((w) => (w.length <= width ? [w] : (w.match(new RegExp(`.{1,${width}}`, "g")) ?? [w])))
    for (const word of words) {
      if (line && line.length + 1 + word.length > width) {
        lines.push(line)
        line = word
      } else line = line ? `${line} ${word}` : word
    }
    lines.push(line)
  }
  return lines
}

/** A plain-text table with wrapped cells. */
export const formatTable = (rows: readonly Row[]): string => {
  const columns = [
    { title: "#", width: 3, cell: (r: Row) => r.id },
    { title: "measurement", width: 34, cell: (r: Row) => r.measurement },
    { title: "result", width: 44, cell: (r: Row) => r.result },
    { title: "target", width: 16, cell: (r: Row) => r.target },
    { title: "", width: 4, cell: (r: Row) => r.verdict },
    { title: "reference TS event store (issue)", width: 32, cell: (r: Row) => r.reference },
  ]
  const line = (cells: string[]) => "| " + cells.map((c, i) => c.padEnd(columns[i]!.width)).join(" | ") + " |"
  const rule = "|" + columns.map((c) => "-".repeat(c.width + 2)).join("|") + "|"
  const out = [line(columns.map((c) => c.title)), rule]
  for (const row of rows) {
    const wrapped = columns.map((c) => wrap(c.cell(row), c.width))
    const height = Math.max(...wrapped.map((w) => w.length))
    for (let i = 0; i < height; i++) out.push(line(wrapped.map((w) => w[i] ?? "")))
  }
  return out.join("\n")
}
