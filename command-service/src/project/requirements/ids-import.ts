/**
 * @module An IDS 1.0 file imported into an activity (issue 10), one command, one decision: every specification
 * becomes a requirement of the activity exactly as written — its facets, values, restrictions, cardinalities,
 * instructions and IFC versions — so that exporting it again gives the same file; the file's `info` is kept for
 * the activity's exports. Beside that the catalogue learns what the file names: an applicability's entity becomes
 * (or finds) an element class mapped to it, a property facet's set and name a property (found by its name in
 * that set, as a user would look for it), each linked to the requirement and the property assigned to the class.
 * A requirement links a class only once per activity (the project's rule); further specifications of the same
 * entity keep it as their written entity. A file that names what IFC lacks is imported as written: its
 * requirements show their IFC problems (requirement-check.ts), nothing is altered.
 */
import { foreignEntity } from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { RequirementFields } from "@bimprofile/contracts/events/project/requirement-events"
import type { PropertyTarget } from "@bimprofile/contracts/events/project/property-events"
import type { IdsSpecification } from "@bimprofile/contracts/ids/ids-document"
import { ifcKnowledge } from "@bimprofile/contracts/ifc/ifc-knowledge"
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import type { PropertyDatatype } from "@bimprofile/contracts/catalogue/property-kinds"
import type { IdsValue } from "@bimprofile/contracts/requirements/ids-values"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import { sameName } from "../names"
import type { ImportIds } from "../project-commands"
import type { ProjectState } from "../project-state"
import { takesNameOf } from "../properties/property-decisions"
import { checkProjectLive } from "../projects/project-decisions"

type D = Decision<ProjectEvent>

const simpleOf = (value: IdsValue | null | undefined) => (value && "simple" in value ? value.simple : undefined)

/** The most ids an import can take: a class, and a property per property facet, for every specification. */
export const idsForIdsImport = (cmd: ImportIds) => {
  const specifications = cmd.document.specifications
  const properties = specifications.reduce((n: number, s: IdsSpecification) => n + [...s.applicability, ...(s.requirements?.facets ?? [])].filter((f) => f.facet === "property").length, 0)
  return { requirement: specifications.length, element_class: specifications.length, property: properties }
}

/** The catalogue's data type for an IDS data type. */
const datatypeOf = (dataType: string | null): PropertyDatatype => {
  if (dataType === null) return "text"
  if (dataType === "IFCBOOLEAN" || dataType === "IFCLOGICAL") return "boolean"
  if (dataType === "IFCDATE" || dataType === "IFCDATETIME") return "date"
  if (/MEASURE$|^IFCREAL$|^IFCINTEGER$|^IFCNUMERIC/u.test(dataType)) return "number"
  return "text"
}

/** An entity as the IFC versions write it (IFCWALL → IfcWall), with the versions that know it. */
const knownEntity = (written: string, versions: readonly IfcVersion[]) => {
  const known = versions.flatMap((version) => {
    const entity = ifcKnowledge(version).entity(written)
    return entity ? [{ version, name: entity.name }] : []
  })
  return known.length === 0 ? undefined : { name: known[0]!.name, versions: known.map((k) => k.version) }
}

export const importIds = (cmd: ImportIds, state: ProjectState, ids: IdSupply): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (!state.activities.has(cmd.activityId)) return rejected(foreignEntity("activity", cmd.activityId, "act_id"))

  const events: ProjectEvent[] = []
  // The catalogue as the decision goes on: the project's items and those made so far.
  const classes = [...state.elementClasses.values()].map((c) => ({ id: c.id, name: c.name, ifc: c.ifc, propertyIds: new Set(c.propertyIds) }))
  const properties = [...state.properties.values()].map((p) => ({ id: p.id, name: p.name, ifc: p.ifc, valueListId: p.valueListId }))
  const linkedClasses = new Set([...state.requirements.values()].filter((r) => r.activityId === cmd.activityId).flatMap((r) => r.elementClassId ?? []))

  const classFor = (specification: IdsSpecification) => {
    const entityFacet = specification.applicability.find((f) => f.facet === "entity")
    const written = entityFacet && simpleOf(entityFacet.name)
    if (!entityFacet || written === undefined) return undefined
    const predefined = entityFacet.predefined_type === null ? null : simpleOf(entityFacet.predefined_type)
    if (predefined === undefined) return undefined
    const entity = knownEntity(written, specification.ifcVersions)
    if (!entity) return undefined
    const mapsTo = (mapping: { entity: string; predefined_type?: string | null }) =>
      mapping.entity.toUpperCase() === entity.name.toUpperCase() && (mapping.predefined_type ?? null) === predefined
    const found = classes.find((c) => c.ifc.some((m) => specification.ifcVersions.includes(m.ifc_version) && mapsTo(m)))
    if (found) return found
    const base = predefined ? `${entity.name} ${predefined}` : entity.name
    let name = base
    for (let n = 2; classes.some((c) => sameName(c.name, name)); n++) name = `${base} (${n})`
    const ifc = entity.versions.map((ifc_version) => ({ ifc_version, entity: entity.name, predefined_type: predefined }))
    const made = { id: ids.take("element_class"), name, ifc, propertyIds: new Set<number>() }
    classes.push(made)
    events.push({ type: "ElementClassCreated", data: { elementClassId: made.id, name, desc: null, category: null, parentId: null, ifc, uri: null } })
    return made
  }

  /** The catalogue property a property facet names by set and name (found or made), or undefined when it names none plainly. */
  const propertyFor = (facet: { property_set: IdsValue | null; base_name: IdsValue | null; data_type: string | null; value: IdsValue | null; uri?: string | null }, versions: readonly IfcVersion[]) => {
    const pset = simpleOf(facet.property_set)
    const name = simpleOf(facet.base_name)
    if (pset === undefined || name === undefined || pset === "" || name === "") return undefined
    const targets: PropertyTarget[] = versions.map((ifc_version) => ({ ifc_version, pset, property: name, data_type: facet.data_type }))
    const found = properties.find((p) => takesNameOf(p, { name, ifc: targets }))
    if (found) {
      // Linked, the export would write its value list's values where the file has no value: kept as written instead.
      return found.valueListId !== null && facet.value === null ? undefined : found
    }
    const concept = pset.startsWith("Qto_") ? "quantity" : pset.startsWith("Pset_") ? "predefined_property" : "user_defined_property"
    const made = { id: ids.take("property"), name, ifc: targets, valueListId: null }
    properties.push(made)
    events.push({
      type: "PropertyCreated",
      data: { propertyId: made.id, name, desc: null, datatype: datatypeOf(facet.data_type), unit: null, concept, ifc: targets, uri: facet.uri ?? null, valueListId: null },
    })
    return made
  }

  const requirements: ProjectEvent[] = []
  for (const specification of cmd.document.specifications) {
    const elementClass = classFor(specification)
    const link = elementClass && !linkedClasses.has(elementClass.id) ? elementClass : undefined
    if (link) linkedClasses.add(link.id)
    const linkFacets = <F extends { readonly facet: string }>(facets: readonly F[]): F[] =>
      facets.map((facet) => {
        if (facet.facet !== "property") return facet
        const property = propertyFor(facet as never, specification.ifcVersions)
        if (!property) return facet
        if (link && !link.propertyIds.has(property.id)) {
          link.propertyIds.add(property.id)
          events.push({ type: "ElementClassPropertyAssigned", data: { elementClassId: link.id, propertyId: property.id } })
        }
        return { ...facet, pty_id: property.id }
      })
    const fields: RequirementFields = {
      elementClassId: link?.id ?? null,
      name: specification.name,
      identifier: specification.identifier ?? null,
      desc: specification.description ?? null,
      instructions: specification.instructions ?? null,
      ifcVersions: specification.ifcVersions,
      cardinality: specification.cardinality,
      applicability: linkFacets(specification.applicability),
      requirementsDesc: specification.requirements?.description ?? null,
      facets: linkFacets(specification.requirements?.facets ?? []),
    }
    requirements.push({ type: "RequirementAdded", data: { requirementId: ids.take("requirement"), activityId: cmd.activityId, ...fields } })
  }
  events.push(...requirements, { type: "ActivityIdsInfoRecorded", data: { activityId: cmd.activityId, info: cmd.document.info } })
  return accepted(...events)
}
