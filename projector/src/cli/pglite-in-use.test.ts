import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { pgliteDataDirUse } from "./pglite-in-use"

/** A data directory and a fake /proc whose processes hold files (fd symlinks) where the test says. */
const setUp = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bimp-pglite-use-"))
  const dataDir = path.join(root, "pglite")
  const proc = path.join(root, "proc")
  fs.mkdirSync(path.join(dataDir, "base"), { recursive: true })
  fs.mkdirSync(path.join(proc, "self", "fd"), { recursive: true })
  const processHolding = (pid: number, command: string, ...files: string[]) => {
    fs.mkdirSync(path.join(proc, String(pid), "fd"), { recursive: true })
    fs.writeFileSync(path.join(proc, String(pid), "cmdline"), command.split(" ").join("\0") + "\0")
    files.forEach((file, fd) => fs.symlinkSync(file, path.join(proc, String(pid), "fd", String(fd + 3))))
  }
  return { root, dataDir, proc, processHolding }
}

describe("pgliteDataDirUse", () => {
  const roots: string[] = []
  afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })))
  const given = () => {
    const s = setUp()
    roots.push(s.root)
    return s
  }

  it("is free when PGlite's pid file is absent", () => {
    const { dataDir, proc } = given()
    expect(pgliteDataDirUse(dataDir, { procDir: proc })).toEqual({ inUse: false })
  })

  it("names the processes that hold files of the directory open", () => {
    const { dataDir, proc, processHolding } = given()
    fs.writeFileSync(path.join(dataDir, "postmaster.pid"), "-42\n")
    fs.writeFileSync(path.join(dataDir, "base", "1259"), "")
    processHolding(4242, "node --import tsx infra/launcher/src/main.ts", path.join(dataDir, "base", "1259"))
    processHolding(4343, "vim notes.txt", path.join(os.tmpdir(), "notes.txt"))

    expect(pgliteDataDirUse(dataDir, { procDir: proc, ownPid: 1 })).toEqual({
      inUse: true,
      holders: [{ pid: 4242, command: "node --import tsx infra/launcher/src/main.ts" }],
    })
  })

  it("is free when the pid file is left over and nobody holds the directory (a process that was killed)", () => {
    const { dataDir, proc, processHolding } = given()
    fs.writeFileSync(path.join(dataDir, "postmaster.pid"), "-42\n")
    processHolding(4343, "vim notes.txt", path.join(os.tmpdir(), "notes.txt"))

    expect(pgliteDataDirUse(dataDir, { procDir: proc, ownPid: 1 })).toEqual({ inUse: false })
  })

  it("says in use, holders unknown, where there is no /proc to ask", () => {
    const { dataDir, root } = given()
    fs.writeFileSync(path.join(dataDir, "postmaster.pid"), "-42\n")

    expect(pgliteDataDirUse(dataDir, { procDir: path.join(root, "no-proc") })).toEqual({ inUse: true, holders: undefined })
  })
})
