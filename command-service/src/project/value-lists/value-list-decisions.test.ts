import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, it } from "vitest"
import { given } from "../../testing/decider-spec"
import { aProject } from "../../testing/project-fixtures"

/** Feuerwiderstand with EI 30 and EI 60; Schallschutz empty; a property using Feuerwiderstand. */
const base: ProjectEvent[] = [
  ...aProject(),
  { type: "ValueListCreated", data: { valueListId: 91, name: "Feuerwiderstand", desc: null, ifc: [] } },
  { type: "ValueListCreated", data: { valueListId: 92, name: "Schallschutz", desc: null, ifc: [] } },
  { type: "ValueListItemAdded", data: { valueListId: 91, itemId: 911, name: "EI 30", desc: null, ifc: [], uri: null } },
  { type: "ValueListItemAdded", data: { valueListId: 91, itemId: 912, name: "EI 60", desc: null, ifc: [], uri: null } },
  {
    type: "PropertyCreated",
    data: { propertyId: 81, name: "FireRating", desc: null, datatype: "enumeration", unit: null, concept: "predefined_property", ifc: [], uri: null, valueListId: 91 },
  },
]

describe("value lists", () => {
  it("creates a list with a trimmed name; list names are unique in the project", () => {
    given(...base)
      .when({ type: "CreateValueList", name: " Einbruchschutz ", desc: null, ifc: [{ ifc_version: "IFC4", name: " PEnum_X " }] })
      .then({ type: "ValueListCreated", data: { valueListId: 100, name: "Einbruchschutz", desc: null, ifc: [{ ifc_version: "IFC4", name: "PEnum_X" }] } })
    given(...base).when({ type: "CreateValueList", name: "feuerwiderstand", desc: null, ifc: [] }).thenRejects("ValueListNameTaken")
  })

  it("values are unique in their list (any case), not across lists", () => {
    given(...base).when({ type: "AddValue", valueListId: 91, name: "ei 30", desc: null, ifc: [], uri: null }).thenRejects("ValueNameTaken", { vli_name: "Der Wert «ei 30» ist in dieser Werteliste bereits enthalten." })
    given(...base)
      .when({ type: "AddValue", valueListId: 92, name: "EI 30", desc: null, ifc: [], uri: null })
      .then({ type: "ValueListItemAdded", data: { valueListId: 92, itemId: 100, name: "EI 30", desc: null, ifc: [], uri: null } })
    given(...base).when({ type: "ChangeValue", valueListId: 91, itemId: 912, name: "EI 30" }).thenRejects("ValueNameTaken")
    given(...base).when({ type: "ChangeValue", valueListId: 91, itemId: 912, desc: "60 Minuten" }).then({ type: "ValueListItemChanged", data: { valueListId: 91, itemId: 912, changes: { desc: "60 Minuten" } } })
    given(...base).when({ type: "RemoveValue", valueListId: 92, itemId: 911 }).thenRejects("NotFound")
  })

  it("a list a property uses stays; an unused one goes; a property names a list of its project", () => {
    given(...base).when({ type: "DeleteValueList", valueListId: 91 }).thenRejects("ValueListInUse")
    given(...base).when({ type: "DeleteValueList", valueListId: 92 }).then({ type: "ValueListDeleted", data: { valueListId: 92 } })
    given(...base).when({ type: "ChangeProperty", propertyId: 81, valueListId: 999 }).thenRejects("ForeignEntity", { pty_vls_id: "Werteliste 999 gehört nicht zu diesem Projekt." })
    given(...base).when({ type: "ChangeProperty", propertyId: 81, valueListId: 92 }).then({ type: "PropertyChanged", data: { propertyId: 81, changes: { valueListId: 92 } } })
  })
})
