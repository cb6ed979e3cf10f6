import { describe, expect, it } from "vitest"
import { formatProgress, ProgressBar } from "./progress-bar"

const capture = (isTTY: boolean) => {
  const out: string[] = []
  return { stream: { isTTY, write: (text: string) => out.push(text) > 0 }, out }
}

describe("formatProgress", () => {
  it("shows the filled share, percent, counts with separators and the rate", () => {
    expect(formatProgress({ done: 31_250, total: 50_000, seconds: 31_250 / 48_900 })).toBe("[██████░░░░]  62%  31,250/50,000 events  48,900 ev/s")
  })

  it("is complete at the end, and for an empty log", () => {
    expect(formatProgress({ done: 50_000, total: 50_000, seconds: 2 })).toBe("[██████████] 100%  50,000/50,000 events  25,000 ev/s")
    expect(formatProgress({ done: 0, total: 0, seconds: 0 })).toBe("[██████████] 100%  0/0 events  0 ev/s")
  })

  it("never overflows the bar when more events arrive than the head promised", () => {
    expect(formatProgress({ done: 120, total: 100, seconds: 1 })).toMatch(/^\[██████████\] 100%/)
  })
})

describe("ProgressBar", () => {
  it("on a terminal, redraws one line in place and ends it with the summary", () => {
    const { stream, out } = capture(true)
    const bar = new ProgressBar(stream)
    bar.update(10, 100)
    bar.update(20, 100) // within 100 ms of the last draw: skipped
    bar.finish(100, 100, 1, "rebuilt: 100 events")

    expect(out).toHaveLength(2)
    expect(out[0]).toMatch(/^\r\[█░░░░░░░░░\]  10%  10\/100 events .*\x1b\[K$/)
    expect(out[1]).toBe("\r[██████████] 100%  100/100 events  100 ev/s\x1b[K\nrebuilt: 100 events\n")
  })

  it("in a log, prints a line per tenth of the way, not per update", () => {
    const { stream, out } = capture(false)
    const bar = new ProgressBar(stream)
    for (let done = 1; done <= 100; done++) bar.update(done, 100)

    expect(out.length).toBeLessThanOrEqual(11)
    expect(out.every((line) => line.endsWith("\n") && !line.includes("\r"))).toBe(true)
  })
})
