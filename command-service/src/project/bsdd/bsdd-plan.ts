/**
 * @module What importing a bSDD dictionary (contracts/src/catalogue/bsdd-dictionary.ts) does to a project's
 * catalogue, planned against its state before anything is stored: value lists for properties with allowed
 * values, the properties (a standard `Pset_*` set makes them predefined, any other user-defined), element
 * classes for the dictionary's classes of type Class (parents first, each mapped in every IFC version that
 * knows one of its related entities), the class properties assigned, and the whole dictionary as a
 * classification system. Items the project already has by name are reused, not changed, so the same file
 * imported twice changes nothing the second time. A file that cannot be imported whole is refused with the
 * reason before the first step (BsddRefused).
 */
import { type BsddClass, type BsddDictionary, type BsddProperty, bsddUri } from "@bimprofile/contracts/catalogue/bsdd-dictionary"
import type { PropertyDatatype } from "@bimprofile/contracts/catalogue/property-kinds"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { ifcKnowledge } from "@bimprofile/contracts/ifc/ifc-knowledge"
import { IFC_VERSIONS } from "@bimprofile/contracts/ifc/ifc-versions"
import type { ProjectStreamCommand } from "../decide-project"
import { parentsFirst } from "../lists/list-import"
import { isBlank, sameName } from "../names"
import type { ImportRow } from "../project-commands"
import type { ProjectState } from "../project-state"

export class BsddRefused extends Error {}

/** Ids of what earlier steps created or found, by key (`property:<code>`, `class:<code>` …). */
export type PlannedIds = Map<string, number>
/** One command of the import; `remember` keeps the id it creates for later steps. */
export type BsddStep = {
  readonly command: (ids: PlannedIds) => ProjectStreamCommand | undefined
  readonly remember?: { readonly key: string; readonly idOf: (events: readonly ProjectEvent[]) => number }
}
export type BsddSummary = { classes: number; classesReused: number; properties: number; propertiesReused: number; valueLists: number; assignments: number; classificationItems: number }
export type BsddPlan = { readonly steps: BsddStep[]; readonly known: PlannedIds; readonly summary: BsddSummary }

const text = (value: string | null | undefined) => (value === undefined || value === null || isBlank(value) ? null : value.trim())
const idIn = (events: readonly ProjectEvent[], type: string, field: string) => (events.find((e) => e.type === type)!.data as Record<string, number>)[field]!

const DATATYPES: Record<string, PropertyDatatype> = { boolean: "boolean", integer: "number", real: "number", time: "date", string: "text", character: "text" }

/** The dictionary's own checks: codes once each, names not blank, parents in the file, no parent cycle. */
const check = (dictionary: BsddDictionary) => {
  const classes = dictionary.Classes ?? []
  const properties = dictionary.Properties ?? []
  if (classes.length === 0 && properties.length === 0) throw new BsddRefused("Das Wörterbuch enthält weder Klassen noch Merkmale.")
  for (const [what, items] of [["Klasse", classes], ["Merkmal", properties]] as const) {
    const seen = new Set<string>()
    for (const [index, item] of items.entries()) {
      if (isBlank(item.Name)) throw new BsddRefused(`${what} ${index + 1} («${item.Code}») hat keinen Namen.`)
      const code = item.Code.trim().toLocaleLowerCase("de-CH")
      if (seen.has(code)) throw new BsddRefused(`Der Code «${item.Code}» kommt bei den ${what === "Klasse" ? "Klassen" : "Merkmalen"} doppelt vor.`)
      seen.add(code)
    }
  }
  const codes = new Set(classes.map((c) => c.Code.trim()))
  for (const c of classes) {
    const parent = text(c.ParentClassCode)
    if (parent !== null && !codes.has(parent)) throw new BsddRefused(`Die Klasse «${c.Code}» nennt die übergeordnete Klasse «${parent}», die das Wörterbuch nicht enthält.`)
  }
  const parentOf = new Map(classes.map((c) => [c.Code.trim(), text(c.ParentClassCode)]))
  for (const c of classes) {
    const path = new Set<string>()
    for (let at: string | null | undefined = c.Code.trim(); at; at = parentOf.get(at)) {
      if (path.has(at)) throw new BsddRefused(`Die Klasse «${c.Code}» stünde über ihre übergeordneten Klassen unter sich selbst.`)
      path.add(at)
    }
  }
}

/** The class's entity in each version that knows one of its related entities (first known wins). */
const mappingOf = (c: BsddClass) =>
  IFC_VERSIONS.flatMap((version) => {
    for (const name of c.RelatedIfcEntityNamesList ?? []) {
      const entity = ifcKnowledge(version).entity(name.trim())
      if (entity) return [{ ifc_version: version, entity: entity.name, predefined_type: null }]
    }
    return []
  })

export const planBsddImport = (dictionary: BsddDictionary, state: ProjectState): BsddPlan => {
  check(dictionary)
  const steps: BsddStep[] = []
  const known: PlannedIds = new Map()
  const summary: BsddSummary = { classes: 0, classesReused: 0, properties: 0, propertiesReused: 0, valueLists: 0, assignments: 0, classificationItems: 0 }
  const classes = dictionary.Classes ?? []
  const elementClasses = classes.filter((c) => (text(c.ClassType) ?? "Class") === "Class")
  const classProperties = classes.flatMap((c) => c.ClassProperties ?? [])

  // Properties: their set from the first class that names them; allowed values make an enumeration with its value list.
  for (const property of dictionary.Properties ?? []) {
    const key = `property:${property.Code.trim()}`
    const existing = [...state.properties.values()].find((p) => sameName(p.name, property.Name))
    if (existing) {
      known.set(key, existing.id)
      summary.propertiesReused++
      continue
    }
    const used = classProperties.filter((cp) => text(cp.PropertyCode) === property.Code.trim())
    const values = property.AllowedValues?.length ? property.AllowedValues : (used.find((cp) => cp.AllowedValues?.length)?.AllowedValues ?? [])
    if (values.length > 0) planValueList(steps, state, property, values, summary)
    const pset = used.map((cp) => text(cp.PropertySet)).find((set) => set !== null) ?? null
    steps.push({
      command: (ids) => ({
        type: "CreateProperty",
        name: property.Name.trim(),
        desc: text(property.Definition),
        datatype: values.length > 0 ? "enumeration" : (DATATYPES[(property.DataType ?? "").trim().toLowerCase()] ?? "text"),
        unit: text(property.Units?.[0] ?? used.map((cp) => cp.Unit).find((unit) => text(unit) !== null)),
        concept: pset?.startsWith("Pset_") ? "predefined_property" : "user_defined_property",
        ifc: pset === null ? [] : IFC_VERSIONS.map((ifc_version) => ({ ifc_version, pset, property: property.Name.trim(), data_type: null })),
        uri: bsddUri(dictionary, "prop", property.Code.trim(), property.OwnedUri),
        valueListId: values.length > 0 ? (ids.get(`values:${property.Code.trim()}`) ?? null) : null,
      }),
      remember: { key, idOf: (events) => idIn(events, "PropertyCreated", "propertyId") },
    })
    summary.properties++
  }

  // Element classes, parents first; a name the file repeats gets its code.
  const rows = parentsFirst("classification", elementClasses.map((c, index) => ({ line: index + 1, fields: { code: c.Code.trim(), name: c.Name }, parentCode: text(c.ParentClassCode) })))
  const byCode = new Map(elementClasses.map((c) => [c.Code.trim(), c]))
  const names = new Set<string>()
  const ancestorsOf = (code: string): string[] => {
    const parent = text(byCode.get(code)?.ParentClassCode)
    return parent !== null && byCode.has(parent) ? [parent, ...ancestorsOf(parent)] : []
  }
  for (const row of rows) {
    const c = byCode.get(String(row.fields.code))!
    const code = c.Code.trim()
    const taken = [...names].some((n) => sameName(n, c.Name))
    const name = taken ? `${c.Name.trim()} (${code})` : c.Name.trim()
    names.add(name)
    const existing = [...state.elementClasses.values()].find((e) => sameName(e.name, name))
    if (existing) {
      known.set(`class:${code}`, existing.id)
      summary.classesReused++
    } else {
      const parent = text(c.ParentClassCode)
      steps.push({
        command: (ids) => ({
          type: "CreateElementClass",
          name,
          desc: text(c.Definition),
          category: null,
          parentId: parent !== null && byCode.has(parent) ? (ids.get(`class:${parent}`) ?? null) : null,
          ifc: mappingOf(c),
          uri: bsddUri(dictionary, "class", code, c.OwnedUri),
          typeId: null,
        }),
        remember: { key: `class:${code}`, idOf: (events) => idIn(events, "ElementClassCreated", "elementClassId") },
      })
      summary.classes++
    }
    // Its properties, unless it or a class above it has them already (once per lineage).
    const above = new Set(ancestorsOf(code).flatMap((a) => (byCode.get(a)!.ClassProperties ?? []).map((cp) => text(cp.PropertyCode))))
    const own = existing ? new Set(existing.propertyIds) : new Set<number>()
    const seen = new Set<string>()
    for (const cp of c.ClassProperties ?? []) {
      const propertyCode = text(cp.PropertyCode)
      if (propertyCode === null || above.has(propertyCode) || seen.has(propertyCode)) continue
      if (!(dictionary.Properties ?? []).some((p) => p.Code.trim() === propertyCode) && !known.has(`property:${propertyCode}`)) continue
      seen.add(propertyCode)
      steps.push({
        command: (ids) => {
          const elementClassId = ids.get(`class:${code}`)
          const propertyId = ids.get(`property:${propertyCode}`)
          if (elementClassId === undefined || propertyId === undefined || own.has(propertyId)) return undefined
          return { type: "AssignProperty", elementClassId, propertyId }
        },
      })
      summary.assignments++
    }
  }

  // The dictionary as a classification system: every class, under its parent.
  if (classes.length > 0) planClassification(steps, state, dictionary, classes, summary)
  return { steps, known, summary }
}

const planValueList = (steps: BsddStep[], state: ProjectState, property: BsddProperty, values: readonly { Value: string; Description?: string | null | undefined; Uri?: string | null | undefined }[], summary: BsddSummary) => {
  const key = `values:${property.Code.trim()}`
  const listName = property.Name.trim()
  const existing = [...state.valueLists.values()].find((list) => sameName(list.name, listName))
  if (!existing) {
    steps.push({ command: () => ({ type: "CreateValueList", name: listName, desc: null, ifc: [] }), remember: { key, idOf: (events) => idIn(events, "ValueListCreated", "valueListId") } })
    summary.valueLists++
  }
  const have = new Set(existing?.items.map((item) => item.name.trim().toLocaleLowerCase("de-CH")) ?? [])
  for (const value of values) {
    const name = value.Value.trim()
    if (isBlank(name) || have.has(name.toLocaleLowerCase("de-CH"))) continue
    have.add(name.toLocaleLowerCase("de-CH"))
    steps.push({ command: (ids) => ({ type: "AddValue", valueListId: existing?.id ?? ids.get(key)!, name, desc: text(value.Description), ifc: [], uri: text(value.Uri) }) })
  }
}

const planClassification = (steps: BsddStep[], state: ProjectState, dictionary: BsddDictionary, classes: readonly BsddClass[], summary: BsddSummary) => {
  const name = text(dictionary.DictionaryName) ?? dictionary.DictionaryCode.trim()
  const existing = [...state.lists.classification.values()].find((list) => sameName(String(list.fields.name), name))
  if (!existing)
    steps.push({
      command: () => ({
        type: "CreateList",
        kind: "classification",
        fields: {
          name,
          longName: null,
          desc: `bSDD: ${dictionary.OrganizationCode}/${dictionary.DictionaryCode} ${dictionary.DictionaryVersion}`,
          edition: dictionary.DictionaryVersion,
          editionDate: /^\d{4}-\d{2}-\d{2}/u.test(dictionary.ReleaseDate ?? "") ? dictionary.ReleaseDate!.slice(0, 10) : null,
          source: null,
          publisher: dictionary.OrganizationCode,
          codePattern: null,
          uri: text(dictionary.DictionaryUri) ?? `https://identifier.buildingsmart.org/uri/${encodeURIComponent(dictionary.OrganizationCode)}/${encodeURIComponent(dictionary.DictionaryCode)}/${encodeURIComponent(dictionary.DictionaryVersion)}`,
        },
      }),
      remember: { key: "classification", idOf: (events) => idIn(events, "ClassificationCreated", "listId") },
    })
  const rows: ImportRow[] = parentsFirst(
    "classification",
    classes.map((c, index) => ({
      line: index + 1,
      fields: { code: c.Code.trim(), name: c.Name.trim(), desc: text(c.Definition), uri: bsddUri(dictionary, "class", c.Code.trim(), c.OwnedUri) },
      parentCode: text(c.ParentClassCode),
    })),
  )
  for (let start = 0; start < rows.length; start += 500)
    steps.push({ command: (ids) => ({ type: "ImportListItems", kind: "classification", listId: existing?.id ?? ids.get("classification")!, rows: rows.slice(start, start + 500) }) })
  summary.classificationItems = rows.length
}
