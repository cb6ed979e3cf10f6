/**
 * @module The Blueprint classes the client can put on the page, worked out from the code at build time:
 *  - our sources (client/src, tests left out): `Classes.X`, literal `bp6-…` names, and the components we import
 *    from @blueprintjs/core;
 *  - for each of those components, the Blueprint modules it is built from (its file and, transitively, every
 *    module of @blueprintjs/core/lib/esm it imports): their `Classes.X`, the constants they import from
 *    common/classes, the class families of the helpers they call (`Classes.intentClass(…)`: every intent …)
 *    and the prefixes of names they compose (`${Classes.TOAST_CONTAINER}-${position}`).
 * A transition's classes (`bp6-toast-enter-active`, from react-transition-group) count with their base class,
 * and every icon's class (`bp6-icon-<name>`: each SVG icon carries its name) counts.
 */
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"

const clientDir = path.dirname(fileURLToPath(import.meta.url))
const require = createRequire(path.join(clientDir, "package.json"))
const coreDir = path.dirname(require.resolve("@blueprintjs/core/package.json"))
const esmDir = path.join(coreDir, "lib/esm")
/** The class names by constant (`Classes.BUTTON` → "bp6-button"): the CommonJS build, loadable here. */
const classNames = require("@blueprintjs/core/lib/cjs/common/classes") as Record<string, unknown>

const name = (constant: string) => {
  const value = classNames[constant]
  return typeof value === "string" ? value : undefined
}

/** What the class helpers can return, by helper. */
const FAMILIES: Record<string, readonly string[]> = {
  intentClass: ["INTENT_PRIMARY", "INTENT_SUCCESS", "INTENT_WARNING", "INTENT_DANGER"],
  alignmentClass: ["ALIGN_LEFT", "ALIGN_RIGHT"],
  sizeClass: ["SMALL", "LARGE"],
  variantClass: ["MINIMAL", "OUTLINED"],
  elevationClass: ["ELEVATION_0", "ELEVATION_1", "ELEVATION_2", "ELEVATION_3", "ELEVATION_4"],
  positionClass: ["POSITION_TOP", "POSITION_BOTTOM", "POSITION_LEFT", "POSITION_RIGHT"],
  iconClass: [],
  getClassNamespace: [],
}

export type UsedClasses = { readonly names: ReadonlySet<string>; readonly prefixes: readonly string[] }

const TRANSITION = /-(?:appear|enter|exit)(?:-active|-done)?$/

/** Whether a class (of a selector) is one the client can render. */
export const isUsedClass = (used: UsedClasses, className: string): boolean => {
  const base = className.replace(TRANSITION, "")
  return [className, base].some((candidate) => used.names.has(candidate) || used.prefixes.some((prefix) => candidate.startsWith(prefix)))
}

/** Adds the classes a module's code names to `names` / `prefixes`. */
const collectFromCode = (code: string, names: Set<string>, prefixes: Set<string>) => {
  for (const [, constant] of code.matchAll(/\bClasses\.([A-Z][A-Z0-9_]*)\b/g)) {
    const value = name(constant!)
    if (value) names.add(value)
  }
  for (const [, helper] of code.matchAll(/\bClasses\.([a-z]\w*)\(/g))
    for (const constant of FAMILIES[helper!] ?? []) names.add(name(constant)!)
  for (const [, constant] of code.matchAll(/`\$\{Classes\.([A-Z][A-Z0-9_]*)\}-/g)) prefixes.add(`${name(constant!)}-`)
  for (const [, constant, suffix] of code.matchAll(/\bClasses\.([A-Z][A-Z0-9_]*)\s*\+\s*"(-[\w-]+)"/g)) names.add(`${name(constant!)}${suffix}`)
  for (const [, list] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(?:\.\.?\/)+(?:common\/)?classes"/g))
    for (const constant of list!.split(",").map((part) => part.trim().split(/\s+as\s+/)[0]!))
      if (name(constant)) names.add(name(constant)!)
  for (const [literal] of code.matchAll(/\bbp6-[a-z0-9]+(?:-[a-z0-9]+)*\b/g)) names.add(literal)
}

const walk = (dir: string, keep: (file: string) => boolean, into: string[] = []): string[] => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, keep, into)
    else if (keep(full)) into.push(full)
  }
  return into
}

/** The file of @blueprintjs/core's ES modules that declares each exported name. */
const declarations = (() => {
  let index: Map<string, string> | undefined
  return () => {
    if (index) return index
    index = new Map()
    for (const file of walk(esmDir, (f) => f.endsWith(".js"))) {
      const code = fs.readFileSync(file, "utf8")
      for (const [, declared] of code.matchAll(/^export (?:const|let|var|function|class|async function) (\w+)/gm)) index.set(declared!, file)
      for (const [, list] of code.matchAll(/^export \{([^}]*)\};?$/gm))
        for (const part of list!.split(",")) {
          const exported = part.trim().split(/\s+as\s+/).pop()
          if (exported && !index.has(exported)) index.set(exported, file)
        }
    }
    return index
  }
})()

const relativeImports = (file: string, code: string) =>
  [...code.matchAll(/(?:import|export)\s*(?:[^"';]*?\sfrom\s*)?"(\.{1,2}\/[^"]+)"/g)].map(([, spec]) => {
    const target = path.resolve(path.dirname(file), spec!)
    return fs.existsSync(`${target}.js`) ? `${target}.js` : fs.existsSync(path.join(target, "index.js")) ? path.join(target, "index.js") : target
  })

/** The Blueprint classes the client (its sources under `srcDir`) can render. */
export const usedBlueprintClasses = (srcDir = path.join(clientDir, "src")): UsedClasses => {
  const names = new Set<string>()
  const prefixes = new Set<string>([`${name("ICON")}-`])
  const components = new Set<string>()
  const sources = walk(srcDir, (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes(`${path.sep}testing${path.sep}`))
  for (const file of sources) {
    const code = fs.readFileSync(file, "utf8")
    collectFromCode(code, names, prefixes)
    for (const [, list] of code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@blueprintjs\/core"/g))
      for (const part of list!.split(",")) {
        const imported = part.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0]
        if (imported) components.add(imported)
      }
  }
  const classesModule = path.join(esmDir, "common/classes.js")
  const queue = [...components].map((component) => declarations().get(component)).filter((file): file is string => file !== undefined)
  // Modules imported by path (the toaster's `import("@blueprintjs/core/lib/esm/components/toast/overlayToaster")`).
  for (const file of sources) for (const [, module] of fs.readFileSync(file, "utf8").matchAll(/"@blueprintjs\/core\/lib\/esm\/([^"]+)"/g)) queue.push(path.join(esmDir, `${module!.replace(/\.js$/, "")}.js`))
  const seen = new Set<string>()
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file) || file === classesModule || !file.startsWith(esmDir) || !fs.existsSync(file)) continue
    seen.add(file)
    const code = fs.readFileSync(file, "utf8")
    collectFromCode(code, names, prefixes)
    queue.push(...relativeImports(file, code))
  }
  // Blueprint's components look for a dark parent; the app never sets the dark theme.
  names.delete(name("DARK")!)
  return { names, prefixes: [...prefixes] }
}
