/**
 * @module Vite plugin: after the build, every compressible asset of dist/ (JS, CSS, JSON, SVG, HTML) gets a
 * brotli (.br, quality 11) and a gzip (.gz, level 9) twin, so the server sends the smallest encoding the
 * browser accepts without compressing per request (infra/launcher/src/client-routes.ts, nginx
 * `brotli_static`/`gzip_static`). Files under 1 KiB stay alone: a compressed twin would gain nothing.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import type { Plugin } from "vite"

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt|map)$/
const MIN_BYTES = 1024

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })

export const precompressedTwins = (content: Buffer) => ({
  br: zlib.brotliCompressSync(content, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  }),
  gz: zlib.gzipSync(content, { level: 9 }),
})

export const precompress = (): Plugin => {
  let outDir = "dist"
  return {
    name: "bimp-precompress",
    apply: "build",
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle: () => {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue
        const content = fs.readFileSync(file)
        if (content.length < MIN_BYTES) continue
        const { br, gz } = precompressedTwins(content)
        if (br.length < content.length) fs.writeFileSync(`${file}.br`, br)
        if (gz.length < content.length) fs.writeFileSync(`${file}.gz`, gz)
      }
    },
  }
}
