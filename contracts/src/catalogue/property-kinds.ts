/**
 * @module What kind of value a catalogue property holds (`pty_datatype`) and what it stands for in IFC
 * (`pty_concept`): the IDS facet it becomes — a property of a set, an attribute, a classification reference,
 * a material, a type (typing), a group (grouping) or a document.
 */
export const PROPERTY_DATATYPES = ["text", "number", "boolean", "date", "enumeration"] as const
export type PropertyDatatype = (typeof PROPERTY_DATATYPES)[number]

export const PROPERTY_CONCEPTS = [
  "attribute",
  "predefined_property",
  "quantity",
  "user_defined_property",
  "grouping",
  "document_reference",
  "classification",
  "material",
  "typing",
] as const
export type PropertyConcept = (typeof PROPERTY_CONCEPTS)[number]
