/**
 * @module How the build groups modules into files. Left to itself, Rollup gives every distinct set of importers
 * its own chunk: a signed-in page then needed 70–90 responses, most of them 1–2 kB (one per Blueprint icon,
 * one per small component), and over HTTP/1.1's six connections per host each round of them costs a round
 * trip (150 ms on a slow connection), API requests queueing behind them. So, by what loads when:
 *  - the libraries (React, router, TanStack Query, i18next, RxJS) in one file, Blueprint in another but its
 *    overlays (dialogs, popovers, menus, toasts: none shows at start) in a third;
 *  - our modules the entry imports statically in the entry's file, but the early start (src/early.ts) apart;
 *  - later, behind the pages' `import()`: our modules one file per feature folder plus one for the common
 *    components and helpers (those with dialogs and menus apart), each page its own file
 *    (Rollup's splitting), each locale's namespace its own file (only the active locale's texts load); a library
 *    or a common module only one feature uses (the catalogue's virtualised rows, its list reads) in that
 *    feature's file;
 *  - after sign-in: the live updates and what marks answers stale (live notices and the client's own changes)
 *    in a file of their own, never at first paint;
 *  - never on these pages: the SVG path tables of all icons behind `<Icon icon="name">` (80 kB each).
 * A feature's file goes with each of its pages: a component in it that imports a dialog statically makes every
 * page of the feature load the overlays (the project header did so for the project list); such a component
 * takes the dialogs of components/lazy-dialogs.tsx, loaded when first opened. The common file goes with the
 * login and the project list alike: a common module that imports one of Blueprint's overlays goes with the
 * dialogs (the IFC name suggestions' popover menu, in the common file, made both load the overlays: bench 8a
 * 153 -> 178 kB).
 */
const BLUEPRINT = /[\\/]node_modules[\\/](@blueprintjs[\\/](core|icons)|change-case|@popperjs[\\/]core|react-popper|react-fast-compare|warning|classnames|react-transition-group|dom-helpers|react-uid|use-sync-external-store)[\\/]/
/**
 * Blueprint's loaders of icons by name and the path tables behind them: named files of their own, or Rollup
 * pulls them into the Blueprint file with the module that imports them, and every page loads them.
 */
const ICON_PATHS = /[\\/]node_modules[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]\w+[\\/](?:generated[\\/](16|20)px[\\/]paths[\\/]|paths-loaders[\\/](all|split)|(all)Paths\.js)/
/** Blueprint's overlays (dialogs, popovers, menus, toasts) and what positions them: no page shows one at start. */
const BLUEPRINT_OVERLAYS = /[\\/]node_modules[\\/](?:@blueprintjs[\\/]core[\\/]lib[\\/]\w+[\\/]components[\\/](?:alert|context-menu|dialog|drawer|hotkeys|menu|overlay|overlay2|popover|popover-next|portal|toast|tooltip)[\\/]|@floating-ui[\\/]|react-popper[\\/]|@popperjs[\\/]|react-transition-group[\\/]|dom-helpers[\\/])/
/** Libraries only the catalogue's long lists use (virtualised rows): with that feature's file, not the start's libraries. */
const CATALOGUE_LIBRARIES = /[\\/]node_modules[\\/]@tanstack[\\/](?:react-virtual|virtual-core)[\\/]/
/** Our modules outside the pages (app/routes) and the texts (locales): a feature's folder, or the common ones. */
const OWN_SHARED = /[\\/]client[\\/]src[\\/](?:features[\\/]([\w-]+)|components|lib|hooks|api|config|app(?![\\/]routes))[\\/]/
/** Our common modules: OWN_SHARED outside the feature folders. */
const OWN_COMMON = /[\\/]client[\\/]src[\\/](?:components|lib|hooks|api|config|app(?![\\/]routes))[\\/]/
/**
 * The contracts' modules (constants the client and the server share): placed as our common modules are. Left to
 * Rollup, one that two features use went into the file of one of them (the IFC versions into the requirements'):
 * with the requirements' file importing the catalogue's as well, the two files imported each other, and the
 * requirements' page failed to render ("Cannot access 'ls' before initialization" in the catalogue's file).
 */
const CONTRACTS = /[\\/]contracts[\\/]src[\\/]/
const isCommon = (id: string) => OWN_COMMON.test(id) || CONTRACTS.test(id)

/** A feature's dialogs: apart from its file when its pages load them on demand only (see `onDemandDialogs`). */
const FEATURE_DIALOGS = /[\\/]client[\\/]src[\\/]features[\\/]([\w-]+)[\\/]components[\\/][\w-]*-dialogs?\.tsx$/
/**
 * Our common components built on Blueprint's overlays: apart, so a page without dialogs does not load those.
 * Besides these, every common module that imports one of Blueprint's overlay components (`importsOverlays`).
 */
const OWN_OVERLAYS = /[\\/]client[\\/]src[\\/]components[\\/](?:[\w-]*dialog|row-actions|job-progress|menu-popover|origin-marker|layout[\\/]user-menu)\.tsx$/
/** Blueprint's components in its overlays' file (BLUEPRINT_OVERLAYS), as a module names them in `import { … } from "@blueprintjs/core"`. */
const OVERLAY_COMPONENTS = new Set(
  "Alert ContextMenu ContextMenuPopover Dialog DialogBody DialogFooter DialogStep Drawer HotkeysDialog2 Menu MenuDivider MenuItem MultistepDialog Overlay Overlay2 OverlayToaster Popover PopoverNext Portal Toast Toast2 Tooltip".split(" "),
)
const BLUEPRINT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@blueprintjs\/core["']/g
const importsOverlays = (meta: ChunkMeta, id: string) =>
  [...(meta.getModuleInfo(id)?.code ?? "").matchAll(BLUEPRINT_IMPORT)].some((clause) =>
    clause[1]!.split(",").some((name) => OVERLAY_COMPONENTS.has(name.trim().split(/\s+as\s+/)[0]!)),
  )

/**
 * The live updates, which components/layout/app-shell.tsx imports after sign-in. With them in their file: what
 * they import (lib/invalidate-answers.ts, the live kinds, the own user) and the common modules that import
 * those (the client's own changes: api/project-mutation.ts and the calls made through it) unless one file alone
 * uses them. The pages that change data load this file, the login and the project list do not.
 */
const LIVE_UPDATES = /[\\/]client[\\/]src[\\/]lib[\\/]live-updates\.ts$/

type ModuleInfo = {
  readonly isEntry: boolean
  readonly importedIds: readonly string[]
  readonly importers: readonly string[]
  readonly code?: string | null
}
type ChunkMeta = { getModuleIds: () => IterableIterator<string>; getModuleInfo: (id: string) => ModuleInfo | null }

/**
 * The early start (src/early.ts) and what it imports: a file of its own that imports no library, so the
 * browser runs it before the libraries' files, and its reads go out while those evaluate.
 */
const EARLY = /[\\/]client[\\/]src[\\/]early\.ts$/

/** Our modules `roots` import statically (transitively). */
const ownModulesFrom = (meta: ChunkMeta, roots: readonly string[]): ReadonlySet<string> => {
  const seen = new Set<string>()
  const queue = [...roots]
  while (queue.length) {
    const id = queue.pop()!
    if (seen.has(id) || isVendor(id)) continue
    seen.add(id)
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}
/** What every start runs: our modules the entry imports, and apart those of the early start. */
const startModules = (meta: ChunkMeta) => {
  const ids = [...meta.getModuleIds()]
  return { ids: ownModulesFrom(meta, ids.filter((id) => meta.getModuleInfo(id)?.isEntry)), early: ownModulesFrom(meta, ids.filter((id) => EARLY.test(id))) }
}
type Start = {
  readonly meta: ChunkMeta
  readonly ids: ReadonlySet<string>
  readonly early: ReadonlySet<string>
  /** Our modules the live updates import, not the start's. */
  readonly live: ReadonlySet<string>
  /** The file of each common module decided so far (`commonFile`); null while being decided (an import cycle). */
  readonly common: Map<string, string | undefined | null>
}
let start: Start | undefined
const isVendor = (id: string) => id.includes("node_modules") || id.startsWith("\0")
const startOf = (meta: ChunkMeta): Start => {
  if (start?.meta === meta) return start
  const { ids, early } = startModules(meta)
  const liveRoots = [...meta.getModuleIds()].filter((id) => LIVE_UPDATES.test(id))
  const live = new Set([...ownModulesFrom(meta, liveRoots)].filter((id) => !ids.has(id) && !early.has(id)))
  return (start = { meta, ids, early, live, common: new Map() })
}

/**
 * A feature's dialog imported by nothing but `import()` and other such dialogs (the dashboard's): the page
 * shows without them, they load when one is opened. A dialog a page imports statically stays in the feature's file.
 */
const onDemandDialogs = (id: string, meta: ChunkMeta, seen = new Set<string>()): boolean => {
  if (seen.has(id)) return true
  seen.add(id)
  return FEATURE_DIALOGS.test(id) && (meta.getModuleInfo(id)?.importers ?? []).every((importer) => onDemandDialogs(importer, meta, seen))
}

/**
 * A common module's file (components, lib, hooks, api, config, app outside its pages, contracts): the file of its
 * importers when they are all in one (a feature's, the dialogs', or a page's: Rollup's); else the live updates'
 * if it imports theirs (itself or through common modules); else the common file.
 */
const commonFile = (id: string, meta: ChunkMeta, known: Start): string | undefined => {
  if (known.common.has(id)) {
    const decided = known.common.get(id)
    return decided === null ? "shared" : decided
  }
  known.common.set(id, null)
  const files = new Set((meta.getModuleInfo(id)?.importers ?? []).map((importer) => chunkOf(importer, meta) ?? `page ${importer}`))
  const only = files.size === 1 ? [...files][0]! : "shared"
  const file = only.startsWith("page ") ? undefined : only !== "shared" ? only : reachesLive(id, meta, known) ? "live" : "shared"
  known.common.set(id, file)
  return file
}
/** Whether `id` imports a module of the live updates' file, itself or through common modules. */
const reachesLive = (id: string, meta: ChunkMeta, known: Start, seen = new Set<string>()): boolean => {
  if (seen.has(id)) return false
  seen.add(id)
  return (meta.getModuleInfo(id)?.importedIds ?? []).some(
    (imported) => known.live.has(imported) || (!known.ids.has(imported) && isCommon(imported) && reachesLive(imported, meta, known, seen)),
  )
}

/** Rollup's output.manualChunks: the file a module goes to, or undefined for Rollup's own splitting. */
export const chunkOf = (id: string, meta: ChunkMeta): string | undefined => {
  const iconPaths = ICON_PATHS.exec(id)
  if (iconPaths) return `icon-paths-${iconPaths[1] ?? iconPaths[2] ?? iconPaths[3]}`
  // Vite's modulepreload polyfill is the entry's first import: in the libraries' file it would run that file first.
  if (id.includes("vite/modulepreload-polyfill")) return "early"
  if (BLUEPRINT_OVERLAYS.test(id)) return "blueprint-overlays"
  if (BLUEPRINT.test(id)) return "blueprint"
  if (CATALOGUE_LIBRARIES.test(id)) return "feature-catalogue"
  if (isVendor(id)) return "framework"
  const known = startOf(meta)
  if (known.early.has(id)) return "early"
  // The entry's file is named "index" by Vite: our start modules join it, no request for each small one.
  if (known.ids.has(id)) return "index"
  // Also contracts' modules (the live kinds): with the live updates, not with the first importer Rollup meets.
  if (known.live.has(id)) return "live"
  if (OWN_OVERLAYS.test(id)) return "dialogs"
  if (onDemandDialogs(id, meta)) return `feature-${FEATURE_DIALOGS.exec(id)![1]}-dialogs`
  if (CONTRACTS.test(id)) return commonFile(id, meta, known)
  const own = OWN_SHARED.exec(id)
  if (!own) return undefined
  if (own[1]) return `feature-${own[1]}`
  return importsOverlays(meta, id) ? "dialogs" : commonFile(id, meta, known)
}
