/**
 * @module The catalogue's sheets of the Excel profile: "Fachklassen" (category, parent class and IFC entity per
 * version), "Merkmale" (data type, unit, concept, Pset.property per version, value list) and "Wertelisten" (one
 * row per value, each list's values together), with a hidden sheet of the lists' names that the value list
 * column of "Merkmale" offers as a drop-down. `valueListRanges` says where each list's values stand, for the
 * drop-downs of other sheets.
 */
import { IFC_VERSIONS, type IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { entityText, targetText } from "@bimprofile/contracts/excel/profile-cells"
import type { ValueListItemRowData, ValueListRowData } from "@bimprofile/projector/projections/catalogue"
import type { ProfileData, ProfileItem } from "./read-profile"
import { type Cell, rangeOf, type Sheet } from "./profile-sheet"
import type { ProfileTexts } from "./profile-texts"

/** Rows a value list column offers its drop-down on beyond the last property: room for new ones. */
const SPARE_ROWS = 200

export { entityText, targetText }

const perVersion = <M extends { readonly ifc_version: IfcVersion }>(mappings: readonly M[], text: (m: M) => string): Cell[] =>
  IFC_VERSIONS.map((version) => mappings.filter((m) => m.ifc_version === version).map(text).join(", ") || null)

export const elementClassesSheet = (data: ProfileData, texts: ProfileTexts): Sheet => {
  const h = texts.headers
  const names = new Map(data.elementClasses.map((c) => [c.id, c.data.name]))
  return {
    name: texts.sheets.elementClasses,
    columns: [
      { header: h.name },
      { header: h.category },
      { header: h.parent },
      ...IFC_VERSIONS.map((version) => ({ header: `${h.ifcEntity} ${version}` })),
      { header: h.description, wrap: true },
    ],
    rows: data.elementClasses.map((c) => [
      c.data.name,
      c.data.category,
      c.parentId === null ? null : (names.get(c.parentId) ?? null),
      ...perVersion(c.data.ifc, entityText),
      c.data.desc,
    ]),
  }
}

/** The column of the values on "Wertelisten". */
const VALUE_COLUMN = 1

/** The value lists' rows on "Wertelisten": each list's values together, a list without values on a row of its own. */
type ValueListRow = { readonly list: ProfileItem<ValueListRowData>; readonly value: ProfileItem<ValueListItemRowData> | null }
const valueListRows = (data: ProfileData): ValueListRow[] =>
  data.valueLists.flatMap((list): ValueListRow[] => {
    const values = data.valuesOf(list.id)
    return values.length === 0 ? [{ list, value: null }] : values.map((value) => ({ list, value }))
  })

/** Where each list's values stand on "Wertelisten" (a reference for a drop-down); undefined for a list without values. */
export const valueListRanges = (data: ProfileData, texts: ProfileTexts) => {
  const ranges = new Map<number, { first: number; last: number }>()
  valueListRows(data).forEach(({ list, value }, row) => {
    if (value === null) return
    const range = ranges.get(list.id)
    ranges.set(list.id, { first: range?.first ?? row, last: row })
  })
  return (listId: number): string | undefined => {
    const range = ranges.get(listId)
    return range && rangeOf(texts.sheets.valueLists, VALUE_COLUMN, range.first, range.last)
  }
}

export const valueListsSheet = (data: ProfileData, texts: ProfileTexts): Sheet => {
  const h = texts.headers
  return {
    name: texts.sheets.valueLists,
    columns: [{ header: h.valueList }, { header: h.listValue }, { header: h.description, wrap: true }],
    rows: valueListRows(data).map(({ list, value }) => [list.data.name, value?.data.name ?? null, value?.data.desc ?? null]),
  }
}

/** The lists' names, once each: what the value list column of "Merkmale" offers. */
export const listNamesSheet = (data: ProfileData, texts: ProfileTexts): Sheet => ({
  name: texts.sheets.listNames,
  columns: [{ header: texts.headers.valueList }],
  rows: data.valueLists.map((list) => [list.data.name]),
  hidden: true,
})

export const propertiesSheet = (data: ProfileData, texts: ProfileTexts): Sheet => {
  const h = texts.headers
  const lists = new Map(data.valueLists.map((list) => [list.id, list.data.name]))
  const columns = [
    { header: h.name },
    { header: h.dataType },
    { header: h.unit },
    { header: h.concept },
    ...IFC_VERSIONS.map((version) => ({ header: `${h.target} ${version}` })),
    { header: h.valueList },
    { header: h.description, wrap: true },
  ]
  const listColumn = columns.length - 2
  return {
    name: texts.sheets.properties,
    columns,
    rows: data.properties.map((p) => [
      p.data.name,
      texts.datatypes[p.data.datatype] ?? p.data.datatype,
      p.data.unit,
      texts.concepts[p.data.concept] ?? p.data.concept,
      ...perVersion(p.data.ifc, targetText),
      p.data.valueListId === null ? null : (lists.get(p.data.valueListId) ?? null),
      p.data.desc,
    ]),
    dropDowns:
      data.valueLists.length === 0
        ? []
        : [{ column: listColumn, from: 0, to: data.properties.length - 1 + SPARE_ROWS, source: rangeOf(texts.sheets.listNames, 0, 0, data.valueLists.length - 1) }],
  }
}
