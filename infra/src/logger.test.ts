/**
 * The JSON log a shipper reads: one object per line with time, level, service, message, the caller's fields
 * and the correlation id of the request being served; and the text form for a person at a terminal.
 */
import { describe, expect, it } from "vitest"
import { createLogger, readLogFormat } from "./logger"
import { withCorrelationId } from "./ops/correlation-context"

const capture = (format: "json" | "text", level: "debug" | "info" | "warn" | "error" = "info") => {
  const lines: string[] = []
  const log = createLogger("command-service", level, { format, write: (line) => lines.push(line) })
  return { log, lines }
}

describe("JSON logger", () => {
  it("writes one JSON object per line with the base keys first and the fields after", () => {
    const { log, lines } = capture("json")
    log.info("command service listening on 127.0.0.1:8080", { port: 8080, tags: ["a"] })
    expect(lines).toHaveLength(1)
    expect(lines[0]!.endsWith("\n")).toBe(true)
    expect(lines[0]!.trimEnd()).not.toContain("\n")
    const entry = JSON.parse(lines[0]!)
    expect(Object.keys(entry)).toEqual(["time", "level", "service", "msg", "port", "tags"])
    expect(entry).toMatchObject({ level: "info", service: "command-service", msg: "command service listening on 127.0.0.1:8080", port: 8080, tags: ["a"] })
    expect(new Date(entry.time).toISOString()).toBe(entry.time)
  })

  it("carries the correlation id of the request being served, also in work the request started", async () => {
    const { log, lines } = capture("json")
    await withCorrelationId("web-7.request_42", async () => {
      log.info("appending")
      await new Promise((resolve) => setTimeout(resolve, 1))
      log.warn("appended later")
    })
    log.info("outside any request")
    const entries = lines.map((line) => JSON.parse(line))
    expect(entries.map((e) => e.correlationId)).toEqual(["web-7.request_42", "web-7.request_42", undefined])
    expect(Object.keys(entries[0]).at(-1)).toBe("correlationId")
  })

  it("keeps two requests' ids apart when they interleave", async () => {
    const { log, lines } = capture("json")
    const request = (id: string, waitMs: number) =>
      withCorrelationId(id, async () => {
        await new Promise((resolve) => setTimeout(resolve, waitMs))
        log.info(`done ${id}`)
      })
    await Promise.all([request("first", 20), request("second", 1)])
    expect(lines.map((line) => JSON.parse(line)).map((e) => [e.msg, e.correlationId])).toEqual([
      ["done second", "second"],
      ["done first", "first"],
    ])
  })

  it("lets a field of the caller name the correlation id (a job's stored one), and never lets fields replace the base keys", () => {
    const { log, lines } = capture("json")
    withCorrelationId("request", () => log.error("job failed", { correlationId: "the-job's", level: "debug", msg: "overwritten?" }))
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "error", msg: "job failed", correlationId: "the-job's" })
  })

  it("writes errors with their message and stack, big integers as text, and a line even for a field it cannot write", () => {
    const { log, lines } = capture("json")
    log.error("failed", { error: new TypeError("bad"), position: 2n ** 64n })
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    log.error("cyclic", { cyclic })
    const [first, second] = lines.map((line) => JSON.parse(line))
    expect(first.error).toMatchObject({ name: "TypeError", message: "bad" })
    expect(first.error.stack).toContain("TypeError: bad")
    expect(first.position).toBe("18446744073709551616")
    expect(second).toMatchObject({ msg: "cyclic", unwritableFields: true })
  })

  it("leaves out entries below its level", () => {
    const { log, lines } = capture("json", "warn")
    log.debug("d")
    log.info("i")
    log.warn("w")
    log.error("e")
    expect(lines.map((line) => JSON.parse(line).level)).toEqual(["warn", "error"])
  })
})

describe("text logger (a person at a terminal)", () => {
  it("writes one readable line with the fields and the correlation id", () => {
    const { log, lines } = capture("text")
    withCorrelationId("abc", () => log.warn("slow answer", { ms: 1200 }))
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\S+Z WARN  \[command-service\] slow answer \{"ms":1200\} \(abc\)\n$/)
  })
})

describe("LOG_FORMAT", () => {
  it("is json or text when set so, else text at a terminal and JSON anywhere else", () => {
    expect(readLogFormat({ LOG_FORMAT: "json" }, true)).toBe("json")
    expect(readLogFormat({ LOG_FORMAT: "text" }, false)).toBe("text")
    expect(readLogFormat({}, true)).toBe("text")
    expect(readLogFormat({}, false)).toBe("json")
    expect(readLogFormat({ LOG_FORMAT: "yaml" }, false)).toBe("json")
  })
})
