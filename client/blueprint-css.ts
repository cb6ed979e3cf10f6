/**
 * @module A PostCSS step for Blueprint's one stylesheet (@blueprintjs/core/lib/css/blueprint.css, ~55 kB
 * gzip): it drops the selectors this app can never match, so first paint loads less CSS.
 *
 * A selector is dropped when it names (outside `:not(…)`) the dark theme or a class of a Blueprint component
 * the client never renders; a rule left without selectors goes, then an at-rule left empty. Everything
 * else (tokens, typography, forced-colors, the components below the list) stays as Blueprint ships it.
 *
 * The list is what client/src does not import from @blueprintjs/core (checked by grepping the imports):
 * the client renders Button, AnchorButton, ButtonGroup, Spinner, Icon, Callout, NonIdealState, Card,
 * InputGroup, FormGroup, TextArea, HTMLSelect, RadioGroup, RadioCard, Tag, HTMLTable, Tabs, Section,
 * SectionCard, Collapse (in Section), headings, Menu, PopoverNext, Dialog, Alert, OverlayToaster, Navbar,
 * Switch (profile, sharing) and Checkbox (role choices).
 * Start using one of the components below? Take it off the list.
 */
import type { AtRule, Container, Plugin, Rule } from "postcss"

/** Class-name stems (`bp6-<stem>` and `bp6-<stem>-…`) of Blueprint components and themes the app does not use. */
export const unusedBlueprintClasses = [
  "dark", // the dark theme: the app never sets `bp6-dark`
  "breadcrumb",
  "breadcrumbs",
  "card-list",
  "context-menu",
  "drawer",
  "editable-text",
  "entity-title",
  "file-input",
  "file-upload-input",
  "hotkey",
  "hotkey-column",
  "hotkey-dialog",
  "key",
  "key-combo",
  "multistep-dialog",
  "numeric-input",
  "overflow-list",
  "panel-stack",
  "panel-stack2",
  "progress-bar",
  "segmented-control",
  "slider",
  "tag-input",
  "tooltip",
  "tree",
] as const

const BLUEPRINT_CSS = /@blueprintjs[\\/]core[\\/]lib[\\/]css[\\/]blueprint\.css$/
const unused = new RegExp(`\\.bp6-(?:${unusedBlueprintClasses.join("|")})(?![\\w])`)
/** `:not(…)` arguments: a selector that only excludes an unused class still matches. */
const withoutNot = (selector: string) => selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, "")

export const isUnusedSelector = (selector: string) => unused.test(withoutNot(selector))

const pruneRule = (rule: Rule) => {
  const kept = rule.selectors.filter((selector) => !isUnusedSelector(selector))
  if (kept.length === 0) rule.remove()
  else if (kept.length < rule.selectors.length) rule.selectors = kept
}

const removeEmptyAtRules = (container: Container) =>
  container.walkAtRules((atRule: AtRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove()
  })

/** The PostCSS plugin (Vite: `css.postcss.plugins`); other stylesheets pass untouched. */
export const pruneBlueprintCss = (): Plugin => ({
  postcssPlugin: "bimp-prune-blueprint-css",
  Once(root) {
    if (!BLUEPRINT_CSS.test(root.source?.input.file ?? "")) return
    root.walkRules(pruneRule)
    removeEmptyAtRules(root)
  },
})
