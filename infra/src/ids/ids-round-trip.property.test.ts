/**
 * Property-based (fast-check) proof of the IDS export and import (issue 10): for random catalogues — classes
 * mapped per IFC version, properties landing in sets or on attributes, with data types and value lists — and
 * random requirements naming them with every kind of facet, value and restriction the product stores, every
 * file the export writes is accepted by the official XSD, and reading it back gives exactly the
 * specifications the export wrote (so an import of an export stores the same requirements).
 */
import { type ExportCatalogue, specificationsOf } from "@bimprofile/contracts/ids/specifications-of"
import type { IdsDocument } from "@bimprofile/contracts/ids/ids-document"
import type { RequirementFields } from "@bimprofile/contracts/events/project/requirement-events"
import { IFC_VERSIONS, type IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import type { PropertyTarget } from "@bimprofile/contracts/ifc/mapping-check"
import type { ApplicabilityFacet, RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import { CARDINALITIES, PART_OF_RELATIONS } from "@bimprofile/contracts/requirements/facets"
import type { IdsValue } from "@bimprofile/contracts/requirements/ids-values"
import { PROPERTY_DATATYPES } from "@bimprofile/contracts/catalogue/property-kinds"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { checkIdsSchema } from "./ids-schema-check"
import { readIds } from "./read-ids"
import { writeIds } from "./write-ids"

/** Text a user types: any characters XML can carry (no control characters but tab and line feed), at most 40. */
const text = fc.string({ unit: fc.oneof(fc.constantFrom("\t", "\n", " ", "&", "<", ">", '"', "'", "ä", "€", "🧱"), fc.integer({ min: 0x20, max: 0xd7ff }).map((code) => String.fromCharCode(code))), maxLength: 40 })
const nonEmpty = text.filter((t) => t.trim().length > 0)
const upper = fc.stringMatching(/^[A-Z]{1,12}$/u)
const number = fc.oneof(fc.integer({ min: -1e6, max: 1e6 }).map(String), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map((d) => String(d)))

const restriction = fc.oneof(
  fc.record({ base: fc.constantFrom("xs:string", null), facets: fc.array(fc.record({ kind: fc.constant("enumeration" as const), value: text }), { minLength: 1, maxLength: 4 }) }),
  fc.record({ base: fc.constant("xs:string"), facets: fc.tuple(fc.stringMatching(/^[A-Za-z0-9 .*|()-]{1,12}$/u)).map(([value]) => [{ kind: "pattern" as const, value }]) }),
  fc.record({
    base: fc.constant("xs:double"),
    facets: fc.subarray(["minInclusive", "maxInclusive", "minExclusive", "maxExclusive"] as const, { minLength: 1 }).chain((kinds) => fc.tuple(...kinds.map((kind) => number.map((value) => ({ kind, value }))))),
  }),
  fc.record({ base: fc.constant("xs:string"), facets: fc.subarray(["length", "minLength", "maxLength"] as const, { minLength: 1 }).chain((kinds) => fc.tuple(...kinds.map((kind) => fc.nat(100).map((n) => ({ kind, value: String(n) })))))}),
  fc.record({ base: fc.constant("xs:string"), documentation: fc.array(text, { minLength: 1, maxLength: 2 }), facets: fc.array(fc.record({ kind: fc.constant("enumeration" as const), value: text }), { minLength: 1, maxLength: 2 }) }),
)
const idsValue: fc.Arbitrary<IdsValue> = fc.oneof({ weight: 3, arbitrary: text.map((simple) => ({ simple })) }, { weight: 1, arbitrary: restriction.map((r) => ({ restriction: r as never })) })
const orNull = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null })
const entity = fc.record({ name: fc.oneof(upper.map((n) => ({ simple: `IFC${n}` })), idsValue), predefined_type: orNull(idsValue) })
const instructions = orNull(text)
const uri = orNull(fc.webUrl())

const applicabilityFacet = (propertyIds: readonly number[]): fc.Arbitrary<ApplicabilityFacet> =>
  fc.oneof(
    fc.record({ facet: fc.constant("partOf" as const), entity, relation: orNull(fc.constantFrom(...PART_OF_RELATIONS)) }),
    fc.record({ facet: fc.constant("classification" as const), system: idsValue, value: orNull(idsValue) }),
    fc.record({ facet: fc.constant("attribute" as const), name: idsValue, value: orNull(idsValue) }),
    fc.record({ facet: fc.constant("property" as const), pty_id: fc.constant(null), property_set: idsValue, base_name: idsValue, value: orNull(idsValue), data_type: fc.option(upper, { nil: null }) }),
    ...(propertyIds.length > 0
      ? [fc.record({ facet: fc.constant("property" as const), pty_id: fc.constantFrom(...propertyIds), property_set: fc.constant(null), base_name: fc.constant(null), value: fc.constant(null), data_type: fc.constant(null) })]
      : []),
    fc.record({ facet: fc.constant("material" as const), value: orNull(idsValue) }),
  )

const requirementFacet = (propertyIds: readonly number[]): fc.Arbitrary<RequirementFacet> =>
  fc.oneof(
    fc.record({ facet: fc.constant("entity" as const), name: entity.map((e) => e.name), predefined_type: orNull(idsValue), instructions }),
    fc.record({ facet: fc.constant("partOf" as const), entity, relation: orNull(fc.constantFrom(...PART_OF_RELATIONS)), cardinality: fc.constantFrom("required" as const, "prohibited" as const), instructions }),
    fc.record({ facet: fc.constant("classification" as const), system: idsValue, value: orNull(idsValue), uri, cardinality: fc.constantFrom(...CARDINALITIES), instructions }),
    fc.record({ facet: fc.constant("attribute" as const), name: idsValue, value: orNull(idsValue), cardinality: fc.constantFrom(...CARDINALITIES), instructions }),
    fc.record({
      facet: fc.constant("property" as const), pty_id: fc.constant(null), property_set: idsValue, base_name: idsValue, value: orNull(idsValue), data_type: orNull(upper), uri,
      cardinality: fc.constantFrom(...CARDINALITIES), instructions,
    }),
    ...(propertyIds.length > 0
      ? [
          fc.record({
            facet: fc.constant("property" as const), pty_id: fc.constantFrom(...propertyIds), property_set: fc.constant(null), base_name: fc.constant(null), value: orNull(idsValue), data_type: fc.constant(null), uri,
            cardinality: fc.constantFrom(...CARDINALITIES), instructions,
          }),
        ]
      : []),
    fc.record({ facet: fc.constant("material" as const), value: orNull(idsValue), uri, cardinality: fc.constantFrom(...CARDINALITIES), instructions }),
  )

const versions = fc.subarray([...IFC_VERSIONS], { minLength: 1 })

type Catalogue = {
  classes: Map<number, { name: string; ifc: { ifc_version: IfcVersion; entity: string; predefined_type: string | null }[] }>
  properties: Map<number, { name: string; datatype: (typeof PROPERTY_DATATYPES)[number]; ifc: PropertyTarget[]; uri: string | null; valueListId: number | null }>
  lists: Map<number, Map<IfcVersion, string[]>>
}

const catalogue: fc.Arbitrary<Catalogue> = fc
  .record({
    classes: fc.array(fc.record({ name: nonEmpty, versions, entity: upper, predefined: orNull(upper) }), { maxLength: 4 }),
    lists: fc.array(fc.array(text, { minLength: 1, maxLength: 5 }), { maxLength: 2 }),
    properties: fc.array(
      fc.record({
        name: nonEmpty,
        datatype: fc.constantFrom(...PROPERTY_DATATYPES),
        versions,
        attribute: fc.boolean(),
        pset: fc.stringMatching(/^Pset_[A-Za-z]{1,10}$/u),
        property: fc.stringMatching(/^[A-Za-z]{1,10}$/u),
        dataType: orNull(upper),
        uri,
        list: fc.nat(3),
      }),
      { maxLength: 5 },
    ),
  })
  .map(({ classes, lists, properties }) => ({
    classes: new Map(classes.map((c, i) => [i + 1, { name: c.name, ifc: c.versions.map((ifc_version) => ({ ifc_version, entity: `Ifc${c.entity}`, predefined_type: c.predefined })) }])),
    lists: new Map(lists.map((values, i) => [i + 1, new Map(IFC_VERSIONS.map((v) => [v, values]))])),
    properties: new Map(
      properties.map((p, i) => [
        i + 1,
        {
          name: p.name,
          datatype: p.datatype,
          ifc: p.versions.map((ifc_version) => (p.attribute ? { ifc_version, attribute: p.property, data_type: p.dataType } : { ifc_version, pset: p.pset, property: p.property, data_type: p.dataType })),
          uri: p.uri,
          valueListId: p.list > 0 && p.list <= lists.length ? p.list : null,
        },
      ]),
    ),
  }))

const requirement = (c: Catalogue): fc.Arbitrary<RequirementFields> => {
  const propertyIds = [...c.properties.keys()]
  return fc
    .record({
      elementClassId: fc.option(fc.constantFrom(...c.classes.keys(), 999), { nil: null }),
      name: nonEmpty,
      identifier: orNull(text),
      desc: orNull(text),
      instructions: orNull(text),
      ifcVersions: fc.subarray([...IFC_VERSIONS]),
      cardinality: fc.constantFrom(...CARDINALITIES),
      entity: fc.option(entity, { nil: null }),
      applicability: fc.array(applicabilityFacet(propertyIds), { maxLength: 3 }),
      requirementsDesc: orNull(text),
      facets: fc.array(requirementFacet(propertyIds), { maxLength: 5 }),
    })
    .map(({ entity: written, applicability, ...fields }) => ({
      ...fields,
      applicability: written ? [{ facet: "entity" as const, ...written }, ...applicability] : applicability,
      facets: fields.cardinality === "prohibited" ? [] : fields.facets,
    }))
}

const exportCatalogue = (c: Catalogue): ExportCatalogue => ({
  elementClass: (id) => c.classes.get(id),
  property: (id) => c.properties.get(id),
  valueListValues: (id, version) => c.lists.get(id)?.get(version),
})

describe("IDS export and import, for random catalogues and requirements", () => {
  it("writes files the official XSD accepts, which read back to the specifications written", () => {
    fc.assert(
      fc.property(
        catalogue.chain((c) => fc.tuple(fc.constant(c), fc.array(requirement(c), { minLength: 1, maxLength: 4 }), fc.constantFrom<IfcVersion>(...IFC_VERSIONS), fc.option(fc.constantFrom<IfcVersion>(...IFC_VERSIONS), { nil: undefined }))),
        ([c, requirements, projectVersion, asked]) => {
          const specifications = requirements.flatMap((r) => specificationsOf(r, exportCatalogue(c), asked ? [asked] : r.ifcVersions.length > 0 ? r.ifcVersions : [projectVersion]).specifications)
          fc.pre(specifications.length > 0)
          const document: IdsDocument = { info: { title: "Zufall & <Test>", author: "a@b.ch", date: "2026-11-26" }, specifications }
          const xml = writeIds(document)
          expect(checkIdsSchema(xml)).toEqual([])
          expect(readIds(xml)).toEqual(document)
        },
      ),
      { numRuns: 300 },
    )
  })
})
