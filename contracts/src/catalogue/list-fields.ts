/**
 * @module The fields of the catalogue's lists and of their items (spec §3), per kind: each field's schema
 * as stored in an event (lenient: the log keeps what was accepted, whatever later rules say) and as a
 * request body accepts it (the rules, with the spec's German messages; the OpenAPI document shows them).
 * Events, bodies and answers are all generated from this one table (catalogue-list-events.ts,
 * catalogue-list-bodies.ts, catalogue-list-dto.ts). Names are the events' (`longName`); the API's
 * are prefixed snake case (`cls_long_name`, list-kinds.ts `apiFieldName`).
 */
import { Schema } from "effect"
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from "../bodies/fields"
import { VISIBLE_CHARACTER } from "../names"
import { PROPERTY_DATATYPES } from "./property-kinds"
import type { ListKind } from "./list-kinds"

/** A schema that needs no service to decode (as every event and body schema). */
export type StoredSchema = Schema.Codec<unknown, unknown, never, never>
/** A field: its stored and body schemas, and the value a create without it stores (none: required). */
export type ListField = { readonly stored: StoredSchema; readonly body: StoredSchema; readonly empty?: unknown; readonly doc: string }
export type ListFields = Readonly<Record<string, ListField>>

const maxText = (max: number, message: string) => Schema.String.check(Schema.isMaxCodePoints(max, { message }))
const Description = maxText(MAX_DESCRIPTION_LENGTH, `Die Beschreibung darf höchstens ${MAX_DESCRIPTION_LENGTH} Zeichen lang sein.`)
const ShortText = maxText(MAX_NAME_LENGTH, `Der Text darf höchstens ${MAX_NAME_LENGTH} Zeichen lang sein.`)

const notBlank = (label: string, max: number) =>
  Schema.String.check(
    Schema.isPattern(VISIBLE_CHARACTER, { message: `${label} darf nicht leer sein.` }),
    Schema.isMaxCodePoints(max, { message: `${label} darf höchstens ${max} Zeichen lang sein.` }),
  )

/** A calendar day as YYYY-MM-DD that exists (no 31 February). */
const IsoDay = Schema.String.check(
  Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/u, { message: "Das Datum muss die Form JJJJ-MM-TT haben." }),
  Schema.makeFilter(
    (day: string) => {
      const time = Date.parse(`${day}T00:00:00Z`)
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day)
    },
    { message: "Dieses Datum gibt es nicht." },
  ),
)

const Uri = Schema.String.check(
  Schema.isPattern(/^https?:\/\//u, { message: "Die URI muss mit http:// oder https:// beginnen." }),
  Schema.isMaxCodePoints(2000, { message: "Die URI darf höchstens 2000 Zeichen lang sein." }),
)

const name = (label: string, doc = "Its name: not blank; unique in its list or project, any case."): ListField => ({
  stored: Schema.String,
  body: notBlank(`Der Name (${label})`, MAX_NAME_LENGTH),
  doc,
})
const text = (doc: string): ListField => ({ stored: Schema.NullOr(Schema.String), body: Schema.NullOr(Description), empty: null, doc })
const short = (doc: string): ListField => ({ stored: Schema.NullOr(Schema.String), body: Schema.NullOr(ShortText), empty: null, doc })
const uri = (doc: string): ListField => ({ stored: Schema.NullOr(Schema.String), body: Schema.NullOr(Uri), empty: null, doc })

const EnumValue = Schema.Struct({ name: Schema.String, desc: Schema.NullOr(Schema.String) })
const EnumValueBody = Schema.Struct({ name: notBlank("Der Wert", MAX_NAME_LENGTH), desc: Schema.NullOr(Description) })
const eachValueOnce = Schema.makeFilter(
  (values: ReadonlyArray<{ readonly name: string }>) => new Set(values.map((value) => value.name.trim().toLocaleLowerCase("de-CH"))).size === values.length,
  { message: "Jeder Wert darf nur einmal vorkommen.", toJsonSchema: () => ({ description: "Each value name at most once (any case)." }) },
)

const description = text("Free text.")
const bsddUri = uri("A buildingSMART Data Dictionary URI; the IDS export writes it as the facet's uri.")

/** Per kind, the fields of a list and of one of its items. */
export const listFields: Record<ListKind, { readonly list: ListFields; readonly item: ListFields }> = {
  group_list: {
    list: { name: name("Gruppenliste"), desc: description },
    item: { name: name("Gruppe"), desc: description, objectType: short("The group's object type (IfcGroup.ObjectType), free text.") },
  },
  classification: {
    list: {
      name: name("Klassifikation"),
      longName: short("Its long name."),
      desc: description,
      edition: short("Its edition (version), e.g. 2020."),
      editionDate: { stored: Schema.NullOr(Schema.String), body: Schema.NullOr(IsoDay), empty: null, doc: "The edition's date, YYYY-MM-DD." },
      source: uri("Where the system is published (the IDS classification facet's system URI)."),
      publisher: short("Who publishes it."),
      codePattern: short("How its codes are built: the separators of the levels, e.g. ;.;."),
      uri: bsddUri,
    },
    item: {
      code: { stored: Schema.String, body: notBlank("Der Code", 100), doc: "Its code (e.g. C02.01): not blank; unique in the system, any case." },
      name: name("Klassifikationseintrag", "Its name: not blank."),
      longName: short("Its long name."),
      desc: description,
      parentId: { stored: Schema.NullOr(Schema.Int), body: Schema.NullOr(Schema.Int.check(Schema.isGreaterThan(0))), empty: null, doc: "The item it is under (cli_id of the same system); null: top level." },
      uri: bsddUri,
    },
  },
  material_list: {
    list: { name: name("Materialliste"), desc: description },
    item: { name: name("Material"), desc: description, category: short("Its category (Beton, Holz, Metall …), free text.") },
  },
  property_set: {
    list: { name: name("Merkmalsgruppe", "Its name (the property set's name in IFC): not blank; unique in the project, any case."), desc: description },
    item: {
      name: name("Merkmal", "The property's name in the set: not blank; unique in its set, any case."),
      desc: description,
      datatype: { stored: Schema.Literals(PROPERTY_DATATYPES), body: Schema.Literals(PROPERTY_DATATYPES), empty: "text", doc: "text (default), number, boolean, date or enumeration." },
      unit: short("Its unit (m, m², W/(m²·K) …)."),
      values: {
        stored: Schema.Array(EnumValue),
        body: Schema.Array(EnumValueBody).check(eachValueOnce),
        empty: [],
        doc: "For an enumeration: the allowed values, each with name and description.",
      },
    },
  },
}

/** The fields a create must give: those without an empty value. */
export const requiredFields = (fields: ListFields) => Object.keys(fields).filter((field) => !("empty" in fields[field]!))
