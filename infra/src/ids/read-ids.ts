/**
 * @module An IDS 1.0 file read into an IDS document (contracts/src/ids/ids-document.ts), exactly as written:
 * values and restrictions as their text says, facets in the file's order, a requirement facet's omitted
 * cardinality as its default (required). The file is checked against the official XSD first
 * (ids-schema-check.ts); one the schema refuses — or with a DTD, or no XML at all — is refused with the line
 * and libxml2's reason, and nothing is read of it.
 */
import type { IdsDocument, IdsInfo, IdsSpecification } from "@bimprofile/contracts/ids/ids-document"
import { IDS_INFO_FIELDS } from "@bimprofile/contracts/ids/ids-document"
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import type { ApplicabilityFacet, Cardinality, RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import type { IdsValue, RestrictionFacetKind } from "@bimprofile/contracts/requirements/ids-values"
import { RESTRICTION_FACETS } from "@bimprofile/contracts/requirements/ids-values"
import { ParseOption, XmlDocument, XmlElement } from "libxml2-wasm"
import { checkIdsSchema, type SchemaFinding } from "./ids-schema-check"
import { IDS_NS } from "./write-ids"

const XS_NS = "http://www.w3.org/2001/XMLSchema"

/** A file that is not IDS 1.0: what the schema check found (the first finding first). */
export class IdsRefused extends Error {
  constructor(readonly findings: readonly SchemaFinding[]) {
    const first = findings[0]
    super(first ? `${first.line === null ? "" : `Zeile ${first.line}: `}${first.message}` : "Die Datei ist keine IDS-1.0-Datei.")
  }
}

const elements = (parent: XmlElement, ns = IDS_NS): XmlElement[] => {
  const found: XmlElement[] = []
  for (let node = parent.firstChild; node; node = node.next) if (node instanceof XmlElement && node.namespaceUri === ns) found.push(node)
  return found
}
const child = (parent: XmlElement, name: string) => elements(parent).find((e) => e.name === name)
const attribute = (element: XmlElement, name: string): string | null => element.attrs.find((a) => a.name === name && !a.namespaceUri)?.value ?? null

const valueOf = (element: XmlElement | undefined): IdsValue | null => {
  if (!element) return null
  const simple = child(element, "simpleValue")
  if (simple) return { simple: simple.content }
  const restriction = elements(element, XS_NS).find((e) => e.name === "restriction")
  if (!restriction) return null
  const facets = elements(restriction, XS_NS).flatMap((facet) =>
    (RESTRICTION_FACETS as readonly string[]).includes(facet.name) ? [{ kind: facet.name as RestrictionFacetKind, value: attribute(facet, "value") ?? "" }] : [],
  )
  const documentation = elements(restriction, XS_NS)
    .filter((e) => e.name === "annotation")
    .flatMap((annotation) => elements(annotation, XS_NS).filter((e) => e.name === "documentation").map((e) => e.content))
  return { restriction: { base: attribute(restriction, "base"), ...(documentation.length > 0 && { documentation }), facets } }
}
/** A value the schema requires (it was checked): the empty simple value stands in should it lack. */
const required = (element: XmlElement | undefined): IdsValue => valueOf(element) ?? { simple: "" }

const entityOf = (element: XmlElement) => ({ name: required(child(element, "name")), predefined_type: valueOf(child(element, "predefinedType")) })

/** One facet as an applicability stores it (no cardinality, no instructions, no URI). */
const applicabilityFacet = (element: XmlElement): ApplicabilityFacet | undefined => {
  switch (element.name) {
    case "entity":
      return { facet: "entity", ...entityOf(element) }
    case "partOf":
      return { facet: "partOf", entity: entityOf(child(element, "entity")!), relation: attribute(element, "relation") as never }
    case "classification":
      return { facet: "classification", system: required(child(element, "system")), value: valueOf(child(element, "value")) }
    case "attribute":
      return { facet: "attribute", name: required(child(element, "name")), value: valueOf(child(element, "value")) }
    case "property":
      return {
        facet: "property",
        pty_id: null,
        property_set: required(child(element, "propertySet")),
        base_name: required(child(element, "baseName")),
        value: valueOf(child(element, "value")),
        data_type: attribute(element, "dataType"),
      }
    case "material":
      return { facet: "material", value: valueOf(child(element, "value")) }
    default:
      return undefined
  }
}

/** One facet as the requirements store it: the applicability's content, its cardinality (required when omitted), instructions and URI. */
const requirementFacet = (element: XmlElement): RequirementFacet | undefined => {
  const content = applicabilityFacet(element)
  if (!content) return undefined
  const instructions = attribute(element, "instructions")
  if (content.facet === "entity") return { ...content, instructions }
  const cardinality = (attribute(element, "cardinality") ?? "required") as Cardinality
  const uri = content.facet === "classification" || content.facet === "property" || content.facet === "material" ? { uri: attribute(element, "uri") } : {}
  return { ...content, ...uri, cardinality, instructions } as RequirementFacet
}

/** The specification's cardinality from its applicability's bounds (both default to 1). */
const cardinalityOf = (applicability: XmlElement): Cardinality => {
  const min = attribute(applicability, "minOccurs") ?? "1"
  const max = attribute(applicability, "maxOccurs") ?? "1"
  if (max === "0") return "prohibited"
  return min === "0" ? "optional" : "required"
}

const optional = <K extends string>(key: K, value: string | null) => (value === null ? {} : ({ [key]: value } as { [P in K]: string }))

const specificationOf = (element: XmlElement): IdsSpecification => {
  const applicability = child(element, "applicability")!
  const requirements = child(element, "requirements")
  return {
    name: attribute(element, "name") ?? "",
    ifcVersions: (attribute(element, "ifcVersion") ?? "").split(/\s+/u).filter(Boolean) as IfcVersion[],
    ...optional("identifier", attribute(element, "identifier")),
    ...optional("description", attribute(element, "description")),
    ...optional("instructions", attribute(element, "instructions")),
    cardinality: cardinalityOf(applicability),
    applicability: elements(applicability).flatMap((facet) => applicabilityFacet(facet) ?? []),
    ...(requirements && {
      requirements: { ...optional("description", attribute(requirements, "description")), facets: elements(requirements).flatMap((facet) => requirementFacet(facet) ?? []) },
    }),
  }
}

/** The file as an IDS document; IdsRefused when it is not XSD-valid IDS 1.0 XML. */
export const readIds = (xml: string): IdsDocument => {
  const findings = checkIdsSchema(xml)
  if (findings.length > 0) throw new IdsRefused(findings)
  const doc = XmlDocument.fromString(xml, { option: ParseOption.XML_PARSE_NONET })
  try {
    const root = doc.root
    const info = child(root, "info")!
    const fields = Object.fromEntries(IDS_INFO_FIELDS.flatMap((field) => {
      const element = child(info, field)
      return element ? [[field, element.content]] : []
    })) as IdsInfo
    return { info: fields, specifications: elements(child(root, "specifications")!).filter((e) => e.name === "specification").map(specificationOf) }
  } finally {
    doc.dispose()
  }
}
