/**
 * @module The property copy wizard's command (spec §2 dialogs): properties — of the project, of its reference
 * project, or of any other project the user may read — given to element classes of the project in one step.
 * A property of another project arrives as the project's own (with its value list), one of the reference
 * project as a local copy that remembers its origin, each reused when the project has it already (a copy of
 * it, or one of the same name in the same set). A class that has a property already (itself or from above),
 * or that cannot take a typing property (spec §5), is passed over and said so in the answer.
 */
import { foreignEntity, notFound, propertyNameTaken } from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import type { PropertyState } from "../catalogue-state"
import type { CopyProperties } from "../project-commands"
import type { ProjectState } from "../project-state"
import { lineage, propertyNamedLike, takesNameOf } from "../properties/property-decisions"
import { checkProjectLive } from "../projects/project-decisions"
import { Copier, localCopyOf } from "./instantiate"

type D = Decision<ProjectEvent>

/** Why a class did not get a property. */
export type SkipReason = "assigned" | "typing"

/** The project's property for each property asked for (`ids`, in their order), once the command ran: itself, its copy, else one of its name. */
export const localPropertyIds = (state: ProjectState, cmd: CopyProperties, ids: readonly number[]): number[] =>
  ids.flatMap((id) => {
    if (cmd.ownPropertyIds.includes(id)) return [id]
    const source = cmd.sources.find((s) => s.propertyIds.includes(id))
    const origin = source?.state.properties.get(id)
    const local = source?.keepOrigin ? localCopyOf(state, "property", id) : origin && propertyNamedLike(state, origin.name, origin.ifc)?.id
    return local === undefined ? [] : [local]
  })

/** Whether the class (with what this command gave the classes so far) may not get the property, and why. */
export const skipReason = (state: ProjectState, classId: number, property: Pick<PropertyState, "id" | "concept">, given: ReadonlyMap<number, readonly PropertyState[]> = new Map()): SkipReason | undefined => {
  const classes = lineage(state, classId)
  const has = (c: { readonly id: number; readonly propertyIds: readonly number[] }) => [...c.propertyIds.map((id) => state.properties.get(id)), ...(given.get(c.id) ?? [])]
  if (classes.some((c) => has(c).some((p) => p?.id === property.id))) return "assigned"
  if (property.concept === "typing" && (classes[0]!.typeId === null || classes.some((c) => has(c).some((p) => p?.concept === "typing")))) return "typing"
  return undefined
}

export const copyProperties = (cmd: CopyProperties, state: ProjectState, ids: IdSupply): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  for (const classId of cmd.elementClassIds) if (!state.elementClasses.has(classId)) return rejected(notFound("element_class", classId))
  for (const propertyId of cmd.ownPropertyIds) if (!state.properties.has(propertyId)) return rejected(foreignEntity("property", propertyId, "pty_ids"))

  const properties = new Map<number, PropertyState>(cmd.ownPropertyIds.map((id) => [id, state.properties.get(id)!]))
  const events: ProjectEvent[] = []
  for (const source of cmd.sources) {
    const copier = new Copier(state, source.state, ids, source.keepOrigin)
    for (const originId of source.propertyIds) {
      const origin = source.state.properties.get(originId)
      if (!origin) return rejected(notFound("property", originId))
      const localId = copier.propertyId(originId)
      properties.set(localId, state.properties.get(localId) ?? { ...origin, id: localId })
    }
    events.push(...copier.events)
  }
  // Two sources may bring two properties of one name into one set: the project keeps one name per set.
  const created = events.flatMap((e) => (e.type === "PropertyCreated" ? [e.data] : []))
  for (const [i, a] of created.entries()) if (created.slice(i + 1).some((b) => takesNameOf(a, b))) return rejected(propertyNameTaken(a.name))

  const given = new Map<number, PropertyState[]>()
  for (const classId of cmd.elementClassIds)
    for (const property of properties.values()) {
      if (skipReason(state, classId, property, given) !== undefined) continue
      given.set(classId, [...(given.get(classId) ?? []), property])
      events.push({ type: "ElementClassPropertyAssigned", data: { elementClassId: classId, propertyId: property.id } })
    }
  return accepted(...events)
}

/** The most ids the command takes: a copy of every property of another project, with its value list. */
export const idsForPropertyCopy = (cmd: CopyProperties) => {
  const lists = cmd.sources.flatMap((source) => source.propertyIds.flatMap((id) => source.state.properties.get(id)?.valueListId ?? []).map((listId) => source.state.valueLists.get(listId)))
  return {
    property: cmd.sources.reduce((n, source) => n + source.propertyIds.length, 0),
    value_list: lists.length,
    value_list_item: lists.reduce((n, list) => n + (list?.items.length ?? 0), 0),
  }
}

