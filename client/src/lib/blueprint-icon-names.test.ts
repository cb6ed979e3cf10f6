/**
 * The build replaces Blueprint's table of icon names by a lookup (client/blueprint-icon-names.ts): every key
 * Blueprint's own table has must give the same name.
 */
import { BlueprintIcons_16 } from "@blueprintjs/icons/lib/esm/generated/16px/blueprint-icons-16"
import { pascalCase, snakeCase } from "change-case"
import { describe, expect, it } from "vitest"
import { iconNameOf, iconNamesModule, slimIconNames } from "../../blueprint-icon-names"

const names = Object.values(BlueprintIcons_16)

describe("Blueprint's icon names without their table", () => {
  it("given every key of Blueprint's IconNames (ChevronDown and CHEVRON_DOWN alike), then the lookup gives its icon's name", () => {
    expect(names.length).toBeGreaterThan(700)
    const wrong = names.flatMap((name) => [pascalCase(name), snakeCase(name).toUpperCase()].filter((key) => iconNameOf(key) !== name).map((key) => `${key} → ${iconNameOf(key)}, not ${name}`))
    expect(wrong).toEqual([])
  })

  it("given the module the build loads in place of iconNames.js, then IconNames answers any key and IconNamesSet refuses loudly", async () => {
    const module = (await import(`data:text/javascript,${encodeURIComponent(iconNamesModule)}`)) as { IconNames: Record<string, string>; IconNamesSet: { has: (name: string) => boolean } }
    expect(module.IconNames.SQUARE).toBe("square")
    expect(module.IconNames.ArrowTopLeft).toBe("arrow-top-left")
    expect(() => module.IconNamesSet.has("square")).toThrow(/not in this build/)
  })

  it("given Blueprint's iconNames.js, then the plugin loads the lookup for it, and nothing else", () => {
    const load = slimIconNames().load as (id: string) => string | undefined
    expect(load("/app/node_modules/@blueprintjs/icons/lib/esm/iconNames.js")).toBe(iconNamesModule)
    expect(load("/app/node_modules/@blueprintjs/icons/lib/esm/iconLoader.js")).toBeUndefined()
  })
})
