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
 *    only one feature uses (the catalogue's virtualised rows) in that feature's file;
 *  - never on these pages: the SVG path tables of all icons behind `<Icon icon="name">` (80 kB each).
 * A feature's file goes with each of its pages: a component in it that imports a dialog statically makes every
 * page of the feature load the overlays (the project header did so for the project list); such a component
 * takes the dialogs of components/lazy-dialogs.tsx, loaded when first opened.
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

/** A feature's dialogs: apart from its file when its pages load them on demand only (see `onDemandDialogs`). */
const FEATURE_DIALOGS = /[\\/]client[\\/]src[\\/]features[\\/]([\w-]+)[\\/]components[\\/][\w-]*-dialogs?\.tsx$/
/** Our common components built on Blueprint's overlays: apart, so a page without dialogs does not load those. */
const OWN_OVERLAYS = /[\\/]client[\\/]src[\\/]components[\\/](?:[\w-]*dialog|row-actions|job-progress|menu-popover|origin-marker|layout[\\/]user-menu)\.tsx$/

type ModuleInfo = { readonly isEntry: boolean; readonly importedIds: readonly string[]; readonly importers: readonly string[] }
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
let start: { meta: ChunkMeta; ids: ReadonlySet<string>; early: ReadonlySet<string> } | undefined
const isVendor = (id: string) => id.includes("node_modules") || id.startsWith("\0")

/**
 * A feature's dialog imported by nothing but `import()` and other such dialogs (the dashboard's): the page
 * shows without them, they load when one is opened. A dialog a page imports statically stays in the feature's file.
 */
const onDemandDialogs = (id: string, meta: ChunkMeta, seen = new Set<string>()): boolean => {
  if (seen.has(id)) return true
  seen.add(id)
  return FEATURE_DIALOGS.test(id) && (meta.getModuleInfo(id)?.importers ?? []).every((importer) => onDemandDialogs(importer, meta, seen))
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
  if (start?.meta !== meta) start = { meta, ...startModules(meta) }
  if (start.early.has(id)) return "early"
  // The entry's file is named "index" by Vite: our start modules join it, no request for each small one.
  if (start.ids.has(id)) return "index"
  if (OWN_OVERLAYS.test(id)) return "dialogs"
  if (onDemandDialogs(id, meta)) return `feature-${FEATURE_DIALOGS.exec(id)![1]}-dialogs`
  const own = OWN_SHARED.exec(id)
  if (own) return own[1] ? `feature-${own[1]}` : "shared"
  return undefined
}
