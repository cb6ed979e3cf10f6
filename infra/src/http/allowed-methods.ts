/**
 * @module The methods the API catalogue documents for a path: a request with another method on a
 * documented path is answered 405 with an `Allow` header instead of the router's 404 (the path exists).
 */
import { endpoints } from "@bimprofile/contracts/api/endpoints"

const templates = (() => {
  const byPath = new Map<string, Set<string>>()
  for (const endpoint of endpoints) {
    const methods = byPath.get(endpoint.path) ?? new Set<string>()
    methods.add(endpoint.method.toUpperCase())
    byPath.set(endpoint.path, methods)
  }
  return [...byPath].map(([path, methods]) => ({
    pattern: new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/\{\w+\}/g, "[^/]+")}/?$`),
    allow: [...methods].sort(),
    parameters: path.split("{").length - 1,
  }))
    // The most literal template first: `…/items/upload` answers for "upload" before `…/items/{item_id}`.
    .sort((a, b) => a.parameters - b.parameters)
})()

/** The documented methods of the path (empty when the path is not documented at all). */
export const allowedMethods = (path: string): readonly string[] => templates.find((t) => t.pattern.test(path))?.allow ?? []
