/**
 * @module Summarises a V8 CPU profile of the server child (`npm run bench -- --profile` writes them to
 * bench/profiles/): self time by area (product package, library, Node internals, GC, idle) and the
 * functions with the most self time.
 *
 *   node --import tsx tests/bench/analyze-profile.ts bench/profiles/<file>.cpuprofile [top=30] [function-name]
 *
 * With a function name it also shows where that function's self time comes from (its callers, 14 frames up).
 */
import fs from "node:fs"

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

const areaOf = (url: string, name: string): string => {
  if (name === "(garbage collector)") return "GC"
  if (name === "(idle)") return "idle"
  if (name === "(program)") return "(program: native, not attributed)"
  if (!url) return "native/builtin"
  if (url.startsWith("node:")) return "node internals"
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return `lib ${pkg[1]}`
  const own = /\/work\/main\/([^/]+(?:\/launcher)?)\//.exec(url) ?? /\/(command-service|query-service|projector|infra|contracts|tests)\//.exec(url)
  return own ? `product ${own[1]}` : url
}

const main = () => {
  const [file, topArg, focus] = process.argv.slice(2)
  if (!file) throw new Error("usage: analyze-profile.ts <file.cpuprofile> [top]")
  const top = Number(topArg ?? 30)
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const selfMs = new Map<number, number>()
  profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000))
  const total = (profile.endTime - profile.startTime) / 1000

  const areas = new Map<string, number>()
  const functions = new Map<string, number>()
  for (const [id, ms] of selfMs) {
    const node = byId.get(id)!
    const { functionName, url, lineNumber } = node.callFrame
    const area = areaOf(url, functionName)
    areas.set(area, (areas.get(area) ?? 0) + ms)
    const key = `${functionName || "(anonymous)"}  ${url.replace(/^file:\/\/\/work\/main\//, "").replace(/^.*node_modules\//, "")}:${lineNumber + 1}`
    functions.set(key, (functions.get(key) ?? 0) + ms)
  }
  const busy = total - (areas.get("idle") ?? 0)
  const pct = (ms: number, of: number) => `${((100 * ms) / of).toFixed(1).padStart(5)}%`
  console.log(`profile ${file}: ${(total / 1000).toFixed(1)} s, busy ${(busy / 1000).toFixed(1)} s`)
  console.log("\nself time by area (share of busy time):")
  for (const [area, ms] of [...areas].sort((a, b) => b[1] - a[1]))
    if (area !== "idle") console.log(`  ${pct(ms, busy)}  ${(ms / 1000).toFixed(2).padStart(7)} s  ${area}`)
  console.log(`\ntop ${top} functions by self time (share of busy time):`)
  for (const [key, ms] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top + 1))
    if (!key.startsWith("(idle)")) console.log(`  ${pct(ms, busy)}  ${(ms / 1000).toFixed(2).padStart(7)} s  ${key}`)

  // Inclusive time: every sample counts once for each distinct function on its stack.
  const inclusive = new Map<string, number>()
  for (const [id, ms] of selfMs) {
    const seen = new Set<string>()
    for (let p: number | undefined = id; p !== undefined; p = parent.get(p)) {
      const f = byId.get(p)!.callFrame
      if (!f.url.includes("/work/main/") || f.url.includes("node_modules")) continue
      const key = `${f.functionName || "(anonymous)"}  ${f.url.replace(/^file:\/\/\/work\/main\//, "")}:${f.lineNumber + 1}`
      if (seen.has(key)) continue
      seen.add(key)
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms)
    }
  }
  console.log(`\ntop ${top} product functions by inclusive time (share of busy time):`)
  for (const [key, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(ms, busy)}  ${(ms / 1000).toFixed(2).padStart(7)} s  ${key}`)

  if (focus) {
    const chains = new Map<string, number>()
    for (const [id, ms] of selfMs) {
      if (byId.get(id)!.callFrame.functionName !== focus) continue
      const frames: string[] = []
      for (let p = parent.get(id); p !== undefined && frames.length < 14; p = parent.get(p)) {
        const f = byId.get(p)!.callFrame
        frames.push(`${f.functionName || "(anonymous)"}@${f.url.replace(/^.*\//, "")}:${f.lineNumber + 1}`)
      }
      const chain = frames.join(" < ")
      chains.set(chain, (chains.get(chain) ?? 0) + ms)
    }
    console.log(`\ncallers of ${focus}:`)
    for (const [chain, ms] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${pct(ms, busy)}  ${chain}`)
  }
}

main()
