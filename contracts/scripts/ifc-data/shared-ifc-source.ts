/**
 * @module Where the full IFC extraction lives and how it is read: ../shared next to the repository (or next
 * to the main checkout when this is a git worktree), or BIMP_SHARED_DIR. Used by the generator and its test.
 */
import { existsSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import type { CompactIfcSchema } from "../../src/ifc/compact-format"
import type { IfcVersion } from "../../src/ifc/ifc-versions"
import { compactIfcData, parseOccurrenceTypeTable, type SourcePropertySets, type SourceSchema } from "./compact-ifc-data"

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..")
export const COMPACT_DATA_DIR = path.join(REPO_ROOT, "contracts/src/ifc/data")
const OCCURRENCE_TABLE = "ids/docs/ifc2x3-occurrence-type-mapping-table.md"

/** The main checkout of a worktree: its .git is a file "gitdir: <main>/.git/worktrees/<name>". */
const mainCheckout = (root: string): string | undefined => {
  const dotGit = path.join(root, ".git")
  if (!existsSync(dotGit) || statSync(dotGit).isDirectory()) return undefined
  const gitdir = readFileSync(dotGit, "utf8").match(/^gitdir: (.+)$/m)?.[1]
  return gitdir ? path.resolve(gitdir, "../../..") : undefined
}

export const sharedDirCandidates = (): string[] => {
  const main = mainCheckout(REPO_ROOT)
  return [
    ...(process.env.BIMP_SHARED_DIR ? [process.env.BIMP_SHARED_DIR] : []),
    path.resolve(REPO_ROOT, "../shared"),
    ...(main ? [path.resolve(main, "../shared")] : []),
  ]
}

/** The shared folder holding ifc/ (and ids/ for IFC2X3's occurrence/type table), or undefined. */
export const findSharedDir = (): string | undefined =>
  sharedDirCandidates().find((dir) => existsSync(path.join(dir, "ifc/IFC4.schema.json")))

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"))

/** The compact data of one version, computed from the shared extraction. */
export const compactFromShared = (sharedDir: string, version: IfcVersion): CompactIfcSchema => {
  const schema = readJson(path.join(sharedDir, `ifc/${version}.schema.json`)) as SourceSchema
  const psets = readJson(path.join(sharedDir, `ifc/${version}.psets.json`)) as SourcePropertySets
  if (version !== "IFC2X3") return compactIfcData(schema, psets)
  const table = readFileSync(path.join(sharedDir, OCCURRENCE_TABLE), "utf8")
  return compactIfcData(schema, psets, {
    table: parseOccurrenceTypeTable(table),
    source: {
      repository: "buildingSMART/IDS",
      path: "Documentation/ifc2x3-occurrence-type-mapping-table.md",
      commit: "7171c00871b29ce56e667e7669f926c1a1d7f0da",
      license: "CC BY-ND 4.0 (buildingSMART International); table re-serialised, content unchanged",
    },
  })
}

/** The committed compact file of one version, as the product ships it. */
export const compactFilePath = (version: IfcVersion) => path.join(COMPACT_DATA_DIR, `${version}.json`)

/** One line per entity, property set and enumeration: small diffs when upstream changes, still compact. */
export const serialiseCompact = (data: CompactIfcSchema): string => {
  const section = (record: Readonly<Record<string, unknown>>) =>
    `{\n${Object.entries(record)
      .map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)}`)
      .join(",\n")}\n  }`
  const parts = Object.entries(data).map(([key, value]) =>
    ["entities", "enumerations", "propertySets", "occurrenceTypes"].includes(key)
      ? `  ${JSON.stringify(key)}: ${section(value as Record<string, unknown>)}`
      : `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  )
  return `{\n${parts.join(",\n")}\n}\n`
}
