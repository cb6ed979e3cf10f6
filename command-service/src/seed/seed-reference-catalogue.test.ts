/**
 * The reference catalogue as the seed leaves it: the seed is decided and folded without I/O (the deciders
 * and evolveProject a ProjectService runs), then checked with the IFC checks the projector stores as
 * mapping problems — for every class, type and property, and for each property on each class and type
 * that has it — and for requirements that grow from phase to phase.
 */
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { ifcKnowledge } from "@bimprofile/contracts/ifc/ifc-knowledge"
import { IFC_VERSIONS } from "@bimprofile/contracts/ifc/ifc-versions"
import { checkEntityMappings, checkPropertyTargets } from "@bimprofile/contracts/ifc/mapping-check"
import type { MappingProblem } from "@bimprofile/contracts/ifc/mapping-problems"
import { beforeAll, describe, expect, it } from "vitest"
import { decideProject, type ProjectStreamCommand } from "../project/decide-project"
import { evolveProject, initialProjectState, type ProjectState } from "../project/project-state"
import { sequentialIds } from "../testing/decider-spec"
import { seedReferenceCatalogueIfMissing } from "./seed-reference-catalogue"
import { seedReferenceStructure } from "./seed-reference-project"
import type { SeedRunner } from "./seed-runner"

/** A runner over one folded state: each command decided on it, its events folded in. */
const foldingRunner = () => {
  const state = initialProjectState()
  const ids = sequentialIds(1)
  const commands: ProjectStreamCommand[] = []
  const events: ProjectEvent[] = []
  const runner: SeedRunner = {
    run: async (command) => {
      commands.push(command)
      const decision = decideProject(command, state, ids)
      if (!decision.ok) throw new Error(`${command.type} refused: ${decision.error.message}`)
      for (const event of decision.events) evolveProject(state, event)
      events.push(...decision.events)
      return decision.events
    },
    state: async () => state,
  }
  return { runner, state, commands, events }
}

let seeded: ReturnType<typeof foldingRunner>
let state: ProjectState
beforeAll(async () => {
  seeded = foldingRunner()
  await seedReferenceStructure(seeded.runner, 1, 9)
  expect(await seedReferenceCatalogueIfMissing(seeded.runner)).toBe(true)
  state = seeded.state
})

const errors = (problems: readonly MappingProblem[]) => problems.filter((problem) => problem.severity === "error")
const describeProblems = (problems: readonly MappingProblem[]) => problems.map((p) => `${p.ifc_version} ${p.code}: ${p.message}`)

/** The properties a class has, its own and inherited. */
const propertiesOfClass = (classId: number): number[] => {
  const elementClass = state.elementClasses.get(classId)!
  return [...(elementClass.parentId === null ? [] : propertiesOfClass(elementClass.parentId)), ...elementClass.propertyIds]
}

describe("the reference catalogue", () => {
  it("has at least 60 element classes across the disciplines, each mapped in all three IFC versions", () => {
    const classes = [...state.elementClasses.values()]
    expect(classes.length).toBeGreaterThanOrEqual(60)
    for (const elementClass of classes) expect(new Set(elementClass.ifc.map((m) => m.ifc_version)), elementClass.name).toEqual(new Set(IFC_VERSIONS))
    expect(new Set(classes.map((c) => c.category))).toEqual(new Set(["Architektur", "Tragwerk", "HLKS", "Elektro", "Gebäudeautomation", "Transportanlagen", "Umgebung"]))
    const names = classes.map((c) => c.name)
    for (const name of ["Wand", "Decke", "Stütze", "Träger", "Tür", "Fenster", "Dach", "Treppe", "Raum", "Zone", "Geschoss", "Grundstück", "Rohr", "Luftkanal", "Luftdurchlass", "Leuchte", "Brandmelder", "Aufzug"])
      expect(names).toContain(name)
  })

  it("maps every class, type and property without an IFC mapping problem in any version", () => {
    const found: string[] = []
    for (const elementClass of state.elementClasses.values()) {
      found.push(...describeProblems(checkEntityMappings(ifcKnowledge, elementClass.ifc)).map((p) => `class ${elementClass.name}: ${p}`))
      for (const propertyId of propertiesOfClass(elementClass.id)) {
        const property = state.properties.get(propertyId)!
        found.push(...describeProblems(checkPropertyTargets(ifcKnowledge, elementClass.ifc, property.ifc)).map((p) => `${elementClass.name} · ${property.name}: ${p}`))
      }
    }
    for (const elementType of state.elementTypes.values()) {
      found.push(...describeProblems(checkEntityMappings(ifcKnowledge, elementType.ifc, { typeObject: true })).map((p) => `type ${elementType.name}: ${p}`))
      for (const propertyId of elementType.propertyIds) {
        const property = state.properties.get(propertyId)!
        found.push(...describeProblems(checkPropertyTargets(ifcKnowledge, elementType.ifc, property.ifc)).map((p) => `${elementType.name} · ${property.name}: ${p}`))
      }
    }
    for (const property of state.properties.values())
      found.push(...describeProblems(checkPropertyTargets(ifcKnowledge, [], property.ifc)).map((p) => `property ${property.name}: ${p}`))
    expect(found).toEqual([])
  })

  it("has no error even where it would only warn, and every property in use on a class or type", () => {
    const all = [...state.elementClasses.values()].flatMap((c) => checkEntityMappings(ifcKnowledge, c.ifc))
    expect(errors(all)).toEqual([])
    const used = new Set([...state.elementClasses.values(), ...state.elementTypes.values()].flatMap((owner) => owner.propertyIds))
    expect([...state.properties.values()].filter((property) => !used.has(property.id)).map((p) => p.name)).toEqual([])
  })

  it("has element class types that its classes name, mapped to type objects", () => {
    expect(state.elementTypes.size).toBeGreaterThanOrEqual(20)
    const named = new Set([...state.elementClasses.values()].map((c) => c.typeId))
    for (const elementType of state.elementTypes.values()) expect(named.has(elementType.id), elementType.name).toBe(true)
  })

  it("has the value lists practitioners use, each used by its enumeration properties", () => {
    const lists = [...state.valueLists.values()]
    const values = (fragment: string) => lists.find((list) => list.name.includes(fragment))?.items.map((item) => item.name) ?? []
    expect(values("Feuerwiderstand")).toEqual(expect.arrayContaining(["R 30", "REI 30", "REI 60", "REI 90", "EI 30", "EI 60", "EI 90"]))
    expect(values("Einbruch")).toEqual(expect.arrayContaining(["RC1", "RC2", "RC3", "RC4", "RC5", "RC6"]))
    expect(values("Schallschutz").length).toBeGreaterThan(1)
    for (const list of lists) {
      const users = [...state.properties.values()].filter((property) => property.valueListId === list.id)
      expect(users.length, list.name).toBeGreaterThan(0)
      for (const property of users) expect(property.datatype, property.name).toBe("enumeration")
    }
    const fireRatings = [...state.properties.values()].filter((p) => p.ifc.some((t) => "property" in t && t.property === "FireRating"))
    expect(fireRatings.length).toBeGreaterThan(5)
    for (const property of fireRatings) expect(state.valueLists.get(property.valueListId!)?.name).toMatch(/Feuerwiderstand/)
  })

  it("has a material list and an eBKP-H excerpt with levels", () => {
    const [materials] = [...state.lists.material_list.values()]
    expect([...materials!.items.values()].map((item) => item.fields.name)).toEqual(expect.arrayContaining(["Beton", "Stahl", "Holz", "Backstein", "Glas"]))
    const [classification] = [...state.lists.classification.values()]
    expect(classification!.fields.name).toBe("eBKP-H (Auszug)")
    const items = [...classification!.items.values()]
    const byId = new Map(items.map((item) => [item.id, item]))
    const c02 = items.find((item) => item.fields.code === "C02")!
    expect(byId.get(c02.fields.parentId as number)?.fields.code).toBe("C")
  })

  it("asks more at every phase: the largest delivery of each phase requires more than the one before", () => {
    const phaseOf = (activityId: number) => {
      const process = state.processes.get(state.activities.get(activityId)!.processId)!
      return state.phases.get(state.milestones.get(process.milestoneId)!.phaseId)!.code
    }
    const facetsOf = (activityId: number) => [...state.requirements.values()].filter((r) => r.activityId === activityId).reduce((n, r) => n + 1 + r.facets.length, 0)
    const largest = new Map<string, number>()
    for (const activityId of new Set([...state.requirements.values()].map((r) => r.activityId)))
      largest.set(phaseOf(activityId), Math.max(largest.get(phaseOf(activityId)) ?? 0, facetsOf(activityId)))
    const sizes = ["konzeption", "planung", "realisierung", "bewirtschaftung"].map((phase) => largest.get(phase) ?? 0)
    expect(sizes[0]).toBeGreaterThan(0)
    for (let i = 1; i < sizes.length; i++) expect(sizes[i], `phase ${i + 1}: ${sizes.join(" < ")}`).toBeGreaterThan(sizes[i - 1]!)
  })

  it("asks of the same class more at each later delivery of its model", () => {
    const activity = (name: string) => [...state.activities.values()].find((a) => a.name === name)!.id
    const chain = ["Architekturmodell Vorprojekt liefern", "Fachmodell Architektur liefern", "Bauwerksdokumentation übergeben", "Betriebsmodell übergeben"].map(activity)
    const doorClass = [...state.elementClasses.values()].find((c) => c.name === "Tür")!.id
    const asked = (activityId: number) => {
      const requirement = [...state.requirements.values()].find((r) => r.activityId === activityId && r.elementClassId === doorClass)!
      return requirement.facets.map((f) => (f.facet === "property" ? `pty ${f.pty_id}` : f.facet))
    }
    const classesAsked = (activityId: number) => [...state.requirements.values()].filter((r) => r.activityId === activityId).map((r) => r.elementClassId)
    for (let i = 1; i < chain.length; i++) {
      expect(asked(chain[i]!)).toEqual(expect.arrayContaining(asked(chain[i - 1]!)))
      expect(asked(chain[i]!).length).toBeGreaterThan(asked(chain[i - 1]!).length)
      expect(classesAsked(chain[i]!)).toEqual(expect.arrayContaining(classesAsked(chain[i - 1]!)))
    }
    expect(classesAsked(chain[1]!).length).toBeGreaterThan(classesAsked(chain[0]!).length)
  })

  it("is seeded once: a second run on a project with classes issues no command", async () => {
    const before = seeded.commands.length
    expect(await seedReferenceCatalogueIfMissing(seeded.runner)).toBe(false)
    expect(seeded.commands.length).toBe(before)
  })
})
