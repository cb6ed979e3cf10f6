/** @module Serves the built client: its files, and index.html for every other page (history routing). */
import { serveStatic } from "@hono/node-server/serve-static"
import fs from "node:fs"
import path from "node:path"
import { Hono } from "hono"

export const clientRoutes = (clientDir: string) => {
  const indexFile = path.join(clientDir, "index.html")
  const relativeRoot = path.relative(process.cwd(), clientDir)
  return new Hono()
    .use("/assets/*", serveStatic({ root: relativeRoot }))
    .get("*", async (c, next) => {
      if (c.req.path.startsWith("/1.2/") || c.req.path.startsWith("/status/")) return next()
      const file = path.join(clientDir, path.normalize(c.req.path))
      if (file.startsWith(clientDir) && c.req.path !== "/" && fs.existsSync(file) && fs.statSync(file).isFile())
        return serveStatic({ root: relativeRoot })(c, next)
      // The index is never cached, so a new bundle is seen on the next load.
      c.header("Cache-Control", "no-cache")
      return c.html(fs.readFileSync(indexFile, "utf8"))
    })
}
