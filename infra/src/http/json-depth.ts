/**
 * @module How deeply a JSON text nests, found by one pass over the characters (no recursion), so a body
 * of thousands of nested arrays is refused before anything walks the parsed value recursively. It runs on
 * every body: plain comparisons of character codes, a string skipped in an inner loop.
 */

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_BRACKET = 0x5b
const OPEN_BRACE = 0x7b
const CLOSE_BRACKET = 0x5d
const CLOSE_BRACE = 0x7d

/** The largest nesting of arrays and objects in `text`; brackets inside strings do not count. */
export const jsonDepth = (text: string): number => {
  let depth = 0
  let deepest = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === QUOTE) {
      // To the closing quote; an escaped character (\" among them) is stepped over.
      for (i++; i < text.length; i++) {
        const inner = text.charCodeAt(i)
        if (inner === BACKSLASH) i++
        else if (inner === QUOTE) break
      }
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > deepest) deepest = depth
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) depth--
  }
  return deepest
}
