/**
 * @module An IDS document (contracts/src/ids/ids-document.ts) as IDS 1.0 XML, built and serialized by libxml2
 * (libxml2-wasm, the same library that checks it): every text and attribute escaped, line breaks and tabs in
 * attributes too (`&#10;`, `&#9;` — a serializer that leaves them bare, as xmlbuilder2 does, loses them: a
 * parser turns them into spaces), in the shape the schema and the tools expect
 * (shared/research/ids.md): the IDS namespace as the default, `xs:` for restrictions, the official
 * schemaLocation; `info` and applicability facets in the schema's order, both occurrence bounds always written,
 * entity names as given (the export writes them upper case), a requirement facet's cardinality always written.
 */
import type { IdsDocument, IdsSpecification } from "@bimprofile/contracts/ids/ids-document"
import { IDS_INFO_FIELDS, OCCURS } from "@bimprofile/contracts/ids/ids-document"
import type { ApplicabilityFacet, RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import type { IdsValue } from "@bimprofile/contracts/requirements/ids-values"
import { XmlDocument, type XmlElement } from "libxml2-wasm"

export const IDS_NS = "http://standards.buildingsmart.org/IDS"
const XS_NS = "http://www.w3.org/2001/XMLSchema"
const XSI_NS = "http://www.w3.org/2001/XMLSchema-instance"
export const IDS_SCHEMA_LOCATION = "http://standards.buildingsmart.org/IDS http://standards.buildingsmart.org/IDS/1.0/ids.xsd"

type AnyFacet = ApplicabilityFacet | RequirementFacet

type XMLBuilder = XmlElement

/** Attributes with a value; null and undefined ones are not written. */
const attributes = (values: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== undefined))

/** A child element of the IDS namespace (or `xs:` with the prefix), with the attributes given. */
const add = (parent: XMLBuilder, name: string, attrs: Record<string, string> = {}, prefix?: string) => {
  const element = parent.addElement(name, prefix)
  for (const [key, value] of Object.entries(attrs)) element.setAttr(key, value)
  return element
}

const writeValue = (parent: XMLBuilder, name: string, value: IdsValue | null) => {
  if (value === null) return
  const element = add(parent, name)
  if ("simple" in value) {
    add(element, "simpleValue").addText(value.simple)
    return
  }
  const restriction = add(element, "restriction", attributes({ base: value.restriction.base }), "xs")
  if (value.restriction.documentation?.length) {
    const annotation = add(restriction, "annotation", {}, "xs")
    for (const text of value.restriction.documentation) add(annotation, "documentation", {}, "xs").addText(text)
  }
  for (const facet of value.restriction.facets) add(restriction, facet.kind, { value: facet.value }, "xs")
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
      const element = add(parent, "entity", attributes({ instructions }))
      writeValue(element, "name", facet.name)
      writeValue(element, "predefinedType", facet.predefined_type)
      return
    }
    case "partOf": {
      const element = add(parent, "partOf", attributes({ relation: facet.relation, cardinality, instructions }))
      const entity = add(element, "entity")
      writeValue(entity, "name", facet.entity.name)
      writeValue(entity, "predefinedType", facet.entity.predefined_type)
      return
    }
    case "classification": {
      const element = add(parent, "classification", attributes({ uri, cardinality, instructions }))
      writeValue(element, "value", facet.value)
      writeValue(element, "system", facet.system)
      return
    }
    case "attribute": {
      const element = add(parent, "attribute", attributes({ cardinality, instructions }))
      writeValue(element, "name", facet.name)
      writeValue(element, "value", facet.value)
      return
    }
    case "property": {
      const element = add(parent, "property", attributes({ dataType: facet.data_type, uri, cardinality, instructions }))
      writeValue(element, "propertySet", facet.property_set)
      writeValue(element, "baseName", facet.base_name)
      writeValue(element, "value", facet.value)
      return
    }
    case "material": {
      const element = add(parent, "material", attributes({ uri, cardinality, instructions }))
      writeValue(element, "value", facet.value)
      return
    }
  }
}

const writeSpecification = (parent: XMLBuilder, specification: IdsSpecification) => {
  const element = add(
    parent,
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
  const applicability = add(element, "applicability", { minOccurs: occurs.min, maxOccurs: occurs.max })
  for (const facet of specification.applicability) writeFacet(applicability, facet)
  if (!specification.requirements) return
  const requirements = add(element, "requirements", attributes({ description: specification.requirements.description }))
  for (const facet of specification.requirements.facets) writeFacet(requirements, facet)
}

/** The document as IDS 1.0 XML text (UTF-8, indented). */
export const writeIds = (document: IdsDocument): string => {
  const doc = XmlDocument.create()
  try {
    const root = doc.createRoot("ids", IDS_NS)
    root.addNsDeclaration(XS_NS, "xs")
    root.addNsDeclaration(XSI_NS, "xsi")
    root.setAttr("schemaLocation", IDS_SCHEMA_LOCATION, "xsi")
    const info = add(root, "info")
    for (const field of IDS_INFO_FIELDS) {
      const value = document.info[field]
      if (value !== undefined) add(info, field).addText(value)
    }
    const specifications = add(root, "specifications")
    for (const specification of document.specifications) writeSpecification(specifications, specification)
    return doc.toString({ format: true })
  } finally {
    doc.dispose()
  }
}
