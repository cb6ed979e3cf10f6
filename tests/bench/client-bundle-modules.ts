/**
 * @module Why the first paint weighs what it does: a second build of the client (the client's own Vite,
 * its own config, into a temporary folder) with a small plugin that records, per output chunk, the
 * modules in it and their rendered code. Per route of bench 8: the packages and modules by size, and the
 * CSS sources. A module's size is its code minified (esbuild, as the build does) then gzipped alone: the
 * sum is a little above the chunks' own figures, but ranks the causes right.
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
  /** The modules of each loaded chunk of at least 5 kB gzip, biggest first. */
  readonly bigChunks: readonly { file: string; gzipBytes: number; modules: ModuleSize[] }[]
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
          async generateBundle(_options, bundle) {
            for (const output of Object.values(bundle)) {
              if (output.type !== "chunk") continue
              const modules: ModuleSize[] = []
              for (const [id, info] of Object.entries(output.modules)) {
                const code = info.code ? (await vite.transformWithEsbuild(info.code, "module.js", { minify: true, loader: "js" })).code : ""
                modules.push({ id, bytes: code.length, gzipBytes: code ? gzip(code) : 0 })
              }
              chunkModules.set(output.fileName, modules)
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
    const loaded = new Map(bundle.routes.flatMap((route) => route.files.filter((f) => f.kind === "js" && f.wireBytes >= 5_000).map((f) => [f.file, f.wireBytes] as const)))
    const bigChunks = [...loaded]
      .sort((a, b) => b[1] - a[1])
      .map(([file, gzipBytes]) => ({
        file,
        gzipBytes,
        modules: (chunkModules.get(file) ?? []).map((m) => ({ ...m, id: m.id.replace(repoRoot + "/", "") })).sort((a, b) => b.gzipBytes - a.gzipBytes),
      }))
    return { bundle, routes, bigChunks, css: cssSources.sort((a, b) => b.gzipBytes - a.gzipBytes) }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true })
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

export const formatExplanation = (explanation: Explanation, top = 15): string => {
  const lines: string[] = []
  explanation.routes.forEach((route, i) => {
    const totals = explanation.bundle.routes[i]!
    lines.push(`why ${route.route} weighs JS ${kB(totals.jsWireBytes)} over the wire — by package (each module minified, gzipped alone):`)
    for (const p of route.packages.slice(0, top)) lines.push(`  ${p.id.padEnd(44)} ${kB(p.bytes).padStart(10)} min ${kB(p.gzipBytes).padStart(10)} gzip`)
    lines.push(`  biggest modules:`)
    for (const m of route.modules.slice(0, top)) lines.push(`  ${m.id.slice(-70).padEnd(70)} ${kB(m.gzipBytes).padStart(10)} gzip`)
    lines.push("")
  })
  lines.push("the big loaded chunks and what is in them:")
  for (const chunk of explanation.bigChunks) {
    const shown = chunk.modules.slice(0, 6).map((m) => `${m.id.split("/node_modules/").pop()!.slice(-48)} ${kB(m.gzipBytes)}`)
    lines.push(`  ${chunk.file} (${kB(chunk.gzipBytes)} gzip, ${chunk.modules.length} modules): ${shown.join(", ")}${chunk.modules.length > 6 ? ", …" : ""}`)
  }
  lines.push("")
  lines.push("CSS sources (before minification):")
  for (const c of explanation.css.slice(0, top)) lines.push(`  ${c.id.slice(-70).padEnd(70)} ${kB(c.bytes).padStart(10)} raw ${kB(c.gzipBytes).padStart(10)} gzip`)
  return lines.join("\n")
}
