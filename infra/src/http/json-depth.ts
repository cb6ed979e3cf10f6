/**
 * @module How deeply a JSON text nests, found by one pass over the characters (no recursion), so a body
 * of thousands of nested arrays is refused before anything walks the parsed value recursively.
 */

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPENERS = new Set([0x5b, 0x7b]) // [ {
const CLOSERS = new Set([0x5d, 0x7d]) // ] }

/** The largest nesting of arrays and objects in `text`; brackets inside strings do not count. */
export const jsonDepth = (text: string): number => {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === BACKSLASH) i++
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) inString = true
    else if (OPENERS.has(code)) deepest = Math.max(deepest, ++depth)
    else if (CLOSERS.has(code)) depth--
  }
  return deepest
}
