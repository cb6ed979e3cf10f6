import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, expect, it } from "vitest"
import { decide, given, sequentialIds } from "../../testing/decider-spec"
import { aProject } from "../../testing/project-fixtures"
import { evolveProject, initialProjectState } from "../project-state"
import type { ImportRow } from "../project-commands"
import { checkListImport, IMPORT_CHUNK, parentsFirst, parentsFirstInSlices } from "./list-import"

const empty = { longName: null, desc: null, parentId: null, uri: null }
/** eBKP-H with C and C02 (under C, with a bSDD URI). */
const base = [
  ...aProject(),
  { type: "ClassificationCreated", data: { listId: 51, fields: { name: "eBKP-H", longName: null, desc: null, edition: null, editionDate: null, source: null, publisher: null, codePattern: null, uri: null } } },
  { type: "ClassificationItemAdded", data: { listId: 51, itemId: 90511, fields: { ...empty, code: "C", name: "Konstruktion" } } },
  { type: "ClassificationItemAdded", data: { listId: 51, itemId: 90512, fields: { ...empty, code: "C02", name: "Wand", parentId: 90511, uri: "https://example.ch/c02" } } },
] as unknown as ProjectEvent[]

const row = (line: number, code: string, name: string, parentCode: string | null = null, extra = {}): ImportRow => ({ line, fields: { code, name, ...extra }, parentCode })
const importing = (rows: ImportRow[]) => ({ type: "ImportListItems", kind: "classification", listId: 51, rows }) as const

describe("importing a classification's items", () => {
  it("adds new codes under parents of the file or the list, and changes known codes only where the file differs", () => {
    given(...base)
      .when(importing([row(2, "C02.01", "Aussenwand", "c02"), row(3, "c02", "Wandkonstruktion", "C"), row(4, "D", "Technik"), row(5, "D01", "Heizung", "D", { desc: "Wärme" })]))
      .then({
        type: "ClassificationItemsImported",
        data: {
          listId: 51,
          added: [
            { itemId: 100, fields: { ...empty, code: "C02.01", name: "Aussenwand", parentId: 90512 } },
            { itemId: 101, fields: { ...empty, code: "D", name: "Technik" } },
            { itemId: 102, fields: { ...empty, code: "D01", name: "Heizung", parentId: 101, desc: "Wärme" } },
          ],
          // The known C02 (matched in any case) takes the file's spelling and name; its URI, which the file does not name, stays.
          changed: [{ itemId: 90512, changes: { code: "c02", name: "Wandkonstruktion" } }],
        },
      } as unknown as ProjectEvent)
  })

  it("refuses the whole file with the line: a key twice, a parent nowhere, a cycle, a missing code", () => {
    given(...base).when(importing([row(2, "X", "A"), row(3, "Y", "B"), row(4, "x", "C")])).thenRejects("ImportRefused", { line: "4", reason: "Der Code «x» kommt in der Datei doppelt vor (auch Zeile 2)." })
    given(...base).when(importing([row(2, "X", "A", "ZZ")])).thenRejects("ImportRefused", { line: "2", reason: "Der übergeordnete Code «ZZ» existiert weder in der Datei noch in der Klassifikation." })
    given(...base).when(importing([row(2, "X", "A", "Y"), row(3, "Y", "B", "X")])).thenRejects("ImportRefused")
    // C under its own child C02 (known) by the file: a cycle through the list.
    given(...base).when(importing([row(2, "C", "Konstruktion", "C02")])).thenRejects("ImportRefused")
    given(...base).when(importing([row(2, " ", "A")])).thenRejects("ImportRefused", { line: "2", reason: "Der Code fehlt." })
  })

  it("splits a large upload into events of at most IMPORT_CHUNK items, all appended by one decision", () => {
    const state = base.reduce(evolveProject, initialProjectState())
    const rows = Array.from({ length: IMPORT_CHUNK * 2 + 5 }, (_, i) => row(i + 2, `N${i}`, `Eintrag ${i}`, i === 0 ? null : "N0"))
    const decision = decide(importing(rows), state)
    expect(decision.ok).toBe(true)
    const events = (decision as unknown as { events: { data: { added: unknown[] } }[] }).events
    expect(events.map((event) => event.data.added.length)).toEqual([IMPORT_CHUNK, IMPORT_CHUNK, 5])
  })

  it("orders a file for steps: every row after its parent of the file, whatever the file's order", () => {
    const rows = [row(2, "C02.01.a", "Putz", "c02.01"), row(3, "D01", "Heizung", "D"), row(4, "C02.01", "Aussenwand", "C02"), row(5, "D", "Technik"), row(6, "E", "Ausbau")]
    const codes = parentsFirst("classification", rows).map((r) => r.fields.code)
    expect(codes).toHaveLength(rows.length)
    expect(new Set(codes).size).toBe(rows.length)
    for (const [child, parent] of [["C02.01.a", "C02.01"], ["D01", "D"]]) expect(codes.indexOf(child)).toBeGreaterThan(codes.indexOf(parent))
    // Each step of one row is then accepted on its own, in that order.
    let state = base.reduce(evolveProject, initialProjectState())
    const ids = sequentialIds()
    for (const one of parentsFirst("classification", rows)) {
      const decision = decide(importing([one]), state, ids)
      expect(decision.ok, String(one.fields.code)).toBe(true)
      state = (decision as unknown as { events: ProjectEvent[] }).events.reduce(evolveProject, state)
    }
  })

  it("checks a whole file against the list without storing: the refusal, or nothing", async () => {
    const state = base.reduce(evolveProject, initialProjectState())
    expect(await checkListImport(importing([row(2, "X", "A", "C02"), row(3, "Y", "B", "X")]), state)).toBeUndefined()
    expect(await checkListImport(importing([row(2, "X", "A"), row(3, "Y", "B", "nowhere")]), state)).toMatchObject({ _tag: "ImportRefused" })
    expect(state.lists.classification.get(51)?.items.size).toBe(2)
  })

  it("checks and orders a large file in slices, giving the event loop back between them (others' requests go on)", async () => {
    const state = base.reduce(evolveProject, initialProjectState())
    const rows = Array.from({ length: 10_000 }, (_, i) => row(i + 2, `Z${i}`, `Eintrag ${i}`, i === 0 ? null : `Z${i - 1}`))
    let others = 0
    const other = () => {
      others++
      if (others < 1_000) setImmediate(other)
    }
    setImmediate(other)
    expect(await checkListImport(importing(rows), state)).toBeUndefined()
    expect(others).toBeGreaterThan(1)
    const before = others
    expect((await parentsFirstInSlices("classification", rows)).map((r) => r.fields.code)).toEqual(rows.map((r) => r.fields.code))
    expect(others).toBeGreaterThan(before)
  })
})
