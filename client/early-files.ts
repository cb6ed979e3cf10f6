/**
 * @module Vite plugin: writes into index.html, as JSON (src/config/early-pages.ts `EarlyFiles`), the built
 * files of the early pages and of their texts in each locale, each with the chunks it imports that the entry
 * does not already load. The early start (src/app/start-early.ts) preloads those of the page being opened
 * while the libraries still download and evaluate, instead of after the app's modules have run.
 */
import type { Plugin } from "vite"
import { EARLY_FILES_ID, EARLY_PAGES, type EarlyFiles } from "./src/config/early-pages"

type Chunk = { type: "chunk"; fileName: string; isEntry: boolean; facadeModuleId: string | null; imports: string[] }
type Bundle = Record<string, Chunk | { type: "asset" }>

const LOCALE_TEXT = /[\\/]src[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/

/** A chunk and what it imports statically (transitively), file names. */
const withImports = (bundle: Bundle, fileName: string, seen = new Set<string>()): Set<string> => {
  const chunk = bundle[fileName]
  if (seen.has(fileName) || chunk?.type !== "chunk") return seen
  seen.add(fileName)
  for (const imported of chunk.imports) withImports(bundle, imported, seen)
  return seen
}

export const earlyFilesOf = (bundle: Bundle, base = "/"): EarlyFiles => {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === "chunk")
  const loadedAtStart = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...withImports(bundle, chunk.fileName)]))
  const filesOf = (chunk: Chunk) => [...withImports(bundle, chunk.fileName)].filter((file) => !loadedAtStart.has(file)).map((file) => base + file)
  const pages: Record<string, string[]> = {}
  for (const [page, { module }] of Object.entries(EARLY_PAGES)) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replaceAll("\\", "/").endsWith(`/${module}`))
    if (chunk) pages[page] = filesOf(chunk)
  }
  const namespaces = new Set(["common", ...Object.values(EARLY_PAGES).flatMap((page) => page.namespaces)])
  const texts: Record<string, string[]> = {}
  for (const chunk of chunks) {
    const text = LOCALE_TEXT.exec(chunk.facadeModuleId ?? "")
    if (text && namespaces.has(text[2]!)) texts[`${text[1]}/${text[2]}`] = filesOf(chunk)
  }
  return { pages, texts }
}

export const earlyFiles = (): Plugin => {
  let base = "/"
  return {
    name: "bimp-early-files",
    apply: "build",
    configResolved: (config) => {
      base = config.base
    },
    transformIndexHtml: {
      order: "post",
      handler: (_html, context) =>
        context.bundle
          ? [{ tag: "script", attrs: { type: "application/json", id: EARLY_FILES_ID }, children: JSON.stringify(earlyFilesOf(context.bundle as unknown as Bundle, base)), injectTo: "head" }]
          : [],
    },
  }
}
