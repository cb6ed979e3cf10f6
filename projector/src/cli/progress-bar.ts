/**
 * @module A progress bar for long runs, written to a terminal stream in place:
 *   [██████░░░░]  62%  31,250/50,000 events  48,900 ev/s
 * On a terminal one line is redrawn (at most every 100 ms); piped into a file or a CI log it prints a new
 * line only every 10 % or 5 s, so logs stay short.
 */
const numbers = new Intl.NumberFormat("en-US")

export type ProgressState = { readonly done: number; readonly total: number; readonly seconds: number; readonly unit?: string }

/** The bar's text; pure. `total` 0 (an empty log) counts as complete. */
export const formatProgress = ({ done, total, seconds, unit = "events" }: ProgressState, width = 10): string => {
  const fraction = total <= 0 ? 1 : Math.min(1, Math.max(0, done / total))
  const filled = Math.floor(fraction * width)
  const bar = "█".repeat(filled) + "░".repeat(width - filled)
  const percent = `${Math.floor(fraction * 100)}%`.padStart(4)
  return `[${bar}] ${percent}  ${numbers.format(done)}/${numbers.format(total)} ${unit}  ${formatRate(done, seconds)}`
}

export const formatRate = (done: number, seconds: number) => `${numbers.format(seconds > 0 ? Math.round(done / seconds) : 0)} ev/s`

export const formatCount = (n: number) => numbers.format(n)

type Stream = Pick<NodeJS.WriteStream, "write"> & { readonly isTTY?: boolean }

export class ProgressBar {
  private lastDraw = 0
  private lastFraction = -1
  private drawn = false
  private readonly started = performance.now()

  constructor(private readonly stream: Stream) {}

  get seconds() {
    return (performance.now() - this.started) / 1000
  }

  /** Redraws with the new state (throttled); `note` follows the figures, e.g. "writing 12,000 rows". */
  update(done: number, total: number, note = "") {
    const now = performance.now()
    const fraction = total <= 0 ? 1 : done / total
    if (this.stream.isTTY) {
      if (now - this.lastDraw < 100 && fraction < 1 && !note) return
      this.stream.write(`\r${formatProgress({ done, total, seconds: this.seconds })}${note ? `  ${note}` : ""}\x1b[K`)
      this.drawn = true
    } else {
      if (fraction - this.lastFraction < 0.1 && now - this.lastDraw < 5_000 && !note) return
      this.stream.write(`${formatProgress({ done, total, seconds: this.seconds })}${note ? `  ${note}` : ""}\n`)
      this.lastFraction = fraction
    }
    this.lastDraw = now
  }

  /** Ends the bar's line with the final figures, then writes `summary` on its own line. */
  finish(done: number, total: number, seconds: number, summary: string) {
    const line = formatProgress({ done, total, seconds })
    this.stream.write(this.stream.isTTY ? `\r${line}\x1b[K\n${summary}\n` : `${line}\n${summary}\n`)
    this.drawn = false
  }

  /** Leaves the bar's line before an error message is printed. */
  abandon() {
    if (this.drawn && this.stream.isTTY) this.stream.write("\n")
    this.drawn = false
  }
}
