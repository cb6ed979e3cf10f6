/**
 * @module Vite plugin: the early start (src/early.ts) as a script of its own in index.html, before the app's.
 * A browser evaluates no module of a graph until it has fetched every file of it: imported by the entry, the
 * early start ran only once the libraries had arrived (0.1 s on a desktop, a second on a slow connection).
 * As its own `<script type="module">`, first in the head, it runs as soon as its small file is there, and its
 * reads go out while the libraries download. The app's modules import the same early-reads module (one
 * instance per file), so they find those answers.
 */
import type { Plugin } from "vite"

/** The early start's module, a build input of its own. */
const EARLY_ENTRY = "src/early.ts"

type Chunk = { type: "chunk"; fileName: string; isEntry: boolean; facadeModuleId: string | null }

/** The built file of the early start's entry. */
export const earlyScriptOf = (bundle: Record<string, Chunk | { type: "asset" }>): string | undefined =>
  Object.values(bundle).find(
    (output): output is Chunk => output.type === "chunk" && output.isEntry && (output.facadeModuleId?.replaceAll("\\", "/").endsWith(`/${EARLY_ENTRY}`) ?? false),
  )?.fileName

export const earlyScript = (): Plugin => {
  let base = "/"
  return {
    name: "bimp-early-script",
    apply: "build",
    config: (config) => {
      const root = config.root ?? process.cwd()
      return { build: { rollupOptions: { input: { index: `${root}/index.html`, early: `${root}/${EARLY_ENTRY}` } } } }
    },
    configResolved: (config) => {
      base = config.base
    },
    transformIndexHtml: {
      order: "post",
      handler: (_html, context) => {
        const file = context.bundle && earlyScriptOf(context.bundle as never)
        if (!file) throw new Error(`the build has no entry for ${EARLY_ENTRY}`)
        return [{ tag: "script", attrs: { type: "module", async: true, crossorigin: true, src: base + file }, injectTo: "head-prepend" }]
      },
    },
  }
}
