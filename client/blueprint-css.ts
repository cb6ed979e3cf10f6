/**
 * @module A PostCSS step for Blueprint's one stylesheet (@blueprintjs/core/lib/css/blueprint.css, 548 KiB,
 * ~55 kB brotli): it keeps only the rules that can match what the client renders. A selector is dropped when
 * one of its Blueprint classes (outside `:not(…)`) is not among the classes the client can render
 * (blueprint-classes.ts: from our sources and the Blueprint modules behind the components they import); a
 * rule left without selectors goes, then an at-rule left empty. The icon font's glyphs (`.bp6-icon-add::before`)
 * go too: the client ships no icon font and draws its icons as SVG, on which Blueprint switches the glyphs off
 * (`.bp6-icon:not(:empty)::before`). Tokens, typography, resets and selectors without Blueprint classes stay
 * as Blueprint ships them.
 * Start using a Blueprint component or class: nothing to do, the next build keeps its rules
 * (tests/e2e/styles.spec.ts checks it against the classes real pages show).
 */
import type { AtRule, Container, Plugin, Rule } from "postcss"
import { isUsedClass, type UsedClasses, usedBlueprintClasses } from "./blueprint-classes"

const BLUEPRINT_CSS = /@blueprintjs[\\/]core[\\/]lib[\\/]css[\\/]blueprint\.css$/
/** `:not(…)` arguments: a selector that only excludes a class still matches without it. */
const withoutNot = (selector: string) => selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, "")

/** The Blueprint classes a selector needs on the page to match. */
export const blueprintClassesOf = (selector: string): string[] => [...withoutNot(selector).matchAll(/\.(bp6-[\w-]+)/g)].map(([, name]) => name!)

const ICON_GLYPH = /^\.bp6-icon-[\w-]+::before$/

export const canMatch = (used: UsedClasses, selector: string) =>
  !ICON_GLYPH.test(selector.trim()) && blueprintClassesOf(selector).every((name) => isUsedClass(used, name))

const removeEmptyAtRules = (container: Container) =>
  container.walkAtRules((atRule: AtRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove()
  })

/** The PostCSS plugin (Vite: `css.postcss.plugins`); other stylesheets pass untouched. */
export const pruneBlueprintCss = (used: () => UsedClasses = usedBlueprintClasses): Plugin => ({
  postcssPlugin: "bimp-prune-blueprint-css",
  Once(root) {
    if (!BLUEPRINT_CSS.test(root.source?.input.file ?? "")) return
    const classes = used()
    root.walkRules((rule: Rule) => {
      const kept = rule.selectors.filter((selector) => canMatch(classes, selector))
      if (kept.length === 0) rule.remove()
      else if (kept.length < rule.selectors.length) rule.selectors = kept
    })
    removeEmptyAtRules(root)
  },
})
