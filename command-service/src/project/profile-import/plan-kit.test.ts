/** The profile import's pairing of a sheet's rows with the project's items: by key, by a unique further key, then by place. */
import { describe, expect, it } from "vitest"
import { codeOfWord, type Current, type Incoming, matchItems } from "./plan-kit"

const current = (id: number, name: string, group = ""): Current<string> => ({ id, group, keys: [`${group}|${name.toLowerCase()}`, name.toLowerCase()], value: name })
const incoming = (row: number, name: string, group = ""): Incoming<string> => ({ row: { row, cells: {} as never }, group, keys: [`${group}|${name.toLowerCase()}`, name.toLowerCase()], value: name })
const pairs = (m: ReturnType<typeof matchItems<string, string>>) => m.pairs.map((p) => `${p.current.value}→${p.incoming.value}`).sort()

describe("matching a sheet's rows with the project's items", () => {
  it("pairs by name in any case, and what is left at the same place as a rename", () => {
    const m = matchItems([current(1, "A"), current(2, "B"), current(3, "C")], [incoming(2, "a"), incoming(3, "B neu"), incoming(4, "C")])
    expect(pairs(m)).toEqual(["A→a", "B→B neu", "C→C"])
    expect(m.added).toEqual([])
    expect(m.removed).toEqual([])
  })

  it("a row gone and one added elsewhere are a removal and an addition, not a rename", () => {
    const m = matchItems([current(1, "A"), current(2, "B"), current(3, "C")], [incoming(2, "A"), incoming(3, "C"), incoming(4, "D")])
    expect(pairs(m)).toEqual(["A→A", "C→C"])
    expect(m.added.map((a) => a.value)).toEqual(["D"])
    expect(m.removed.map((r) => r.value)).toEqual(["B"])
  })

  it("places count within a group; a second row of a key is a duplicate; a further key pairs a moved item", () => {
    const m = matchItems(
      [current(1, "X", "p1"), current(2, "Y", "p1"), current(3, "Z", "p2")],
      [incoming(2, "X", "p1"), incoming(3, "X", "p1"), incoming(4, "Y neu", "p1"), incoming(5, "Z", "p3")],
    )
    expect(m.duplicates.map((d) => d.row.row)).toEqual([3])
    expect(pairs(m)).toEqual(["X→X", "Y→Y neu", "Z→Z"])
  })

  it("reads a word of any language, or the code itself", () => {
    const words = [{ planung: "Planung" }, { planung: "Planification" }] as const
    expect(codeOfWord("planification", words)).toBe("planung")
    expect(codeOfWord("PLANUNG", words)).toBe("planung")
    expect(codeOfWord("Bau", words)).toBeUndefined()
  })
})
