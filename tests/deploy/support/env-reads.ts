/**
 * @module The environment variables a process reads, found in its sources: every file its entry reaches
 * through imports (relative ones and the workspace packages' `exports`), scanned for `env.NAME`,
 * `env["NAME"]`, destructuring of `process.env` and the known helpers that take a name (`positiveInt("NAME")`).
 *
 * A read the scanner cannot see — `process.env[name]` in a file without a known helper — is reported, not
 * ignored, so a new way of reading the environment makes the deployment checks fail instead of going unseen.
 */
import fs from "node:fs"
import path from "node:path"

export const REPO_ROOT = path.resolve(import.meta.dirname, "../../..")

/** Functions that read `process.env[name]` for the name they are given (projector/src/cli.ts, relay-cli.ts). */
export const ENV_HELPERS = ["positiveInt"] as const

export type EnvReads = {
  /** Variable → the files (relative to the repository) that read it. */
  readonly names: ReadonlyMap<string, readonly string[]>
  /** Files reading `process.env[…]` by a computed name the scanner cannot resolve. */
  readonly unresolved: readonly string[]
  /** Every source file the entry reaches. */
  readonly files: readonly string[]
}

/** Package name → its folder and `exports`, for every workspace of the root package.json. */
const workspacePackages = (): Map<string, { dir: string; exports: Record<string, string> }> => {
  const root = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as { workspaces: string[] }
  const packages = new Map<string, { dir: string; exports: Record<string, string> }>()
  for (const workspace of root.workspaces) {
    const dir = path.join(REPO_ROOT, workspace)
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { name: string; exports?: Record<string, string> }
    packages.set(manifest.name, { dir, exports: manifest.exports ?? {} })
  }
  return packages
}

const asSourceFile = (candidate: string): string | undefined =>
  [candidate, candidate.replace(/\.js$/, ".ts"), `${candidate}.ts`, `${candidate}.tsx`, path.join(candidate, "index.ts")].find(
    (file) => /\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile(),
  )

const resolveImport = (specifier: string, from: string, packages: ReturnType<typeof workspacePackages>): string | undefined => {
  if (specifier.startsWith(".")) return asSourceFile(path.resolve(path.dirname(from), specifier))
  const match = /^(@bimprofile\/[^/]+)(\/.*)?$/.exec(specifier)
  const pkg = match?.[1] === undefined ? undefined : packages.get(match[1])
  if (!match || !pkg) return undefined // a library from node_modules: not ours to scan
  const subpath = `.${match[2] ?? ""}`
  const exact = pkg.exports[subpath]
  if (exact) return asSourceFile(path.join(pkg.dir, exact))
  for (const [pattern, target] of Object.entries(pkg.exports)) {
    if (!pattern.includes("*")) continue
    const [prefix = "", suffix = ""] = pattern.split("*")
    if (subpath.startsWith(prefix) && subpath.endsWith(suffix)) {
      const middle = subpath.slice(prefix.length, subpath.length - suffix.length)
      return asSourceFile(path.join(pkg.dir, target.replace("*", middle)))
    }
  }
  return undefined
}

/** Imports that load code: `import type` / `export type` bring none. */
const importsOf = (source: string): string[] => {
  const specifiers: string[] = []
  for (const match of source.matchAll(/\b(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']/g)) {
    if (!match[1] && match[2]) specifiers.push(match[2])
  }
  for (const [, specifier = ""] of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) specifiers.push(specifier)
  return specifiers
}

const NAME = "[A-Z][A-Z0-9_]*"

/** The variable names one file reads, and whether it reads one by a computed name. */
export const envNamesIn = (source: string): { names: string[]; computed: boolean } => {
  const names = new Set<string>()
  for (const [, name = ""] of source.matchAll(new RegExp(`\\benv\\.(${NAME})\\b`, "g"))) names.add(name)
  for (const [, name = ""] of source.matchAll(new RegExp(`\\benv\\[\\s*["'](${NAME})["']\\s*\\]`, "g"))) names.add(name)
  for (const [, list = ""] of source.matchAll(/\{([^{}]*)\}\s*=\s*process\.env\b/g))
    for (const name of list.split(",").map((part) => (part.split(":")[0] ?? "").trim())) if (new RegExp(`^${NAME}$`).test(name)) names.add(name)
  for (const helper of ENV_HELPERS)
    for (const [, name = ""] of source.matchAll(new RegExp(`\\b${helper}\\(\\s*["'](${NAME})["']`, "g"))) names.add(name)
  const dynamic = /\bprocess\.env\[\s*(?!["'])/.test(source)
  const declaresHelper = ENV_HELPERS.some((helper) => new RegExp(`\\b(?:const|function)\\s+${helper}\\b`).test(source))
  return { names: [...names], computed: dynamic && !declaresHelper }
}

/** What the process started from `entry` (a path relative to the repository) reads of its environment. */
export const envReadsOf = (entry: string): EnvReads => {
  const packages = workspacePackages()
  const start = path.join(REPO_ROOT, entry)
  if (!fs.existsSync(start)) throw new Error(`entry ${entry} does not exist`)
  const seen = new Set<string>([start])
  const queue = [start]
  const names = new Map<string, string[]>()
  const unresolved: string[] = []
  while (queue.length > 0) {
    const file = queue.pop()!
    const source = fs.readFileSync(file, "utf8")
    const relative = path.relative(REPO_ROOT, file)
    const found = envNamesIn(source)
    for (const name of found.names) names.set(name, [...(names.get(name) ?? []), relative])
    if (found.computed) unresolved.push(relative)
    for (const specifier of importsOf(source)) {
      const target = resolveImport(specifier, file, packages)
      if (target && !seen.has(target)) {
        seen.add(target)
        queue.push(target)
      }
    }
  }
  return { names, unresolved, files: [...seen].map((file) => path.relative(REPO_ROOT, file)).sort() }
}
