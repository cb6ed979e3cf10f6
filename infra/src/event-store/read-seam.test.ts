/**
 * The read seam holds: no code outside `infra/src/event-store/` (and the migrations that create the table)
 * queries the `events` table, so every reader gets upcast events (docs/event-versions.md). Tests may read
 * the table to check what is physically stored; code may not.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..")
const CODE_DIRS = ["contracts/src", "command-service/src", "query-service/src", "projector/src", "projector/scripts", "infra/src", "infra/launcher/src"]
const ALLOWED = /^infra\/src\/(event-store|migrations)\//
const TEST_CODE = /(\.(test|spec)\.tsx?$|\.contract\.ts$|\/src\/testing\/)/
const EVENTS_TABLE = /\b(FROM|JOIN|INTO|UPDATE)\s+events\b/i

const codeFiles = (dir: string): string[] => {
  const full = path.join(root, dir)
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") || file.endsWith(".tsx"))
    .map((file) => `${dir}/${file.split(path.sep).join("/")}`)
}

describe("the read seam", () => {
  it("no code outside the event store queries the events table", () => {
    const files = CODE_DIRS.flatMap(codeFiles).filter((file) => !ALLOWED.test(file) && !TEST_CODE.test(file))
    expect(files.length).toBeGreaterThan(100)
    const offending = files.filter((file) => EVENTS_TABLE.test(readFileSync(path.join(root, file), "utf8")))
    expect(offending).toEqual([])
  })
})
