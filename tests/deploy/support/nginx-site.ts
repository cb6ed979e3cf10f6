/**
 * @module Just enough of an nginx site to compare routing: its `location`, `map` and `upstream` blocks with
 * their directives (comments dropped, whitespace collapsed), and which location nginx picks for a path
 * (`=` exact first, then the longest prefix; `^~` and regex locations are not used by our sites and refused).
 */

export type NginxSite = {
  /** `"/1.2/live"`, `"= /metrics"` → the block's directives, e.g. `["proxy_pass http://bimp_query", …]`. */
  readonly locations: ReadonlyMap<string, readonly string[]>
  /** `"$request_method $bimp_upstream"` → its lines. */
  readonly maps: ReadonlyMap<string, readonly string[]>
  /** `"bimp_query"` → its directives (`server …`, `keepalive …`). */
  readonly upstreams: ReadonlyMap<string, readonly string[]>
}

const withoutComments = (text: string) => text.replace(/(^|\s)#[^\n]*/g, "$1")

/** The directives of a block's body: split at `;`, whitespace collapsed. Nested blocks are kept whole. */
const directivesOf = (body: string): string[] =>
  body
    .split(";")
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter((part) => part !== "")

/** Every `<keyword> <args> { … }` block, at any depth, with its body (balanced braces, quotes respected). */
const blocksOf = (text: string, keyword: string): Array<{ args: string; body: string }> => {
  const blocks: Array<{ args: string; body: string }> = []
  const head = new RegExp(`(?:^|[\\s;{}])${keyword}\\s+([^{;]*?)\\s*\\{`, "g")
  for (const match of text.matchAll(head)) {
    let depth = 1
    let quote: string | undefined
    const start = match.index + match[0].length
    let at = start
    for (; at < text.length && depth > 0; at++) {
      const char = text[at]
      if (quote) {
        if (char === quote && text[at - 1] !== "\\") quote = undefined
      } else if (char === '"' || char === "'") quote = char
      else if (char === "{") depth++
      else if (char === "}") depth--
    }
    blocks.push({ args: (match[1] ?? "").replace(/\s+/g, " ").trim(), body: text.slice(start, at - 1) })
  }
  return blocks
}

export const parseNginxSite = (text: string): NginxSite => {
  const clean = withoutComments(text)
  const table = (keyword: string) => new Map(blocksOf(clean, keyword).map(({ args, body }) => [args, directivesOf(body)] as const))
  const locations = table("location")
  for (const key of locations.keys()) {
    if (/^(~|~\*|\^~)\s/.test(key)) throw new Error(`location ${key}: regex and ^~ locations are not modelled here`)
  }
  return { locations, maps: table("map"), upstreams: table("upstream") }
}

/** The location nginx serves `path` from, as its key in `site.locations` (undefined: none matches). */
export const locationFor = (site: NginxSite, path: string): string | undefined => {
  if (site.locations.has(`= ${path}`)) return `= ${path}`
  let best: string | undefined
  for (const key of site.locations.keys()) {
    if (key.startsWith("= ")) continue
    if (path.startsWith(key) && (best === undefined || key.length > best.length)) best = key
  }
  return best
}

/** Where a request for `path` goes: the upstream (or `$variable`) it is proxied to, else undefined (served by nginx). */
export const proxiedTo = (site: NginxSite, path: string): string | undefined => {
  const key = locationFor(site, path)
  const pass = key === undefined ? undefined : site.locations.get(key)!.find((directive) => directive.startsWith("proxy_pass "))
  return pass?.replace(/^proxy_pass\s+https?:\/\//, "")
}
