/**
 * @module Whether an embedded (PGlite) data directory is open in another process. PGlite takes no lock of
 * its own: two processes opening one directory corrupt it. While open, PGlite keeps `postmaster.pid` in
 * the directory (with a fake pid, -42) and removes it on a clean close; on Linux the process holding it
 * also keeps files of the directory open, which /proc shows. A pid file nobody holds is left over from a
 * process that ended abruptly, and PGlite starts over it.
 */
import fs from "node:fs"
import path from "node:path"

export type DataDirUse =
  | { readonly inUse: false }
  /** `holders` is undefined when the holders cannot be found out (no /proc): the pid file alone says in use. */
  | { readonly inUse: true; readonly holders: readonly { pid: number; command: string }[] | undefined }

export const pgliteDataDirUse = (dataDir: string, { procDir = "/proc", ownPid = process.pid } = {}): DataDirUse => {
  if (!fs.existsSync(path.join(dataDir, "postmaster.pid"))) return { inUse: false }
  if (!fs.existsSync(path.join(procDir, "self", "fd"))) return { inUse: true, holders: undefined }
  const root = fs.realpathSync(dataDir) + path.sep
  const holders: { pid: number; command: string }[] = []
  for (const entry of fs.readdirSync(procDir)) {
    const pid = Number(entry)
    if (!Number.isInteger(pid) || pid === ownPid) continue
    if (holdsFileUnder(path.join(procDir, entry, "fd"), root)) holders.push({ pid, command: commandOf(procDir, entry) })
  }
  return holders.length > 0 ? { inUse: true, holders } : { inUse: false }
}

const holdsFileUnder = (fdDir: string, root: string): boolean => {
  let fds: string[]
  try {
    fds = fs.readdirSync(fdDir)
  } catch {
    return false // gone meanwhile, or not ours to read
  }
  for (const fd of fds) {
    try {
      if (fs.readlinkSync(path.join(fdDir, fd)).startsWith(root)) return true
    } catch {
      // closed meanwhile
    }
  }
  return false
}

const commandOf = (procDir: string, pid: string): string => {
  try {
    return fs.readFileSync(path.join(procDir, pid, "cmdline"), "utf8").split("\0").filter(Boolean).join(" ").slice(0, 200)
  } catch {
    return "?"
  }
}
