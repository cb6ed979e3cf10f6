import type { BsddDictionary } from "@bimprofile/contracts/catalogue/bsdd-dictionary"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, expect, it } from "vitest"
import { decide, sequentialIds } from "../../testing/decider-spec"
import { aProject } from "../../testing/project-fixtures"
import { evolveProject, initialProjectState, type ProjectState } from "../project-state"
import { BsddRefused, planBsddImport } from "./bsdd-plan"

/** A small dictionary: walls (an outer wall under them) with fire rating and IsExternal, and a material. */
const dictionary: BsddDictionary = {
  OrganizationCode: "bimprofile",
  DictionaryCode: "hochbau",
  DictionaryName: "Hochbau",
  DictionaryVersion: "1.0",
  ReleaseDate: "2026-11-01T00:00:00",
  Classes: [
    { Code: "AW", Name: "Aussenwand", ParentClassCode: "W", RelatedIfcEntityNamesList: ["IfcWall"], ClassProperties: [{ PropertyCode: "EXT", PropertySet: "Pset_WallCommon" }] },
    {
      Code: "W", Name: "Wand", Definition: "Raumabschliessendes Bauteil", RelatedIfcEntityNamesList: ["IfcWall"],
      ClassProperties: [{ PropertyCode: "FR", PropertySet: "Pset_WallCommon" }, { PropertyCode: "EXT", PropertySet: "Pset_WallCommon" }],
    },
    { Code: "R", Name: "Gleisschicht", RelatedIfcEntityNamesList: ["IfcCourse", "IfcBuildingElementProxy"] },
    { Code: "B", Name: "Beton", ClassType: "Material" },
  ],
  Properties: [
    { Code: "FR", Name: "FireRating", DataType: "String", AllowedValues: [{ Code: "EI30", Value: "EI 30" }, { Code: "EI60", Value: "EI 60", Description: "60 Minuten" }] },
    { Code: "EXT", Name: "IsExternal", DataType: "Boolean" },
  ],
}

/** Runs a plan's steps through the deciders, as the job does through the project's queue. */
const run = (state: ProjectState, plan: ReturnType<typeof planBsddImport>) => {
  const ids = new Map(plan.known)
  const supply = sequentialIds(1000)
  let commands = 0
  for (const step of plan.steps) {
    const command = step.command(ids)
    if (!command) continue
    const decision = decide(command, state, supply)
    if (!decision.ok) throw new Error(`${command.type}: ${decision.error.message}`)
    const events = (decision as unknown as { events: ProjectEvent[] }).events
    for (const event of events) evolveProject(state, event)
    if (step.remember) ids.set(step.remember.key, step.remember.idOf(events))
    if (events.length > 0) commands++
  }
  return commands
}
const project = () => aProject().reduce(evolveProject, initialProjectState())

describe("a bSDD dictionary imported", () => {
  it("becomes value lists, properties, element classes (parents first, mapped where IFC knows the entity), their properties and a classification", () => {
    const state = project()
    run(state, planBsddImport(dictionary, state))
    const classes = [...state.elementClasses.values()]
    expect(classes.map((c) => c.name).sort()).toEqual(["Aussenwand", "Gleisschicht", "Wand"])
    const wall = classes.find((c) => c.name === "Wand")!
    const outer = classes.find((c) => c.name === "Aussenwand")!
    expect(outer.parentId).toBe(wall.id)
    expect(wall.ifc.map((m) => m.entity)).toEqual(["IfcWall", "IfcWall", "IfcWall"])
    // Only IFC4X3_ADD2 has IfcCourse: the older versions take the next related entity.
    expect(classes.find((c) => c.name === "Gleisschicht")!.ifc).toEqual([
      { ifc_version: "IFC2X3", entity: "IfcBuildingElementProxy", predefined_type: null },
      { ifc_version: "IFC4", entity: "IfcBuildingElementProxy", predefined_type: null },
      { ifc_version: "IFC4X3_ADD2", entity: "IfcCourse", predefined_type: null },
    ])
    expect(wall.uri).toBe("https://identifier.buildingsmart.org/uri/bimprofile/hochbau/1.0/class/W")
    const properties = [...state.properties.values()]
    const fire = properties.find((p) => p.name === "FireRating")!
    expect(fire).toMatchObject({ datatype: "enumeration", concept: "predefined_property", uri: "https://identifier.buildingsmart.org/uri/bimprofile/hochbau/1.0/prop/FR" })
    expect(state.valueLists.get(fire.valueListId!)!.items.map((v) => v.name)).toEqual(["EI 30", "EI 60"])
    expect(properties.find((p) => p.name === "IsExternal")!.datatype).toBe("boolean")
    // IsExternal once per lineage: on the wall, not again on the outer wall below it.
    expect(wall.propertyIds.map((id) => state.properties.get(id)!.name)).toEqual(["FireRating", "IsExternal"])
    expect(outer.propertyIds).toEqual([])
    const [classification] = [...state.lists.classification.values()]
    expect(classification!.fields).toMatchObject({ name: "Hochbau", edition: "1.0", editionDate: "2026-11-01", publisher: "bimprofile" })
    expect([...classification!.items.values()].map((item) => item.fields.code).sort()).toEqual(["AW", "B", "R", "W"])
  })

  it("a second time changes nothing: what the project has by name is reused", () => {
    const state = project()
    run(state, planBsddImport(dictionary, state))
    const again = planBsddImport(dictionary, state)
    expect(again.summary).toMatchObject({ classes: 0, classesReused: 3, properties: 0, propertiesReused: 2, valueLists: 0 })
    expect(run(state, again)).toBe(0)
  })

  it("is refused whole with the reason: no content, a code twice, a parent it lacks, a cycle", () => {
    const state = project()
    const refused = (changed: Partial<BsddDictionary>) => expect(() => planBsddImport({ ...dictionary, ...changed }, state)).toThrow(BsddRefused)
    refused({ Classes: [], Properties: [] })
    refused({ Classes: [...dictionary.Classes!, { Code: "W", Name: "Wand 2" }] })
    refused({ Classes: [{ Code: "X", Name: "X", ParentClassCode: "nirgends" }] })
    refused({ Classes: [{ Code: "X", Name: "X", ParentClassCode: "Y" }, { Code: "Y", Name: "Y", ParentClassCode: "X" }] })
    refused({ Properties: [{ Code: "P", Name: " " }] })
  })
})
