/**
 * @module The profile import's plan for the catalogue: value lists and their values («Wertelisten»: a list by
 * its name, a value by its list and name, the value's description), properties («Merkmale»: by name — and,
 * where two share it, by their Pset.property —, data type, unit, IFC concept, Pset.property per IFC version,
 * value list by name, description) and element classes («Fachklassen»: by name; category, parent class by
 * name, IFC entity per version, description). A renamed item is found by its place, as in the structure. The
 * reference project's items the export lists too are read-only here: a change of one is a problem, and one left
 * out is not removed. A mapping cell that did not change keeps the mappings as they are (with their IFC data
 * types); a changed one is read anew.
 */
import type { IfcEntityMapping } from "@bimprofile/contracts/events/project/element-class-events"
import type { PropertyTarget } from "@bimprofile/contracts/events/project/property-events"
import { cellParts, entityOfText, entityText, targetText } from "@bimprofile/contracts/excel/profile-cells"
import { IFC_VERSIONS, type IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import type { PropertyConcept, PropertyDatatype } from "@bimprofile/contracts/catalogue/property-kinds"
import type { ElementClassState, PropertyState, ValueListState, ValueState } from "../catalogue-state"
import { codeOfCell, type PlanContext, item, label, problem, sameRef } from "./plan-context"
import { changedFields, type Current, type FieldChange, type Incoming, lower, matchItems, norm, type Ref } from "./plan-kit"
import type { CellKey, ImportedSheet, WorkbookRow } from "./profile-workbook"

type Locked<T> = T & { readonly locked: boolean }

const byName = new Intl.Collator("de-CH", { sensitivity: "base", numeric: true })

/** The project's items and its reference project's it has no local copy of, sorted by name as the export lists them. */
const catalogueItems = <T extends { id: number; name: string; originId?: number }>(own: Map<number, T>, reference: Map<number, T> | undefined): Locked<T>[] => {
  const copied = new Set([...own.values()].flatMap((x) => (x.originId === undefined ? [] : [x.originId])))
  return [
    ...[...own.values()].map((x) => ({ ...x, locked: false })),
    ...[...(reference?.values() ?? [])].filter((x) => !copied.has(x.id)).map((x) => ({ ...x, locked: true })),
  ].sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id)
}

const versionCells = <M extends { readonly ifc_version: IfcVersion }>(mappings: readonly M[], text: (m: M) => string) =>
  Object.fromEntries(IFC_VERSIONS.map((version) => [version, mappings.filter((m) => m.ifc_version === version).map(text).join(", ") || null])) as Record<IfcVersion, string | null>

const targetCells = (row: WorkbookRow) => Object.fromEntries(IFC_VERSIONS.map((v) => [v, row.cells[`target:${v}`]])) as Record<IfcVersion, string | null>

const canonical = (cell: string | null) => cellParts(cell).join(", ") || null

/** The mapping fields of the versions whose cell changed, and the mappings after the change. */
const mappingChanges = <M extends { readonly ifc_version: IfcVersion }>(
  context: PlanContext, sheet: ImportedSheet, prefix: "ifc:" | "target:", before: readonly M[], row: WorkbookRow, text: (m: M) => string, parse: (text: string, version: IfcVersion) => M,
) => {
  const cells = versionCells(before, text)
  const changes: FieldChange[] = []
  const after: M[] = []
  for (const version of IFC_VERSIONS) {
    const key = `${prefix}${version}` as const
    const cell = canonical(row.cells[key])
    if (cell === cells[version]) after.push(...before.filter((m) => m.ifc_version === version))
    else {
      changes.push({ field: key, label: label(context, sheet, key), before: cells[version], after: cell })
      after.push(...cellParts(cell).map((part) => parse(part, version)))
    }
  }
  return { changes, after }
}

const lockedProblem = (context: PlanContext, sheet: ImportedSheet, row: WorkbookRow, name: string) =>
  problem(context, sheet, row, "name", `«${name}» stammt aus dem Referenzprojekt und ist schreibgeschützt; die Änderung wird nicht übernommen. Übernehmen Sie es zuerst lokal.`)

/**
 * Whether a change of a row is refused for the reference project: the item is one of its items, or the change
 * names one of them (a parent class, a value list) — a problem then, and the change is left out.
 */
const refusedForReference = (
  context: PlanContext, sheet: ImportedSheet, row: WorkbookRow, item: { name: string; locked: boolean },
  named: { column: CellKey; what: string; changed: boolean; locked: boolean | undefined },
) => {
  if (item.locked) lockedProblem(context, sheet, row, item.name)
  else if (named.changed && named.locked)
    problem(context, sheet, row, named.column, `${named.what} «${row.cells[named.column]}» stammt aus dem Referenzprojekt; übernehmen Sie sie zuerst lokal. Das Feld wird nicht eingelesen.`)
  else return false
  return true
}

type ListRef = { ref: Ref; locked: boolean }

const planValueLists = (context: PlanContext, removals: (() => void)[]) => {
  const lists = catalogueItems(context.state.valueLists, context.reference?.valueLists)
  const incomingLists = new Map<string, { name: string; row: WorkbookRow; values: WorkbookRow[] }>()
  for (const row of context.workbook.rows.valueLists) {
    const name = row.cells.valueList
    if (name === null) {
      problem(context, "valueLists", row, "valueList", "Der Name der Werteliste fehlt; die Zeile wird nicht eingelesen.")
      continue
    }
    const list = incomingLists.get(lower(name)) ?? { name, row, values: [] }
    incomingLists.set(lower(name), list)
    if (row.cells.listValue !== null) list.values.push(row)
    else if (row.cells.description !== null) problem(context, "valueLists", row, "listValue", "Der Wert fehlt; die Beschreibung der Zeile wird nicht eingelesen.")
  }
  const matching = matchItems(
    lists.map((list): Current<Locked<ValueListState>> => ({ id: list.id, group: "", keys: [lower(list.name)], value: list })),
    [...incomingLists.values()].map((list): Incoming<typeof list> => ({ row: list.row, group: "", keys: [lower(list.name)], value: list })),
  )
  const refs = new Map<string, ListRef>()
  const planValues = (listRef: Ref, listName: string, before: readonly ValueState[], rows: readonly WorkbookRow[]) => {
    const group = "id" in listRef ? `#${listRef.id}` : listRef.key
    const values = matchItems(
      before.map((value): Current<ValueState> => ({ id: value.id, group, keys: [lower(value.name)], value })),
      rows.map((row): Incoming<WorkbookRow> => ({ row, group, keys: [lower(row.cells.listValue!)], value: row })),
    )
    for (const duplicate of values.duplicates) problem(context, "valueLists", duplicate.row, "listValue", `Der Wert «${duplicate.row.cells.listValue}» steht in der Werteliste «${listName}» mehrmals; diese Zeile wird nicht eingelesen.`)
    for (const { current, incoming } of values.pairs) {
      const name = incoming.row.cells.listValue!
      const desc = incoming.row.cells.description
      const changes = changedFields([
        { field: "name", label: label(context, "valueLists", "listValue"), before: current.value.name, after: name },
        { field: "desc", label: label(context, "valueLists", "description"), before: current.value.desc, after: desc },
      ])
      if (changes.length === 0 || !("id" in listRef)) continue
      const has = (field: string) => changes.some((c) => c.field === field)
      context.steps.push({
        kind: "list_values", op: "change", item: { ...item(context, "valueLists", incoming.row, name, listName), changes },
        command: () => ({ type: "ChangeValue", valueListId: listRef.id, itemId: current.id, ...(has("name") && { name }), ...(has("desc") && { desc }) }),
      })
    }
    for (const incoming of values.added) {
      const name = incoming.row.cells.listValue!
      const desc = incoming.row.cells.description
      context.steps.push({
        kind: "list_values", op: "add", item: item(context, "valueLists", incoming.row, name, listName),
        command: (resolve) => {
          const valueListId = resolve(listRef)
          return valueListId === undefined ? undefined : { type: "AddValue", valueListId, name, desc, ifc: [], uri: null }
        },
      })
    }
    if ("id" in listRef)
      removals.push(() => {
        for (const current of values.removed)
          context.steps.push({ kind: "list_values", op: "remove", item: item(context, "valueLists", null, current.value.name, listName), command: () => ({ type: "RemoveValue", valueListId: listRef.id, itemId: current.id }) })
      })
  }
  for (const { current, incoming } of matching.pairs) {
    const list = current.value
    refs.set(lower(incoming.value.name), { ref: { id: list.id }, locked: list.locked })
    const changes = changedFields([{ field: "name", label: label(context, "valueLists", "valueList"), before: list.name, after: incoming.value.name }])
    if (list.locked) {
      const valuesDiffer = list.items.length !== incoming.value.values.length || list.items.some((v, i) => norm(v.name) !== incoming.value.values[i]!.cells.listValue || norm(v.desc) !== incoming.value.values[i]!.cells.description)
      if (changes.length > 0 || valuesDiffer) lockedProblem(context, "valueLists", incoming.row, list.name)
      continue
    }
    if (changes.length > 0)
      context.steps.push({ kind: "value_lists", op: "change", item: { ...item(context, "valueLists", incoming.row, incoming.value.name), changes }, command: () => ({ type: "ChangeValueList", valueListId: list.id, name: incoming.value.name }) })
    planValues({ id: list.id }, incoming.value.name, list.items, incoming.value.values)
  }
  for (const incoming of matching.added) {
    const key = `value_list:${lower(incoming.value.name)}`
    refs.set(lower(incoming.value.name), { ref: { key }, locked: false })
    context.steps.push({
      kind: "value_lists", op: "add", item: item(context, "valueLists", incoming.row, incoming.value.name),
      command: () => ({ type: "CreateValueList", name: incoming.value.name, desc: null, ifc: [] }),
      creates: { key, event: "ValueListCreated", field: "valueListId" },
    })
    planValues({ key }, incoming.value.name, [], incoming.value.values)
  }
  removals.push(() => {
    for (const current of matching.removed.filter((c) => !c.value.locked))
      context.steps.push({ kind: "value_lists", op: "remove", item: item(context, "valueLists", null, current.value.name), command: () => ({ type: "DeleteValueList", valueListId: current.id }) })
  })
  return refs
}

const parseTarget = (before: readonly PropertyTarget[]) => (text: string, version: IfcVersion): PropertyTarget => {
  const known = before.find((t) => targetText(t) === text)
  const dot = text.lastIndexOf(".")
  return dot < 0
    ? { ifc_version: version, attribute: text, data_type: known?.data_type ?? null }
    : { ifc_version: version, pset: text.slice(0, dot).trim(), property: text.slice(dot + 1).trim(), data_type: known?.data_type ?? null }
}

const planProperties = (context: PlanContext, lists: Map<string, ListRef>, removals: (() => void)[]) => {
  const { texts } = context
  const properties = catalogueItems(context.state.properties, context.reference?.properties)
  const targetsKey = (cells: Record<IfcVersion, string | null>) => IFC_VERSIONS.map((v) => canonical(cells[v]) ?? "").join("|")
  const currents = properties.map((p): Current<Locked<PropertyState>> => ({ id: p.id, group: "", keys: [`${lower(p.name)}|${targetsKey(versionCells(p.ifc, targetText))}`, lower(p.name)], value: p }))
  const incomings: Incoming<WorkbookRow>[] = []
  for (const row of context.workbook.rows.properties) {
    if (row.cells.name === null) {
      problem(context, "properties", row, "name", "Der Name des Merkmals fehlt; die Zeile wird nicht eingelesen.")
      continue
    }
    incomings.push({ row, group: "", keys: [`${lower(row.cells.name)}|${targetsKey(targetCells(row))}`, lower(row.cells.name)], value: row })
  }
  const matching = matchItems(currents, incomings)
  for (const duplicate of matching.duplicates) problem(context, "properties", duplicate.row, "name", `Das Merkmal «${duplicate.row.cells.name}» steht mit denselben Psets mehrmals im Blatt; diese Zeile wird nicht eingelesen.`)
  const listName = (id: number | null) => (id === null ? null : (context.state.valueLists.get(id)?.name ?? context.reference?.valueLists.get(id)?.name ?? null))
  /** The row's data type, concept and value list, each undefined when the cell cannot be read (a problem then). */
  const read = (row: WorkbookRow) => {
    const datatype = codeOfCell(context, "properties", row, "dataType", "datatypes", "Der Datentyp fehlt.", (word) => `Den Datentyp «${word}» gibt es nicht (erwartet: ${Object.values(texts.datatypes).join(", ")}).`) as PropertyDatatype | undefined
    const concept = codeOfCell(context, "properties", row, "concept", "concepts", "Das IFC-Konzept fehlt.", (word) => `Das IFC-Konzept «${word}» gibt es nicht.`) as PropertyConcept | undefined
    let list: ListRef | null | undefined = null
    if (row.cells.valueList !== null) {
      list = lists.get(lower(row.cells.valueList))
      if (!list) problem(context, "properties", row, "valueList", `Die Werteliste «${row.cells.valueList}» gibt es im Blatt «${context.workbook.sheetNames.valueLists}» nicht; das Feld wird nicht eingelesen.`)
    }
    return { datatype, concept, list }
  }
  for (const { current, incoming } of matching.pairs) {
    const p = current.value
    const row = incoming.row
    const { datatype, concept, list } = read(row)
    const mappings = mappingChanges(context, "properties", "target:", p.ifc, row, targetText, parseTarget(p.ifc))
    const listSame = list === undefined || sameRef(list?.ref ?? null, p.valueListId === null ? null : { id: p.valueListId })
    const changes = [
      ...changedFields([
        { field: "name", label: label(context, "properties", "name"), before: p.name, after: row.cells.name },
        { field: "datatype", label: label(context, "properties", "dataType"), before: texts.datatypes[p.datatype], after: row.cells.dataType, same: datatype === undefined || datatype === p.datatype },
        { field: "unit", label: label(context, "properties", "unit"), before: p.unit, after: row.cells.unit },
        { field: "concept", label: label(context, "properties", "concept"), before: texts.concepts[p.concept], after: row.cells.concept, same: concept === undefined || concept === p.concept },
      ]),
      ...mappings.changes,
      ...changedFields([
        { field: "valueList", label: label(context, "properties", "valueList"), before: listName(p.valueListId), after: row.cells.valueList, same: listSame },
        { field: "desc", label: label(context, "properties", "description"), before: p.desc, after: row.cells.description },
      ]),
    ]
    if (changes.length === 0 || refusedForReference(context, "properties", row, p, { column: "valueList", what: "Die Werteliste", changed: !listSame, locked: list?.locked })) continue
    const has = (field: string) => changes.some((c) => c.field === field)
    context.steps.push({
      kind: "properties", op: "change", item: { ...item(context, "properties", row, row.cells.name!), changes },
      command: (resolve) => {
        const valueListId = list ? resolve(list.ref) : null
        if (has("valueList") && valueListId === undefined) return undefined
        return {
          type: "ChangeProperty", propertyId: p.id,
          ...(has("name") && { name: row.cells.name! }),
          ...(has("datatype") && { datatype: datatype! }),
          ...(has("unit") && { unit: row.cells.unit }),
          ...(has("concept") && { concept: concept! }),
          ...(mappings.changes.length > 0 && { ifc: mappings.after }),
          ...(has("valueList") && { valueListId: valueListId! }),
          ...(has("desc") && { desc: row.cells.description }),
        }
      },
    })
  }
  for (const incoming of matching.added) {
    const row = incoming.row
    const { datatype, concept, list } = read(row)
    if (datatype === undefined || concept === undefined) continue
    if (list?.locked) {
      problem(context, "properties", row, "valueList", `Die Werteliste «${row.cells.valueList}» stammt aus dem Referenzprojekt; übernehmen Sie sie zuerst lokal. Das Merkmal wird nicht angelegt.`)
      continue
    }
    const ifc = mappingChanges(context, "properties", "target:", [], row, targetText, parseTarget([])).after
    context.steps.push({
      kind: "properties", op: "add", item: item(context, "properties", row, row.cells.name!),
      command: (resolve) => {
        const valueListId = list ? resolve(list.ref) : null
        if (valueListId === undefined) return undefined
        return { type: "CreateProperty", name: row.cells.name!, desc: row.cells.description, datatype, unit: row.cells.unit, concept, ifc, valueListId, uri: null }
      },
    })
  }
  removals.push(() => {
    for (const current of matching.removed.filter((c) => !c.value.locked))
      context.steps.push({ kind: "properties", op: "remove", item: item(context, "properties", null, current.value.name), command: () => ({ type: "DeleteProperty", propertyId: current.id }) })
  })
}

const parseEntity = (text: string, version: IfcVersion): IfcEntityMapping => ({ ifc_version: version, ...entityOfText(text) })

const planElementClasses = (context: PlanContext, removals: (() => void)[]) => {
  const classes = catalogueItems(context.state.elementClasses, context.reference?.elementClasses)
  const incomings: Incoming<WorkbookRow>[] = []
  for (const row of context.workbook.rows.elementClasses) {
    if (row.cells.name === null) problem(context, "elementClasses", row, "name", "Der Name der Fachklasse fehlt; die Zeile wird nicht eingelesen.")
    else incomings.push({ row, group: "", keys: [lower(row.cells.name)], value: row })
  }
  const matching = matchItems(
    classes.map((c): Current<Locked<ElementClassState>> => ({ id: c.id, group: "", keys: [lower(c.name)], value: c })),
    incomings,
  )
  for (const duplicate of matching.duplicates) problem(context, "elementClasses", duplicate.row, "name", `Die Fachklasse «${duplicate.row.cells.name}» steht mehrmals im Blatt; diese Zeile wird nicht eingelesen.`)
  const refs = new Map<string, { ref: Ref; locked: boolean }>()
  for (const { current, incoming } of matching.pairs) refs.set(lower(incoming.row.cells.name!), { ref: { id: current.id }, locked: current.value.locked })
  for (const incoming of matching.added) refs.set(lower(incoming.row.cells.name!), { ref: { key: `element_class:${lower(incoming.row.cells.name!)}` }, locked: false })
  const className = (id: number | null) => (id === null ? null : (context.state.elementClasses.get(id)?.name ?? context.reference?.elementClasses.get(id)?.name ?? null))
  const parentOf = (row: WorkbookRow) => {
    if (row.cells.parent === null) return null
    const parent = refs.get(lower(row.cells.parent))
    if (!parent) problem(context, "elementClasses", row, "parent", `Die Fachklasse «${row.cells.parent}» gibt es in diesem Blatt nicht; das Feld wird nicht eingelesen.`)
    return parent
  }
  for (const { current, incoming } of matching.pairs) {
    const c = current.value
    const row = incoming.row
    const parent = parentOf(row)
    const mappings = mappingChanges(context, "elementClasses", "ifc:", c.ifc, row, entityText, parseEntity)
    const parentSame = parent === undefined || sameRef(parent?.ref ?? null, c.parentId === null ? null : { id: c.parentId })
    const changes = [
      ...changedFields([
        { field: "name", label: label(context, "elementClasses", "name"), before: c.name, after: row.cells.name },
        { field: "category", label: label(context, "elementClasses", "category"), before: c.category, after: row.cells.category },
        { field: "parent", label: label(context, "elementClasses", "parent"), before: className(c.parentId), after: row.cells.parent, same: parentSame },
      ]),
      ...mappings.changes,
      ...changedFields([{ field: "desc", label: label(context, "elementClasses", "description"), before: c.desc, after: row.cells.description }]),
    ]
    if (changes.length === 0 || refusedForReference(context, "elementClasses", row, c, { column: "parent", what: "Die Fachklasse", changed: !parentSame, locked: parent?.locked })) continue
    const has = (field: string) => changes.some((x) => x.field === field)
    context.steps.push({
      kind: "element_classes", op: "change", item: { ...item(context, "elementClasses", row, row.cells.name!), changes },
      command: (resolve) => {
        const parentId = parent ? resolve(parent.ref) : null
        if (has("parent") && parentId === undefined) return undefined
        return {
          type: "ChangeElementClass", elementClassId: c.id,
          ...(has("name") && { name: row.cells.name! }),
          ...(has("category") && { category: row.cells.category }),
          ...(has("parent") && { parentId: parentId! }),
          ...(mappings.changes.length > 0 && { ifc: mappings.after }),
          ...(has("desc") && { desc: row.cells.description }),
        }
      },
    })
  }
  // New classes with their parents first: a class whose parent is new waits for it.
  const pending = [...matching.added]
  const placed = new Set<string>()
  while (pending.length > 0) {
    const index = pending.findIndex((incoming) => {
      const parent = incoming.row.cells.parent === null ? undefined : refs.get(lower(incoming.row.cells.parent))
      return !parent || "id" in parent.ref || placed.has(parent.ref.key)
    })
    if (index < 0) {
      for (const incoming of pending) problem(context, "elementClasses", incoming.row, "parent", "Die neuen Fachklassen stehen im Kreis unter einander; sie werden nicht angelegt.")
      break
    }
    const [incoming] = pending.splice(index, 1)
    const row = incoming!.row
    const key = `element_class:${lower(row.cells.name!)}`
    placed.add(key)
    const parent = parentOf(row)
    if (parent?.locked) {
      problem(context, "elementClasses", row, "parent", `Die Fachklasse «${row.cells.parent}» stammt aus dem Referenzprojekt; übernehmen Sie sie zuerst lokal. Die Fachklasse wird nicht angelegt.`)
      continue
    }
    const ifc = mappingChanges(context, "elementClasses", "ifc:", [], row, entityText, parseEntity).after
    context.steps.push({
      kind: "element_classes", op: "add", item: item(context, "elementClasses", row, row.cells.name!),
      command: (resolve) => {
        const parentId = parent ? resolve(parent.ref) : null
        if (parentId === undefined) return undefined
        return { type: "CreateElementClass", name: row.cells.name!, desc: row.cells.description, category: row.cells.category, parentId, ifc, uri: null, typeId: null }
      },
      creates: { key, event: "ElementClassCreated", field: "elementClassId" },
    })
  }
  removals.push(() => {
    const removed = matching.removed.filter((c) => !c.value.locked)
    const depth = (c: ElementClassState): number => (c.parentId === null ? 0 : 1 + depth(context.state.elementClasses.get(c.parentId) ?? { ...c, parentId: null }))
    for (const current of [...removed].sort((a, b) => depth(b.value) - depth(a.value)))
      context.steps.push({ kind: "element_classes", op: "remove", item: item(context, "elementClasses", null, current.value.name), command: () => ({ type: "DeleteElementClass", elementClassId: current.id }) })
  })
}

/** Plans the catalogue's additions and changes; answers what adds its removals (classes, properties, values, lists) last. */
export const planCatalogue = (context: PlanContext) => {
  const removals: (() => void)[] = []
  const lists = planValueLists(context, removals)
  planProperties(context, lists, removals)
  planElementClasses(context, removals)
  return () => {
    for (const remove of removals.reverse()) remove()
  }
}

