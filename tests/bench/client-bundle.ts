/**
 * @module Bench 8: what the browser loads on first paint of two routes, from the Vite manifest of the
 * built client (client/dist/.vite/manifest.json; built first when missing or older than client/src).
 *
 * Per route: the entry and its static imports (transitively), the route's lazy chunk and its static
 * imports, the default locale's texts (de-CH: i18n loads them at start), and the CSS of all of those.
 * Sizes are what the browser receives: the precompressed brotli twin the build writes (client/precompress.ts,
 * served by Accept-Encoding), or the plain file when there is none; kB = 1000 bytes.
 * Targets: JS ≤ 180 kB, CSS ≤ 46 kB over the wire. A loaded chunk holding Blueprint's all-icons path table
 * (@blueprintjs/icons allPaths: the SVG paths of every icon) is flagged.
 *
 *   node --import tsx tests/bench/client-bundle.ts     # the per-chunk tables on their own
 */
import fs from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { ensureClientBuilt } from "../e2e/support/client-build"
import { repoRoot } from "../e2e/support/paths"
import { formatInt, round } from "./support/stats"
import { type Row, verdict } from "./support/report"

export const TARGET_8 = { jsWireBytes: 180_000, cssWireBytes: 46_000 } as const
/** An icon path table holds hundreds of `["M…"]` arrays; a single icon component holds one or two. */
const ICON_TABLE_MIN_PATHS = 200

type ManifestChunk = {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

export type LoadedFile = {
  readonly file: string
  readonly kind: "js" | "css"
  /** Why it is loaded: entry, route, locale, or a shared chunk one of them imports. */
  readonly role: string
  readonly bytes: number
  readonly wireBytes: number
  /** SVG path arrays in the file; ≥ 200 means an all-icons path table. */
  readonly iconPaths: number
}

export type RouteLoad = {
  readonly route: string
  readonly path: string
  readonly files: readonly LoadedFile[]
  readonly jsWireBytes: number
  readonly cssWireBytes: number
  readonly jsBytes: number
  readonly cssBytes: number
  readonly allIconsFiles: readonly string[]
  /** All-icons files not loaded at first paint but reachable by a dynamic import (e.g. an icon by name). */
  readonly allIconsLazy: readonly string[]
}

export type ClientBundleResult = { readonly distDir: string; readonly routes: readonly RouteLoad[] }

export const ROUTES = [
  // `namespaces`: the texts the route loads at first paint (common always; a feature's own with its route).
  { route: "login", path: "/login", source: "src/app/routes/auth/login.tsx", namespaces: ["common", "auth"] },
  { route: "project list", path: "/projects/list", source: "src/app/routes/projects/project-list.tsx", namespaces: ["common", "projects"] },
] as const

const defaultLocaleTexts = (namespace: string) => `src/locales/de-CH/${namespace}.json`

/** The bytes a brotli-accepting browser (every current one) receives for a file of dist/. */
const wireSize = (distDir: string, file: string, content: Buffer) => {
  const twin = path.join(distDir, `${file}.br`)
  return fs.existsSync(twin) ? fs.statSync(twin).size : content.length
}
const iconPathCount = (content: string) => (content.match(/\[\s*"M[-\d.]/g) ?? []).length

/** The chunks a start point loads without a dynamic import: itself and its static imports, transitively. */
const staticClosure = (manifest: Manifest, start: string, into = new Map<string, string>(), role = start) => {
  const visit = (key: string) => {
    if (into.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`)
    into.set(key, key === start ? role : `shared (${role})`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(start)
  return into
}

const dynamicReach = (manifest: Manifest, keys: Iterable<string>) => {
  const seen = new Set<string>()
  const queue = [...keys]
  while (queue.length) {
    const key = queue.pop()!
    if (seen.has(key)) continue
    seen.add(key)
    const chunk = manifest[key]
    if (chunk) queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []))
  }
  return seen
}

export const readManifest = (distDir: string): Manifest => JSON.parse(fs.readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8")) as Manifest

/** The first-paint load of each route, from a built client. */
export const analyseBundle = (distDir: string, manifest = readManifest(distDir)): ClientBundleResult => {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)
  if (!entryKey) throw new Error("the manifest has no entry chunk")
  const sizes = new Map<string, { bytes: number; wireBytes: number; iconPaths: number }>()
  const measure = (file: string) => {
    if (!sizes.has(file)) {
      const content = fs.readFileSync(path.join(distDir, file))
      sizes.set(file, { bytes: content.length, wireBytes: wireSize(distDir, file, content), iconPaths: file.endsWith(".js") ? iconPathCount(content.toString("utf8")) : 0 })
    }
    return sizes.get(file)!
  }
  const isAllIcons = (key: string) =>
    /@blueprintjs\/icons\/lib\/[\w-]+\/allPaths\.js$/.test(key) || measure(manifest[key]!.file).iconPaths >= ICON_TABLE_MIN_PATHS

  const routes = ROUTES.map(({ route, path: routePath, source, namespaces }) => {
    if (!manifest[source]) throw new Error(`the manifest has no chunk for the ${route} route (${source})`)
    const chunks = staticClosure(manifest, entryKey, new Map(), "entry")
    staticClosure(manifest, source, chunks, `route ${route}`)
    for (const key of namespaces.map(defaultLocaleTexts).filter((k) => manifest[k])) staticClosure(manifest, key, chunks, "locale de-CH")
    const files: LoadedFile[] = []
    const cssSeen = new Set<string>()
    for (const [key, role] of chunks) {
      const chunk = manifest[key]!
      files.push({ file: chunk.file, kind: "js", role: role === key ? key : role, ...measure(chunk.file) })
      for (const css of chunk.css ?? []) {
        if (cssSeen.has(css)) continue
        cssSeen.add(css)
        files.push({ file: css, kind: "css", role: `css of ${role.startsWith("shared") ? key : role}`, ...measure(css) })
      }
    }
    const sum = (kind: "js" | "css", field: "bytes" | "wireBytes") => files.filter((f) => f.kind === kind).reduce((n, f) => n + f[field], 0)
    const loaded = [...chunks.keys()]
    const lazy = [...dynamicReach(manifest, loaded)].filter((key) => !chunks.has(key) && manifest[key] && isAllIcons(key))
    return {
      route,
      path: routePath,
      files: files.sort((a, b) => b.wireBytes - a.wireBytes),
      jsWireBytes: sum("js", "wireBytes"),
      cssWireBytes: sum("css", "wireBytes"),
      jsBytes: sum("js", "bytes"),
      cssBytes: sum("css", "bytes"),
      allIconsFiles: loaded.filter(isAllIcons).map((key) => manifest[key]!.file),
      allIconsLazy: [...new Set(lazy.map((key) => manifest[key]!.file))],
    }
  })
  return { distDir, routes }
}

export const measureClientBundle = async (): Promise<ClientBundleResult> => {
  await ensureClientBuilt()
  return analyseBundle(path.join(repoRoot, "client/dist"))
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** One table per route: every loaded file with its raw size and the bytes sent, biggest first. */
export const formatChunkTables = (result: ClientBundleResult): string =>
  result.routes
    .map((route) => {
      const header = `first paint of ${route.path} (${route.route}): JS ${kB(route.jsWireBytes)} over the wire (${kB(route.jsBytes)} raw), CSS ${kB(route.cssWireBytes)} over the wire (${kB(route.cssBytes)} raw)`
      const lines = route.files.map(
        (f) =>
          `  ${f.file.padEnd(48)} ${kB(f.bytes).padStart(10)} ${kB(f.wireBytes).padStart(10)}  ${f.role}${f.iconPaths >= ICON_TABLE_MIN_PATHS ? `  ← ALL-ICONS PATH TABLE (${formatInt(f.iconPaths)} paths)` : ""}`,
      )
      return [header, `  ${"file".padEnd(48)} ${"raw".padStart(10)} ${"wire (br)".padStart(10)}  loaded as`, ...lines].join("\n")
    })
    .join("\n\n")

export const rowsOfClientBundle = (result: ClientBundleResult): Row[] => {
  const rows: Row[] = []
  const ids = ["8a", "8b"]
  result.routes.forEach((route, i) => {
    const jsOk = route.jsWireBytes <= TARGET_8.jsWireBytes
    const cssOk = route.cssWireBytes <= TARGET_8.cssWireBytes
    const iconsOk = route.allIconsFiles.length === 0
    rows.push({
      id: ids[i] ?? `8${String.fromCharCode(97 + i)}`,
      measurement: `Client first paint of ${route.path} (${route.route}): entry + route chunk + static imports + de-CH texts + CSS, bytes over the wire (brotli as served)`,
      result:
        `JS ${kB(route.jsWireBytes)}${jsOk ? "" : " (over)"}, CSS ${kB(route.cssWireBytes)}${cssOk ? "" : " (over)"} in ${route.files.length} files; ` +
        (iconsOk ? "no all-icons path table" : `ALL-ICONS path table loaded: ${route.allIconsFiles.join(", ")}`) +
        (route.allIconsLazy.length ? `; ${route.allIconsLazy.length} all-icons chunks only behind a dynamic import (an icon by name)` : ""),
      target: `JS ≤ ${kB(TARGET_8.jsWireBytes)}, CSS ≤ ${kB(TARGET_8.cssWireBytes)}, no all-icons`,
      verdict: verdict(jsOk && cssOk && iconsOk),
      reference: "—",
      figures: {
        jsWireBytes: route.jsWireBytes,
        cssWireBytes: route.cssWireBytes,
        jsBytes: route.jsBytes,
        cssBytes: route.cssBytes,
        allIconsFiles: route.allIconsFiles,
        allIconsLazy: route.allIconsLazy,
        files: route.files.map((f) => ({ ...f, wireKB: round(f.wireBytes / 1000, 1) })),
      },
    })
  })
  return rows
}

const main = async () => {
  const result = await measureClientBundle()
  console.log(formatChunkTables(result))
  console.log()
  for (const row of rowsOfClientBundle(result)) console.log(`${row.id} ${row.verdict.padEnd(4)} ${row.result}`)
  if (process.argv.includes("--why")) {
    const { explainBundle, formatExplanation } = await import("./client-bundle-modules")
    console.log("\n" + formatExplanation(await explainBundle()))
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
