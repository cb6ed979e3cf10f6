/**
 * @module An IDS document (contracts/src/ids/ids-document.ts) as IDS 1.0 XML, written with xmlbuilder2 (a real
 * serializer: every text and attribute escaped) in the shape the schema and the tools expect
 * (shared/research/ids.md): the IDS namespace as the default, `xs:` for restrictions, the official
 * schemaLocation; `info` and applicability facets in the schema's order, both occurrence bounds always written,
 * entity names as given (the export writes them upper case), a requirement facet's cardinality always written.
 */
import type { IdsDocument, IdsSpecification } from "@bimprofile/contracts/ids/ids-document"
import { IDS_INFO_FIELDS, OCCURS } from "@bimprofile/contracts/ids/ids-document"
import type { ApplicabilityFacet, RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import type { IdsValue } from "@bimprofile/contracts/requirements/ids-values"
import { create } from "xmlbuilder2"
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces"

export const IDS_NS = "http://standards.buildingsmart.org/IDS"
const XS_NS = "http://www.w3.org/2001/XMLSchema"
const XSI_NS = "http://www.w3.org/2001/XMLSchema-instance"
export const IDS_SCHEMA_LOCATION = "http://standards.buildingsmart.org/IDS http://standards.buildingsmart.org/IDS/1.0/ids.xsd"

type AnyFacet = ApplicabilityFacet | RequirementFacet

/** Attributes with a value; null and undefined ones are not written. */
const attributes = (values: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== undefined))

const writeValue = (parent: XMLBuilder, name: string, value: IdsValue | null) => {
  if (value === null) return
  const element = parent.ele(IDS_NS, name)
  if ("simple" in value) {
    element.ele(IDS_NS, "simpleValue").txt(value.simple)
    return
  }
  const restriction = element.ele(XS_NS, "xs:restriction", attributes({ base: value.restriction.base }))
  if (value.restriction.documentation?.length) {
    const annotation = restriction.ele(XS_NS, "xs:annotation")
    for (const text of value.restriction.documentation) annotation.ele(XS_NS, "xs:documentation").txt(text)
  }
  for (const facet of value.restriction.facets) restriction.ele(XS_NS, `xs:${facet.kind}`, { value: facet.value })
}

/** What a requirement facet carries beyond its content (an applicability facet has none of it). */
const demand = (facet: AnyFacet) => {
  const f = facet as AnyFacet & { cardinality?: string; instructions?: string | null; uri?: string | null }
  return { uri: f.uri, cardinality: f.cardinality, instructions: f.instructions }
}

const writeFacet = (parent: XMLBuilder, facet: AnyFacet) => {
  const { uri, cardinality, instructions } = demand(facet)
  switch (facet.facet) {
    case "entity": {
      const element = parent.ele(IDS_NS, "entity", attributes({ instructions }))
      writeValue(element, "name", facet.name)
      writeValue(element, "predefinedType", facet.predefined_type)
      return
    }
    case "partOf": {
      const element = parent.ele(IDS_NS, "partOf", attributes({ relation: facet.relation, cardinality, instructions }))
      const entity = element.ele(IDS_NS, "entity")
      writeValue(entity, "name", facet.entity.name)
      writeValue(entity, "predefinedType", facet.entity.predefined_type)
      return
    }
    case "classification": {
      const element = parent.ele(IDS_NS, "classification", attributes({ uri, cardinality, instructions }))
      writeValue(element, "value", facet.value)
      writeValue(element, "system", facet.system)
      return
    }
    case "attribute": {
      const element = parent.ele(IDS_NS, "attribute", attributes({ cardinality, instructions }))
      writeValue(element, "name", facet.name)
      writeValue(element, "value", facet.value)
      return
    }
    case "property": {
      const element = parent.ele(IDS_NS, "property", attributes({ dataType: facet.data_type, uri, cardinality, instructions }))
      writeValue(element, "propertySet", facet.property_set)
      writeValue(element, "baseName", facet.base_name)
      writeValue(element, "value", facet.value)
      return
    }
    case "material": {
      const element = parent.ele(IDS_NS, "material", attributes({ uri, cardinality, instructions }))
      writeValue(element, "value", facet.value)
      return
    }
  }
}

const writeSpecification = (parent: XMLBuilder, specification: IdsSpecification) => {
  const element = parent.ele(
    IDS_NS,
    "specification",
    attributes({
      name: specification.name,
      ifcVersion: specification.ifcVersions.join(" "),
      identifier: specification.identifier,
      description: specification.description,
      instructions: specification.instructions,
    }),
  )
  const occurs = OCCURS[specification.cardinality]
  const applicability = element.ele(IDS_NS, "applicability", { minOccurs: occurs.min, maxOccurs: occurs.max })
  for (const facet of specification.applicability) writeFacet(applicability, facet)
  if (!specification.requirements) return
  const requirements = element.ele(IDS_NS, "requirements", attributes({ description: specification.requirements.description }))
  for (const facet of specification.requirements.facets) writeFacet(requirements, facet)
}

/** The document as IDS 1.0 XML text (UTF-8, indented). */
export const writeIds = (document: IdsDocument): string => {
  const root = create({ version: "1.0", encoding: "UTF-8" }).ele(IDS_NS, "ids", {
    "xmlns:xs": XS_NS,
    "xmlns:xsi": XSI_NS,
  })
  root.att(XSI_NS, "xsi:schemaLocation", IDS_SCHEMA_LOCATION)
  const info = root.ele(IDS_NS, "info")
  for (const field of IDS_INFO_FIELDS) {
    const value = document.info[field]
    if (value !== undefined && value !== "") info.ele(IDS_NS, field).txt(value)
  }
  const specifications = root.ele(IDS_NS, "specifications")
  for (const specification of document.specifications) writeSpecification(specifications, specification)
  return root.end({ prettyPrint: true })
}
