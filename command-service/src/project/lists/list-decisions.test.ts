import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, it } from "vitest"
import { given } from "../../testing/decider-spec"
import { aProject } from "../../testing/project-fixtures"

const classification = { name: "eBKP-H", longName: null, desc: null, edition: "2020", editionDate: "2020-01-01", source: null, publisher: "CRB", codePattern: ".", uri: null }
const item = (code: string, name: string, parentId: number | null = null) => ({ code, name, longName: null, desc: null, parentId, uri: null })

/** eBKP-H with C > C02 > C02.01; a material list Baustoffe with Beton; a property set CH_Brandschutz. */
const base = [
  ...aProject(),
  { type: "ClassificationCreated", data: { listId: 51, fields: classification } },
  { type: "ClassificationItemAdded", data: { listId: 51, itemId: 511, fields: item("C", "Konstruktion") } },
  { type: "ClassificationItemAdded", data: { listId: 51, itemId: 512, fields: item("C02", "Wandkonstruktion", 511) } },
  { type: "ClassificationItemAdded", data: { listId: 51, itemId: 513, fields: item("C02.01", "Aussenwand", 512) } },
  { type: "MaterialListCreated", data: { listId: 61, fields: { name: "Baustoffe", desc: null } } },
  { type: "MaterialListItemAdded", data: { listId: 61, itemId: 611, fields: { name: "Beton", desc: null, category: "Mineralisch" } } },
  { type: "PropertySetCreated", data: { listId: 71, fields: { name: "CH_Brandschutz", desc: null } } },
] as unknown as ProjectEvent[]

describe("catalogue lists", () => {
  it("creates a list with its name trimmed; a name is taken by a list of the same kind only (any case)", () => {
    given(...base)
      .when({ type: "CreateList", kind: "group_list", fields: { name: " Brandabschnitte ", desc: null } })
      .then({ type: "GroupListCreated", data: { listId: 100, fields: { name: "Brandabschnitte", desc: null } } } as unknown as ProjectEvent)
    given(...base)
      .when({ type: "CreateList", kind: "material_list", fields: { name: "baustoffe", desc: null } })
      .thenRejects("ListNameTaken", { mtl_name: "Eine Materialliste mit dem Namen «baustoffe» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen." })
    given(...base)
      .when({ type: "CreateList", kind: "group_list", fields: { name: "Baustoffe", desc: null } })
      .then({ type: "GroupListCreated", data: { listId: 100, fields: { name: "Baustoffe", desc: null } } } as unknown as ProjectEvent)
  })

  it("an edit carries only the fields that changed, and none when nothing did", () => {
    given(...base)
      .when({ type: "ChangeList", kind: "classification", listId: 51, fields: { name: "eBKP-H", edition: "2023" } })
      .then({ type: "ClassificationChanged", data: { listId: 51, changes: { edition: "2023" } } } as unknown as ProjectEvent)
    given(...base).when({ type: "ChangeList", kind: "classification", listId: 51, fields: { publisher: "CRB" } }).then()
    given(...base).when({ type: "ChangeList", kind: "group_list", listId: 51, fields: { name: "x" } }).thenRejects("NotFound")
  })

  it("a classification item's code is unique in its system (any case); a material's name in its list", () => {
    given(...base)
      .when({ type: "AddListItem", kind: "classification", listId: 51, fields: item("c02", "Doppelt") })
      .thenRejects("ListItemTaken", { cli_code: "Der Code «c02» ist in dieser Klassifikation bereits vergeben." })
    given(...base)
      .when({ type: "AddListItem", kind: "classification", listId: 51, fields: item(" C03 ", "Stütze", 511) })
      .then({ type: "ClassificationItemAdded", data: { listId: 51, itemId: 100, fields: item("C03", "Stütze", 511) } } as unknown as ProjectEvent)
    given(...base).when({ type: "AddListItem", kind: "material_list", listId: 61, fields: { name: "BETON", desc: null, category: null } }).thenRejects("ListItemTaken")
    given(...base).when({ type: "ChangeListItem", kind: "classification", listId: 51, itemId: 513, fields: { code: "C02" } }).thenRejects("ListItemTaken")
  })

  it("a parent is an item of the same system, never the item itself or one below it", () => {
    given(...base)
      .when({ type: "AddListItem", kind: "classification", listId: 51, fields: item("D", "Technik", 611) })
      .thenRejects("ForeignEntity", { cli_parent_id: "Der übergeordnete Eintrag 611 gehört nicht zu dieser Klassifikation." })
    given(...base).when({ type: "ChangeListItem", kind: "classification", listId: 51, itemId: 511, fields: { parentId: 513 } }).thenRejects("ListItemParentCycle")
    given(...base).when({ type: "ChangeListItem", kind: "classification", listId: 51, itemId: 512, fields: { parentId: 512 } }).thenRejects("ListItemParentCycle")
    given(...base)
      .when({ type: "ChangeListItem", kind: "classification", listId: 51, itemId: 513, fields: { parentId: 511 } })
      .then({ type: "ClassificationItemChanged", data: { listId: 51, itemId: 513, changes: { parentId: 511 } } } as unknown as ProjectEvent)
  })

  it("an item with items under it stays; a leaf goes; a list goes with its items", () => {
    given(...base)
      .when({ type: "RemoveListItem", kind: "classification", listId: 51, itemId: 512 })
      .thenRejects("ListItemHasChildren")
    given(...base)
      .when({ type: "RemoveListItem", kind: "classification", listId: 51, itemId: 513 })
      .then({ type: "ClassificationItemRemoved", data: { listId: 51, itemId: 513 } } as unknown as ProjectEvent)
    given(...base).when({ type: "RemoveListItem", kind: "material_list", listId: 61, itemId: 513 }).thenRejects("NotFound")
    given(...base).when({ type: "DeleteList", kind: "classification", listId: 51 }).then({ type: "ClassificationDeleted", data: { listId: 51 } } as unknown as ProjectEvent)
  })

  it("a property of a set stores its enumeration values with their names trimmed", () => {
    given(...base)
      .when({ type: "AddListItem", kind: "property_set", listId: 71, fields: { name: "VKF-Klasse", desc: null, datatype: "enumeration", unit: null, values: [{ name: " EI30 ", desc: "30 Minuten" }] } })
      .then({
        type: "PropertySetItemAdded",
        data: { listId: 71, itemId: 100, fields: { name: "VKF-Klasse", desc: null, datatype: "enumeration", unit: null, values: [{ name: "EI30", desc: "30 Minuten" }] } },
      } as unknown as ProjectEvent)
  })
})
