/**
 * @module The requirements' part of a simulated project (project-simulation.ts): requirements added to
 * activities (by an IFC entity, with property and attribute facets), changed and removed — and removed with
 * their activity, as the decider writes it.
 */
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { IdCounter } from "./id-counter"

const ENTITIES = ["IFCWALL", "IFCSLAB", "IFCDOOR", "IFCSPACE"]

export class RequirementSimulation {
  /** Requirement → its activity. */
  private readonly requirements = new Map<number, number>()

  constructor(
    private readonly random: () => number,
    private readonly ids: IdCounter,
    private readonly name: (prefix: string) => string,
    private readonly activityIds: () => readonly number[],
  ) {}

  edit(): ProjectEvent[] | undefined {
    const r = this.random()
    const requirementId = this.pick([...this.requirements.keys()])
    if (r < 0.5 || requirementId === undefined) {
      const activityId = this.pick(this.activityIds())
      if (activityId === undefined) return undefined
      const id = this.ids.next("requirement")
      this.requirements.set(id, activityId)
      const entity = this.pick(ENTITIES)!
      return [
        {
          type: "RequirementAdded",
          data: {
            requirementId: id,
            activityId,
            elementClassId: null,
            name: this.name("Anforderung"),
            identifier: null,
            desc: null,
            instructions: this.random() < 0.3 ? "Gemäss BIM-Abwicklungsplan" : null,
            ifcVersions: this.random() < 0.5 ? [] : ["IFC4X3_ADD2"],
            cardinality: this.random() < 0.8 ? "required" : "optional",
            applicability: [{ facet: "entity", name: { simple: entity }, predefined_type: null }],
            requirementsDesc: null,
            facets: [this.fireRating()],
          },
        },
      ]
    }
    const activityId = this.requirements.get(requirementId)!
    if (r < 0.8) {
      const changes = this.random() < 0.5 ? { name: this.name("Anforderung") } : { facets: [this.fireRating(), { facet: "attribute" as const, name: { simple: "Name" }, value: null, cardinality: "required" as const, instructions: null }] }
      return [{ type: "RequirementChanged", data: { requirementId, activityId, changes } }]
    }
    this.requirements.delete(requirementId)
    return [{ type: "RequirementRemoved", data: { requirementId, activityId } }]
  }

  /** The info of an IDS file imported into an activity, which its exports then write. */
  recordIdsInfo(): ProjectEvent[] | undefined {
    const activityId = this.pick(this.activityIds())
    if (activityId === undefined) return undefined
    const info = { title: this.name("IDS"), ...(this.random() < 0.5 && { author: "bim@example.ch", date: "2026-11-26" }) }
    return [{ type: "ActivityIdsInfoRecorded", data: { activityId, info } }]
  }

  /** The removal of the requirements of activities that go, before their deletion. */
  removedWith(activityIds: Iterable<number>): ProjectEvent[] {
    const going = new Set(activityIds)
    const events: ProjectEvent[] = []
    for (const [requirementId, activityId] of this.requirements)
      if (going.has(activityId)) {
        this.requirements.delete(requirementId)
        events.push({ type: "RequirementRemoved", data: { requirementId, activityId } })
      }
    return events
  }

  private fireRating() {
    const values = this.random() < 0.5 ? { simple: "EI 30" } : { restriction: { base: "xs:string", facets: [{ kind: "enumeration" as const, value: "EI 30" }, { kind: "enumeration" as const, value: "EI 60" }] } }
    return { facet: "property" as const, pty_id: null, property_set: { simple: "Pset_WallCommon" }, base_name: { simple: "FireRating" }, value: values, data_type: "IFCLABEL", uri: null, cardinality: "required" as const, instructions: null }
  }

  private pick<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[Math.floor(this.random() * items.length)]
  }
}
