import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, it } from "vitest"
import { given } from "../../testing/decider-spec"
import { aProject } from "../../testing/project-fixtures"

/** A door type, and two properties: Manufacturer (on the type) and FireRating. */
const base: ProjectEvent[] = [
  ...aProject(),
  { type: "ElementTypeCreated", data: { elementTypeId: 71, name: "Türtyp", desc: null, ifc: [{ ifc_version: "IFC4", entity: "IfcDoorType", predefined_type: null }], uri: null } },
  ...[81, 82].map(
    (propertyId, i): ProjectEvent => ({
      type: "PropertyCreated",
      data: { propertyId, name: ["Manufacturer", "FireRating"][i]!, desc: null, datatype: "text", unit: null, concept: "predefined_property", ifc: [], uri: null, valueListId: null },
    }),
  ),
  { type: "ElementTypePropertyAssigned", data: { elementTypeId: 71, propertyId: 81 } },
]

describe("properties of element class types", () => {
  it("a type has a property of its project once", () => {
    given(...base).when({ type: "AssignTypeProperty", elementTypeId: 71, propertyId: 82 }).then({ type: "ElementTypePropertyAssigned", data: { elementTypeId: 71, propertyId: 82 } })
    given(...base)
      .when({ type: "AssignTypeProperty", elementTypeId: 71, propertyId: 81 })
      .thenRejects("PropertyAlreadyAssigned", { pty_id: "Das Merkmal «Manufacturer» ist dem Fachklassentyp bereits zugeordnet." })
    given(...base).when({ type: "AssignTypeProperty", elementTypeId: 71, propertyId: 999 }).thenRejects("ForeignEntity")
    given(...base).when({ type: "AssignTypeProperty", elementTypeId: 999, propertyId: 82 }).thenRejects("NotFound")
  })

  it("a property on a type stays until removed; a removed one goes; a type goes with its assignments", () => {
    given(...base).when({ type: "DeleteProperty", propertyId: 81 }).thenRejects("PropertyInUse")
    given(...base).when({ type: "RemoveTypeProperty", elementTypeId: 71, propertyId: 82 }).thenRejects("NotFound")
    given(...base).when({ type: "RemoveTypeProperty", elementTypeId: 71, propertyId: 81 }).then({ type: "ElementTypePropertyRemoved", data: { elementTypeId: 71, propertyId: 81 } })
    given(...base, { type: "ElementTypeDeleted", data: { elementTypeId: 71 } }).when({ type: "DeleteProperty", propertyId: 81 }).then({ type: "PropertyDeleted", data: { propertyId: 81 } })
  })
})
