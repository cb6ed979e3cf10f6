/**
 * @module One launcher per DATA_DIR: a second one would find the first one's PostgreSQL running, use it, and stop
 * it when it ends. DATA_DIR/launcher.pid names the launcher that owns the directory.
 */
import fs from "node:fs"
import path from "node:path"
import { pidAlive } from "./part"

export const lockDataDir = (dataDir: string): { release(): void } => {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, "launcher.pid")
  const holder = fs.existsSync(file) ? Number(fs.readFileSync(file, "utf8").trim()) : undefined
  if (holder !== undefined && holder !== process.pid && Number.isInteger(holder) && holder > 0 && pidAlive(holder))
    throw new Error(`another launcher (pid ${holder}) runs on ${dataDir}: stop it first, or choose another DATA_DIR`)
  fs.writeFileSync(file, `${process.pid}\n`)
  return {
    release: () => {
      if (fs.existsSync(file) && fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.rmSync(file)
    },
  }
}
