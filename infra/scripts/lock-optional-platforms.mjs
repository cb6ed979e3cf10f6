#!/usr/bin/env node
// The npm registry reachable here holds only the Linux builds of some packages with per-platform
// optional dependencies (turbo's @turbo/darwin-*, @turbo/windows-*). `npm install` then writes a lock
// file without them, and `npm ci` refuses it as out of sync. This adds the missing entries, marked
// optional and bound to their OS, so `npm ci` skips them on Linux without fetching anything.
// Run it after any `npm install` that changed package-lock.json: node infra/scripts/lock-optional-platforms.mjs
import fs from "node:fs"

const file = new URL("../../package-lock.json", import.meta.url)
const lock = JSON.parse(fs.readFileSync(file, "utf8"))
const packages = lock.packages
const osOf = { darwin: "darwin", windows: "win32", linux: "linux", freebsd: "freebsd" }
const cpuOf = { 64: "x64", arm64: "arm64" }
const added = []
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`
    const platform = /^@turbo\/(darwin|windows|linux|freebsd)-(64|arm64)$/.exec(name)
    if (packages[key] || !platform) continue
    packages[key] = { version, cpu: [cpuOf[platform[2]]], dev: Boolean(entry.dev), license: "MIT", optional: true, os: [osOf[platform[1]]] }
    added.push(`${name}@${version} (for ${path})`)
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1)))
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + "\n")
console.log(added.length ? `added to package-lock.json:\n  ${added.join("\n  ")}` : "package-lock.json already lists every optional platform package")
