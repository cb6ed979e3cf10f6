/**
 * @module The IFC check of a requirement (an IDS specification), in each IFC version it is for (its
 * `ifcVersions`, else the project's): the entities it writes out (applicability, entity and partOf facets) must
 * exist, be concrete and have the predefined type named; the properties it requires — a catalogue property's
 * targets, or set, name and data type written out — must be in that set, the set applicable to the entity the
 * specification applies to (the class's mapping, or the written entity), with IFC's data type; an attribute
 * must be one of that entity. Problems are shown with the requirement, never refused: an imported IDS file keeps
 * what it says (docs/ifc-knowledge.md). Pure; the same mapping checks as the catalogue's (ifc/mapping-check.ts).
 */
import type { RequirementFields } from "../events/project/requirement-events"
import type { IfcKnowledge } from "../ifc/ifc-knowledge"
import type { IfcVersion } from "../ifc/ifc-versions"
import { checkEntityMappings, checkPropertyTargets, type EntityMapping, type PropertyTarget } from "../ifc/mapping-check"
import { type MappingProblem, mappingProblem } from "../ifc/mapping-problems"
import type { IdsValue } from "./ids-values"

/** What a requirement names of the catalogue: a class's mappings, a property's targets (undefined: unknown here). */
export type RequirementCatalogue = {
  readonly classMappings: (elementClassId: number) => readonly EntityMapping[] | undefined
  readonly propertyTargets: (propertyId: number) => readonly PropertyTarget[] | undefined
}

/** A value the check can look up: a simple one (a restriction — a pattern, an enumeration — is not checked). */
const simple = (value: IdsValue | null | undefined): string | undefined => (value && "simple" in value ? value.simple : undefined)

type EntityFacet = { readonly name: IdsValue; readonly predefined_type: IdsValue | null }

/** The same problem once (a facet's entity and the applicability's may be the same). */
const unique = (problems: readonly MappingProblem[]) => {
  const seen = new Set<string>()
  return problems.filter((p) => {
    const key = `${p.ifc_version}|${p.code}|${JSON.stringify(p.details)}`
    return seen.has(key) ? false : (seen.add(key), true)
  })
}

/** `projectVersion`: the IFC version of the requirement's project, which a requirement naming none is for. */
export const checkRequirement = (knowledge: IfcKnowledge, fields: RequirementFields, catalogue: RequirementCatalogue, projectVersion: IfcVersion): MappingProblem[] => {
  const versions: readonly IfcVersion[] = fields.ifcVersions.length > 0 ? fields.ifcVersions : [projectVersion]
  const concerns = (problem: MappingProblem) => versions.includes(problem.ifc_version)
  const facets = [...fields.applicability, ...fields.facets]
  const problems: MappingProblem[] = []

  const written = (facet: EntityFacet): EntityMapping[] | undefined => {
    const entity = simple(facet.name)
    return entity === undefined ? undefined : versions.map((ifc_version) => ({ ifc_version, entity, predefined_type: simple(facet.predefined_type) ?? null }))
  }
  const entityFacets: EntityFacet[] = facets.flatMap((f) => (f.facet === "entity" ? [f] : f.facet === "partOf" ? [f.entity] : []))
  for (const facet of entityFacets) {
    const mappings = written(facet)
    if (mappings) problems.push(...checkEntityMappings(knowledge, mappings).filter(concerns))
  }

  // What the specification applies to, per version: the entity written in its applicability, else its class's mapping.
  const applicabilityEntity = fields.applicability.find((f) => f.facet === "entity")
  const appliesTo =
    (applicabilityEntity && written(applicabilityEntity)) ??
    (fields.elementClassId === null ? [] : (catalogue.classMappings(fields.elementClassId) ?? []))

  for (const facet of facets) {
    if (facet.facet === "property") {
      const pset = simple(facet.property_set)
      const name = simple(facet.base_name)
      const targets: readonly PropertyTarget[] | undefined =
        facet.pty_id !== null
          ? catalogue.propertyTargets(facet.pty_id)
          : pset !== undefined && name !== undefined
            ? versions.map((ifc_version) => ({ ifc_version, pset, property: name, data_type: facet.data_type }))
            : undefined
      if (targets) problems.push(...checkPropertyTargets(knowledge, appliesTo, targets).filter(concerns))
    }
    if (facet.facet === "attribute") {
      const name = simple(facet.name)
      if (name === undefined) continue
      for (const mapping of appliesTo) {
        if (!versions.includes(mapping.ifc_version)) continue
        const schema = knowledge(mapping.ifc_version)
        const entity = schema.entity(mapping.entity)
        if (entity && !schema.attribute(entity.name, name)) problems.push(mappingProblem(mapping.ifc_version, "ATTRIBUTE_UNKNOWN", { entity: entity.name, attribute: name }))
      }
    }
  }
  return unique(problems)
}
