/**
 * The launcher's hold on its children: a graceful stop that is honoured, SIGKILL for one that hangs, a crash
 * before readiness reported with the end of its log, and a wait that ends when the launcher is told to stop.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { startChild } from "./child-process"
import { NotReady, waitUntilReady } from "./readiness"

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bimp-launcher-child-"))
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

/** A node child running `script`, its output in a log of its own. */
const child = (name: string, script: string, graceMs?: number) =>
  startChild({
    name,
    address: "-",
    command: process.execPath,
    args: ["-e", script],
    cwd: scratch,
    env: process.env,
    logFile: path.join(scratch, `${name}.log`),
    ...(graceMs !== undefined && { graceMs }),
  })

describe("children of the distributed launcher", () => {
  it("stops a child with SIGTERM and lets it finish", async () => {
    const part = child("graceful", `console.log("up"); process.on("SIGTERM", () => { console.log("finishing"); process.exit(0) }); setInterval(() => {}, 1000)`)
    await waitUntilReady(part, async () => fs.readFileSync(part.logFile, "utf8").includes("up"))
    await part.stop()
    expect(await part.exited).toEqual({ code: 0, signal: null })
    expect(part.stopping).toBe(true)
    expect(fs.readFileSync(part.logFile, "utf8")).toContain("finishing")
  })

  it("kills a child that ignores SIGTERM once its grace time is over", async () => {
    const part = child("stubborn", `console.log("up"); process.on("SIGTERM", () => {}); setInterval(() => {}, 1000)`, 300)
    await waitUntilReady(part, async () => fs.readFileSync(part.logFile, "utf8").includes("up"))
    await part.stop()
    expect(await part.exited).toEqual({ code: null, signal: "SIGKILL" })
    expect(fs.readFileSync(part.logFile, "utf8")).toContain("stubborn did not stop within 300 ms: SIGKILL")
  })

  it("reports a child that dies before it is ready, with the end of its log", async () => {
    const part = child("crashing", `console.error("cannot reach the database"); process.exit(3)`)
    const waiting = waitUntilReady(part, async () => false)
    await expect(waiting).rejects.toThrow(NotReady)
    await expect(waiting).rejects.toThrow(/crashing exited before it was ready \(exit code 3\)[\s\S]*cannot reach the database/)
  })

  it("stops waiting when the launcher is told to stop", async () => {
    const part = child("slow", `setInterval(() => {}, 1000)`)
    const abort = new AbortController()
    setTimeout(() => abort.abort(new Error("SIGINT while starting")), 100)
    await expect(waitUntilReady(part, async () => false, { abort: abort.signal })).rejects.toThrow("SIGINT while starting")
    await part.stop()
  })
})
