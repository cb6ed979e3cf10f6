/**
 * @module The catalogue's lists (spec §3): group lists, classification systems, material lists and
 * user-defined property sets — each a named list of items in a project, alike in every layer but for
 * their fields. Without any schema library, so the client's shell and the live kinds can import it; the
 * fields' schemas are in list-fields.ts.
 */

export const LIST_KINDS = ["group_list", "classification", "material_list", "property_set"] as const
export type ListKind = (typeof LIST_KINDS)[number]

export type ListKindInfo = {
  /** The API's field prefix of a list (`grl_name`) and of an item (`gri_name`). */
  readonly prefix: string
  readonly itemPrefix: string
  /** Under /1.2/profile/ and as the live kind. */
  readonly path: string
  /** The events' name stem: `GroupListCreated`, `GroupListItemAdded` … */
  readonly events: string
  /** Which item field is unique in its list (any case): a classification's code, else the name. */
  readonly key: "name" | "code"
  /** German words of the messages (a 404, a taken key). */
  readonly word: string
  readonly itemWord: string
  /** The OpenAPI tag. */
  readonly tag: string
}

export const listKinds: Record<ListKind, ListKindInfo> = {
  group_list: { prefix: "grl", itemPrefix: "gri", path: "group_lists", events: "GroupList", key: "name", word: "Gruppenliste", itemWord: "Gruppe", tag: "Group lists" },
  classification: {
    prefix: "cls",
    itemPrefix: "cli",
    path: "classifications",
    events: "Classification",
    key: "code",
    word: "Klassifikation",
    itemWord: "Klassifikationseintrag",
    tag: "Classifications",
  },
  material_list: { prefix: "mtl", itemPrefix: "mti", path: "material_lists", events: "MaterialList", key: "name", word: "Materialliste", itemWord: "Material", tag: "Material lists" },
  property_set: { prefix: "pst", itemPrefix: "psp", path: "property_sets", events: "PropertySet", key: "name", word: "Merkmalsgruppe", itemWord: "Merkmal der Merkmalsgruppe", tag: "Property sets" },
}

/** The id sequences of the lists (`classification`) and of their items (`classification_item`). */
export type ListIdKind = ListKind | `${ListKind}_item`
export const itemIdKind = (kind: ListKind): ListIdKind => `${kind}_item`

/** What an event does to a list: the facts every kind has (ItemsImported: many items added or changed at once, an upload). */
export const LIST_EVENT_OPS = ["Created", "Changed", "Deleted", "ItemAdded", "ItemChanged", "ItemRemoved", "ItemsImported"] as const
export type ListEventOp = (typeof LIST_EVENT_OPS)[number]

/** Every list event type with its kind and what it does ("ClassificationItemAdded" → classification, ItemAdded). */
export const listEventTypes: ReadonlyMap<string, { readonly kind: ListKind; readonly op: ListEventOp }> = new Map(
  LIST_KINDS.flatMap((kind) => LIST_EVENT_OPS.map((op) => [`${listKinds[kind].events}${op}`, { kind, op }] as const)),
)

/** `longName` → `long_name`: an event field's name in the API (after the prefix). */
export const apiFieldName = (field: string) => field.replace(/[A-Z]/gu, (letter) => `_${letter.toLowerCase()}`)
