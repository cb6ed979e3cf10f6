import { describe, expect, it } from "vitest"
import { classEntityIn, copyOutcome, isCopyTarget, propertyTargetIn } from "./property-copy"

describe("the property copy wizard's terms", () => {
  it("given a property's targets, then the one of the project's version: set and name, or the attribute", () => {
    const property = {
      pty_ifc: [
        { ifc_version: "IFC4X3_ADD2" as const, pset: "Pset_WallCommon", property: "FireRating", data_type: "IfcLabel" },
        { ifc_version: "IFC2X3" as const, attribute: "Name", data_type: null },
      ],
    }
    expect(propertyTargetIn(property, "IFC4X3_ADD2")).toBe("Pset_WallCommon.FireRating")
    expect(propertyTargetIn(property, "IFC2X3")).toBe("Name")
    expect(propertyTargetIn(property, "IFC4")).toBeNull()
  })

  it("given a class's mapping, then its entity with the predefined type in the version", () => {
    const elementClass = { elc_ifc: [{ ifc_version: "IFC4" as const, entity: "IfcWall", predefined_type: "SHEAR" }] }
    expect(classEntityIn(elementClass, "IFC4")).toBe("IfcWall.SHEAR")
    expect(classEntityIn(elementClass, "IFC2X3")).toBeNull()
  })

  it("given classes of each origin, then the reference project's own are no targets (they are taken over first)", () => {
    expect(["local", "inherited", "reference"].map((origin) => isCopyTarget({ elc_origin: origin as "local" }))).toEqual([true, true, false])
  })

  it("given an answer naming the project's copies, then the skipped pairs carry the names of the properties asked for, sorted by class", () => {
    const asked = [
      { pty_id: 501, pty_name: "Feuerwiderstand" },
      { pty_id: 502, pty_name: "Tragend" },
    ]
    const outcome = copyOutcome(
      {
        elc_pro_id: 1,
        pty_ids: [11, 12],
        assigned: [{ elc_id: 7, pty_id: 11 }],
        skipped: [
          { elc_id: 8, pty_id: 12, reason: "typing" },
          { elc_id: 7, pty_id: 12, reason: "assigned" },
        ],
      },
      asked,
      new Map([
        [7, "Wand"],
        [8, "Decke"],
      ]),
    )
    expect(outcome).toEqual({
      assigned: 1,
      skipped: [
        { classId: 8, className: "Decke", propertyName: "Tragend", reason: "typing" },
        { classId: 7, className: "Wand", propertyName: "Tragend", reason: "assigned" },
      ],
    })
  })
})
