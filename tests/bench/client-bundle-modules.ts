/**
 * @module Why the first paint weighs what it does: a second build of the client (the client's own Vite,
 * its own config, into a temporary folder) with a small plugin that records, per output chunk, the
 * modules in it and their rendered code. Per route of bench 8: the packages and modules by gzip size,
 * and the CSS sources. Module gzip sizes are each module compressed alone: they add up to a little more
 * than the chunk's, but rank the causes right.
 *
 *   node --import tsx tests/bench/client-bundle.ts --why
 */
import fs from "node:fs"
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"
import { pathToFileURL } from "node:url"
import zlib from "node:zlib"
import { repoRoot } from "../e2e/support/paths"
import { analyseBundle, type ClientBundleResult } from "./client-bundle"

type ModuleSize = { readonly id: string; readonly bytes: number; readonly gzipBytes: number }
export type Explanation = {
  readonly bundle: ClientBundleResult
  readonly routes: readonly { route: string; packages: ModuleSize[]; modules: ModuleSize[] }[]
  readonly css: readonly ModuleSize[]
}

const clientDir = path.join(repoRoot, "client")
const gzip = (text: string) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length

/** node_modules/@scope/name/… → @scope/name; client/src/features/x/… → src/features/x. */
const packageOf = (id: string) => {
  const nm = id.lastIndexOf("/node_modules/")
  if (nm >= 0) {
    const parts = id.slice(nm + "/node_modules/".length).split("/")
    return parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!
  }
  const relative = path.relative(clientDir, id).split(path.sep)
  return relative.slice(0, Math.min(3, relative.length - 1)).join("/") || relative.join("/")
}

export const explainBundle = async (): Promise<Explanation> => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "bimp-bundle-why-"))
  const chunkModules = new Map<string, ModuleSize[]>()
  const cssSources: ModuleSize[] = []
  try {
    const vitePackage = createRequire(path.join(clientDir, "package.json")).resolve("vite/package.json")
    const vite = (await import(pathToFileURL(path.join(path.dirname(vitePackage), "dist/node/index.js")).href)) as typeof import("vite")
    await vite.build({
      root: clientDir,
      configFile: path.join(clientDir, "vite.config.ts"),
      logLevel: "silent",
      build: { outDir, emptyOutDir: true },
      plugins: [
        {
          name: "bimp-bundle-modules",
          transform(code, id) {
            if (/\.css($|\?)/.test(id) && !id.includes("?")) cssSources.push({ id: path.relative(repoRoot, id), bytes: code.length, gzipBytes: gzip(code) })
            return null
          },
          generateBundle(_options, bundle) {
            for (const output of Object.values(bundle)) {
              if (output.type !== "chunk") continue
              chunkModules.set(
                output.fileName,
                Object.entries(output.modules).map(([id, info]) => ({ id, bytes: info.renderedLength, gzipBytes: info.code ? gzip(info.code) : 0 })),
              )
            }
          },
        },
      ],
    })
    const bundle = analyseBundle(outDir)
    const routes = bundle.routes.map((route) => {
      const modules = route.files.filter((f) => f.kind === "js").flatMap((f) => chunkModules.get(f.file) ?? [])
      const byPackage = new Map<string, { bytes: number; gzipBytes: number }>()
      for (const m of modules) {
        const key = packageOf(m.id)
        const sum = byPackage.get(key) ?? { bytes: 0, gzipBytes: 0 }
        byPackage.set(key, { bytes: sum.bytes + m.bytes, gzipBytes: sum.gzipBytes + m.gzipBytes })
      }
      return {
        route: route.route,
        packages: [...byPackage].map(([id, s]) => ({ id, ...s })).sort((a, b) => b.gzipBytes - a.gzipBytes),
        modules: modules.map((m) => ({ ...m, id: m.id.replace(repoRoot + "/", "") })).sort((a, b) => b.gzipBytes - a.gzipBytes),
      }
    })
    return { bundle, routes, css: cssSources.sort((a, b) => b.gzipBytes - a.gzipBytes) }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true })
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

export const formatExplanation = (explanation: Explanation, top = 15): string => {
  const lines: string[] = []
  explanation.routes.forEach((route, i) => {
    const totals = explanation.bundle.routes[i]!
    lines.push(`why ${route.route} weighs JS ${kB(totals.jsGzipBytes)} gzip — by package (modules compressed alone):`)
    for (const p of route.packages.slice(0, top)) lines.push(`  ${p.id.padEnd(44)} ${kB(p.bytes).padStart(10)} raw ${kB(p.gzipBytes).padStart(10)} gzip`)
    lines.push(`  biggest modules:`)
    for (const m of route.modules.slice(0, top)) lines.push(`  ${m.id.slice(-70).padEnd(70)} ${kB(m.gzipBytes).padStart(10)} gzip`)
    lines.push("")
  })
  lines.push("CSS sources (before minification):")
  for (const c of explanation.css.slice(0, top)) lines.push(`  ${c.id.slice(-70).padEnd(70)} ${kB(c.bytes).padStart(10)} raw ${kB(c.gzipBytes).padStart(10)} gzip`)
  return lines.join("\n")
}
