import { LIST_KINDS, type ListKind, listKinds } from "@bimprofile/contracts/catalogue/list-kinds"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, expect, it } from "vitest"
import { decide, sequentialIds, stateOf } from "../../testing/decider-spec"
import { aProject } from "../../testing/project-fixtures"
import type { ProjectStreamCommand } from "../decide-project"
import type { ImportRow } from "../project-commands"
import { evolveProject, type ProjectState } from "../project-state"
import { itemKey, type ListState } from "./list-state"

/**
 * The lists' index (itemIdByKey, childCount) is kept by the events; the rules read it instead of the
 * items. After every step it must equal what the items say, and the rules must answer as they did.
 */
const rebuilt = (list: ListState, kind: ListKind) => {
  const itemIdByKey = new Map<string, number>()
  const childCount = new Map<number, number>()
  for (const item of list.items.values()) {
    itemIdByKey.set(itemKey(item.fields[listKinds[kind].key]), item.id)
    const parentId = item.fields.parentId
    if (typeof parentId === "number") childCount.set(parentId, (childCount.get(parentId) ?? 0) + 1)
  }
  return { itemIdByKey, childCount }
}

/** A project with one list of the kind (id 51); its commands decided and their events folded in turn. */
const session = (kind: ListKind) => {
  const state: ProjectState = stateOf([...aProject(), { type: `${listKinds[kind].events}Created`, data: { listId: 51, fields: { name: "Liste" } } } as unknown as ProjectEvent])
  const ids = sequentialIds()
  const list = () => state.lists[kind].get(51)!
  const run = (command: Record<string, unknown>) => {
    const decision = decide({ kind, listId: 51, ...command } as unknown as ProjectStreamCommand, state, ids)
    if (decision.ok) for (const event of decision.events) evolveProject(state, event)
    const current = state.lists[kind].get(51)
    if (current) expect({ itemIdByKey: current.itemIdByKey, childCount: current.childCount }, "the index as the items say it").toEqual(rebuilt(current, kind))
    return decision.ok ? "ok" : decision.error._tag
  }
  const idOf = (key: string) => list().itemIdByKey.get(itemKey(key))!
  return { run, idOf, list }
}

const keyField = (kind: ListKind) => listKinds[kind].key
const fields = (kind: ListKind, key: string, more: Record<string, unknown> = {}) => ({ name: key, ...(keyField(kind) === "code" && { code: key }), ...more })
const row = (kind: ListKind, line: number, key: string, parentCode: string | null = null): ImportRow => ({ line, fields: fields(kind, key), parentCode })

describe("the lists' index of keys and children", () => {
  for (const kind of LIST_KINDS) {
    it(`${kind}: follows adding, renaming, removing and importing; a key freed is free, a key held is refused in any case`, () => {
      const { run, idOf, list } = session(kind)
      const key = keyField(kind)
      expect(run({ type: "AddListItem", fields: fields(kind, "Alpha") })).toBe("ok")
      expect(run({ type: "AddListItem", fields: fields(kind, "Beta") })).toBe("ok")
      expect(run({ type: "AddListItem", fields: fields(kind, " ALPHA ") })).toBe("ListItemTaken")

      // Renamed: the old key is free again, the new one is taken (any case); a change of case only is no clash with itself.
      const alpha = idOf("Alpha")
      expect(run({ type: "ChangeListItem", itemId: alpha, fields: { [key]: "Gamma" } })).toBe("ok")
      expect(run({ type: "ChangeListItem", itemId: alpha, fields: { [key]: "GAMMA" } })).toBe("ok")
      expect(run({ type: "ChangeListItem", itemId: idOf("Beta"), fields: { [key]: "gamma" } })).toBe("ListItemTaken")
      expect(run({ type: "AddListItem", fields: fields(kind, "alpha") })).toBe("ok")
      expect(idOf("ALPHA")).not.toBe(alpha)

      // Removed: its key is free again.
      expect(run({ type: "RemoveListItem", itemId: idOf("Beta") })).toBe("ok")
      expect(list().itemIdByKey.has(itemKey("beta"))).toBe(false)
      expect(run({ type: "AddListItem", fields: fields(kind, "beta") })).toBe("ok")

      // Imported: new keys are held, known keys (any case) are the known items; afterwards a case-different duplicate is refused.
      const gamma = idOf("Gamma")
      expect(run({ type: "ImportListItems", rows: [row(kind, 2, "Delta"), row(kind, 3, "gamma"), row(kind, 4, "Epsilon")] })).toBe("ok")
      expect(idOf("GAMMA")).toBe(gamma)
      expect(list().items.get(gamma)!.fields[key]).toBe("gamma")
      expect(list().items.size).toBe(5)
      expect(run({ type: "AddListItem", fields: fields(kind, "dELTA") })).toBe("ListItemTaken")
      expect(run({ type: "ChangeListItem", itemId: idOf("Epsilon"), fields: { [key]: "DELTA " } })).toBe("ListItemTaken")
      expect(run({ type: "ImportListItems", rows: [row(kind, 2, "Zeta"), row(kind, 3, "zeta")] })).toBe("ImportRefused")

      // A list deleted goes with its index.
      expect(run({ type: "DeleteList" })).toBe("ok")
      expect(list()).toBeUndefined()
    })
  }

  it("classification: counts the children an import, a move and a removal leave, and refuses cycles through the list", () => {
    const { run, idOf, list } = session("classification")
    expect(run({ type: "ImportListItems", rows: [row("classification", 2, "C"), row("classification", 3, "C02", "c"), row("classification", 4, "C03", "C")] })).toBe("ok")
    const [c, c02, c03] = [idOf("C"), idOf("C02"), idOf("C03")]
    expect(list().childCount.get(c)).toBe(2)
    expect(run({ type: "RemoveListItem", itemId: c })).toBe("ListItemHasChildren")

    // The next step adds under an item of the list; a later step moves C03 under it.
    expect(run({ type: "ImportListItems", rows: [row("classification", 5, "C02.01", "C02"), row("classification", 6, "c03", "C02.01")] })).toBe("ok")
    expect(list().items.get(c03)!.fields.parentId).toBe(idOf("C02.01"))
    expect(list().childCount.get(c)).toBe(1)
    // C under C03, which is (through C02.01 and C02) under C: refused, by an import as by a change.
    expect(run({ type: "ImportListItems", rows: [row("classification", 7, "C", "C03")] })).toBe("ImportRefused")
    expect(run({ type: "ChangeListItem", itemId: c, fields: { parentId: c03 } })).toBe("ListItemParentCycle")

    // Moved away, then removed: C has no child left and goes.
    expect(run({ type: "ChangeListItem", itemId: c02, fields: { parentId: null } })).toBe("ok")
    expect(list().childCount.has(c)).toBe(false)
    expect(run({ type: "RemoveListItem", itemId: c })).toBe("ok")
    expect(run({ type: "RemoveListItem", itemId: c03 })).toBe("ok")
    expect(run({ type: "RemoveListItem", itemId: idOf("C02.01") })).toBe("ok")
    expect(list().childCount.size).toBe(0)
    expect([...list().itemIdByKey.keys()]).toEqual(["c02"])
  })
})
