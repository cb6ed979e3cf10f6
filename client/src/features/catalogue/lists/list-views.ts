/**
 * @module How the client shows and edits each catalogue list kind (list-kinds.ts): which fields its dialogs
 * ask for, in what input and width, and which columns its item table has. Form values are strings; `toBody`
 * and `toForm` turn them into the API's fields (`cls_edition_date`) and back — a property's enumeration
 * values are typed one per line ("EI30 | Feuerwiderstand 30 Minuten"), a classification item's parent by its code.
 */
import { apiFieldName, type ListKind, listKinds } from "@bimprofile/contracts/catalogue/list-kinds"
import { isBlankName } from "@bimprofile/contracts/names"
import type { ListRecord } from "../../../api/catalogue-lists/get-catalogue-lists"

export type FieldInput = "text" | "textarea" | "date" | "datatype" | "values" | "parent"
export type FieldView = { readonly field: string; readonly input: FieldInput; readonly width?: "half" | "third"; readonly required?: true }

export type ListView = {
  readonly list: readonly FieldView[]
  readonly item: readonly FieldView[]
  /** The item table's columns (fields of an item). */
  readonly columns: readonly string[]
  /** Shown under a list's name in its card. */
  readonly summary: readonly string[]
}

const name: FieldView = { field: "name", input: "text", required: true }
const desc: FieldView = { field: "desc", input: "textarea" }

export const listViews: Record<ListKind, ListView> = {
  group_list: {
    list: [name, desc],
    item: [{ ...name, width: "half" }, { field: "objectType", input: "text", width: "half" }, desc],
    columns: ["name", "objectType", "desc"],
    summary: [],
  },
  classification: {
    list: [
      { ...name, width: "half" },
      { field: "longName", input: "text", width: "half" },
      { field: "edition", input: "text", width: "third" },
      { field: "editionDate", input: "date", width: "third" },
      { field: "publisher", input: "text", width: "third" },
      { field: "codePattern", input: "text", width: "third" },
      { field: "source", input: "text", width: "third" },
      { field: "uri", input: "text", width: "third" },
      desc,
    ],
    item: [
      { field: "code", input: "text", width: "third", required: true },
      { ...name, width: "third" },
      { field: "parentId", input: "parent", width: "third" },
      { field: "longName", input: "text" },
      { field: "uri", input: "text" },
      desc,
    ],
    columns: ["code", "name", "longName", "desc"],
    summary: ["edition", "publisher"],
  },
  material_list: {
    list: [name, desc],
    item: [{ ...name, width: "half" }, { field: "category", input: "text", width: "half" }, desc],
    columns: ["name", "category", "desc"],
    summary: [],
  },
  property_set: {
    list: [name, desc],
    item: [
      { ...name, width: "third" },
      { field: "datatype", input: "datatype", width: "third" },
      { field: "unit", input: "text", width: "third" },
      { field: "values", input: "values" },
      desc,
    ],
    columns: ["name", "datatype", "unit", "values", "desc"],
    summary: [],
  },
}

export const apiName = (prefix: string, field: string) => `${prefix}_${apiFieldName(field)}`

type EnumValue = { readonly name: string; readonly desc: string | null }
/** "EI30 | Feuerwiderstand" per line ↔ the values; blank lines are dropped. */
export const valuesFromText = (text: string): EnumValue[] =>
  text
    .split("\n")
    .filter((line) => !isBlankName(line))
    .map((line) => {
      const [valueName = "", ...rest] = line.split("|")
      const valueDesc = rest.join("|").trim()
      return { name: valueName.trim(), desc: valueDesc === "" ? null : valueDesc }
    })
export const valuesToText = (values: readonly EnumValue[]) => values.map((value) => (value.desc ? `${value.name} | ${value.desc}` : value.name)).join("\n")

/** The items of a list, to find a parent by its code. */
export type ItemLookup = { readonly idOfCode: (code: string) => number | undefined; readonly codeOfId: (id: number) => string | undefined }

const textOf = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "")

/** A record's fields as the dialog's strings. */
export const toForm = (prefix: string, fields: readonly FieldView[], record: ListRecord | undefined, lookup: ItemLookup): Record<string, string> =>
  Object.fromEntries(
    fields.map(({ field, input }) => {
      const value = record?.[apiName(prefix, field)]
      if (input === "values") return [apiName(prefix, field), valuesToText((value as EnumValue[] | undefined) ?? [])]
      if (input === "parent") return [apiName(prefix, field), typeof value === "number" ? (lookup.codeOfId(value) ?? "") : ""]
      if (input === "datatype") return [apiName(prefix, field), textOf(value) || "text"]
      return [apiName(prefix, field), textOf(value)]
    }),
  )

/** What a parent code names: an item's id, null for none, or undefined for a code the list lacks. */
export const parentOf = (code: string, lookup: ItemLookup): number | null | undefined => (isBlankName(code) ? null : lookup.idOfCode(code.trim()))

/**
 * The body of a create (every field) or an edit (only the fields that changed from `record`): blank optional
 * texts are null; a parent code the list lacks is left to the caller (checked before).
 */
export const toBody = (prefix: string, fields: readonly FieldView[], values: Record<string, string>, record: ListRecord | undefined, lookup: ItemLookup) => {
  const body: Record<string, unknown> = {}
  for (const { field, input, required } of fields) {
    const key = apiName(prefix, field)
    const raw = values[key] ?? ""
    const value =
      input === "values" ? valuesFromText(raw) : input === "parent" ? (parentOf(raw, lookup) ?? null) : required || input === "datatype" ? raw : raw.trim() === "" ? null : raw.trim()
    if (record === undefined || JSON.stringify(value) !== JSON.stringify(record[key] ?? (input === "values" ? [] : null))) body[key] = value
  }
  return body
}

export const kindInfo = (kind: ListKind) => listKinds[kind]
