/**
 * @module Vite plugin: Blueprint's `IconNames` without its table of all 706 icon names. @blueprintjs/icons
 * builds `IconNames` when it loads: the names enum (29 KiB) run through change-case twice per name, in the
 * Blueprint file every page loads first, though nothing the app renders looks a name up (our icons are
 * components, `<Star />`). Here a key is turned into its name when asked (`IconNames.ChevronDown` and
 * `IconNames.CHEVRON_DOWN` are "chevron-down"), which gives the same name for every key Blueprint defines
 * (blueprint-icon-names.test.ts checks all of them). `IconNamesSet`, which needs the whole table, refuses loudly.
 */
import type { Plugin } from "vite"

/** The module of @blueprintjs/icons that builds the table. */
const ICON_NAMES = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/

/** An icon's name from a key of `IconNames`: CHEVRON_DOWN (legacy) or ChevronDown, Add_3d (change-case's pascalCase). */
export const iconNameOf = (key: string): string =>
  /^[A-Z0-9_]+$/.test(key) ? key.toLowerCase().replaceAll("_", "-") : key.replaceAll("_", "-").replace(/(?<=.)([A-Z])/g, "-$1").toLowerCase()

/** The module that replaces the table: the same exports, names computed per lookup. */
export const iconNamesModule = `
const iconNameOf = ${iconNameOf.toString()};
export const IconNames = new Proxy({}, { get: (_target, key) => (typeof key === "string" ? iconNameOf(key) : undefined) });
export const IconNamesSet = {
  has() {
    throw new Error("IconNamesSet is not in this build (client/blueprint-icon-names.ts)");
  },
};
`

export const slimIconNames = (): Plugin => ({
  name: "bimp-slim-icon-names",
  enforce: "pre",
  load: (id) => (ICON_NAMES.test(id) ? iconNamesModule : undefined),
})
