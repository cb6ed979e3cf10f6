/**
 * @module What an IDS file means, for comparing two files (issue 10: "a comparison that ignores only formatting
 * and order where order has no meaning"): the XML read generically with libxml2 — never with the product's
 * own reader — into a tree of namespaced elements, attributes and text. Ignored: whitespace between elements,
 * comments, the prefix a namespace is written with, the XML declaration; the defaults IDS gives an omitted
 * attribute are made explicit (an applicability's minOccurs/maxOccurs = 1, a requirement facet's cardinality
 * = required); the facets in `requirements` and the tokens of `ifcVersion` are compared as sets (their order
 * has no meaning). Everything else — values, restrictions, their order, info — must be equal.
 */
import { ParseOption, XmlDocument, XmlElement, XmlText, XmlCData } from "libxml2-wasm"

export type CanonicalNode = { readonly name: string; readonly attributes: Record<string, string>; readonly text?: string; readonly children: CanonicalNode[] }

const IDS_NS = "http://standards.buildingsmart.org/IDS"
const REQUIREMENT_FACETS = new Set(["partOf", "classification", "attribute", "property", "material"])

const canonical = (element: XmlElement, parentName: string | undefined): CanonicalNode => {
  const name = `{${element.namespaceUri}}${element.name}`
  const attributes: Record<string, string> = {}
  for (const attribute of element.attrs) attributes[attribute.namespaceUri ? `{${attribute.namespaceUri}}${attribute.name}` : attribute.name] = attribute.value
  if (element.namespaceUri === IDS_NS) {
    if (element.name === "applicability") {
      attributes.minOccurs ??= "1"
      attributes.maxOccurs ??= "1"
    }
    if (parentName === `{${IDS_NS}}requirements` && REQUIREMENT_FACETS.has(element.name)) attributes.cardinality ??= "required"
    if (element.name === "specification" && attributes.ifcVersion) attributes.ifcVersion = attributes.ifcVersion.split(/\s+/u).filter(Boolean).sort().join(" ")
  }
  const children: CanonicalNode[] = []
  let text = ""
  for (let node = element.firstChild; node; node = node.next) {
    if (node instanceof XmlElement) children.push(canonical(node, name))
    else if (node instanceof XmlText || node instanceof XmlCData) text += node.content
  }
  if (name === `{${IDS_NS}}requirements`) children.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
  const sorted = Object.fromEntries(Object.entries(attributes).sort(([a], [b]) => a.localeCompare(b)))
  return children.length === 0 && text !== "" ? { name, attributes: sorted, text, children } : { name, attributes: sorted, children }
}

/** The meaning of an IDS file as a comparable tree. */
export const canonicalIds = (xml: string): CanonicalNode => {
  const doc = XmlDocument.fromString(xml, { option: ParseOption.XML_PARSE_NONET })
  try {
    return canonical(doc.root, undefined)
  } finally {
    doc.dispose()
  }
}
