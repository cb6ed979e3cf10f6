/**
 * @module The profile import's plan for the requirements («Anforderungen»: one row per facet, each naming its
 * process, activity and requirement). A requirement is found by its process, activity and name (the n-th of
 * the same three is the n-th such requirement; a renamed one by its place in its activity); compared: its
 * name, element class (by name), IFC versions, cardinality, and its facets. A facet's row that reads as the
 * export writes the facet the requirement has keeps that facet exactly (its URI, its restriction's base type
 * and documentation, which the sheet does not show); a changed row is read anew — the value in words in the
 * workbook's language (contracts/src/excel/value-words.ts), the subject, the data type, the cardinality and
 * instructions — and a row that cannot be read is a problem: that part's facets stay as they are. New
 * requirements go into an activity the project has (by process and activity name, one only).
 */
import { IFC_SCHEMAS } from "@bimprofile/contracts/codes"
import type { RequirementFields } from "@bimprofile/contracts/events/project/requirement-events"
import { type FacetPart, facetRowCells, targetFor } from "@bimprofile/contracts/excel/facet-cells"
import { targetText } from "@bimprofile/contracts/excel/profile-cells"
import { PROFILE_LOCALES, profileTexts } from "@bimprofile/contracts/excel/profile-texts"
import { readValueWords, valueWords } from "@bimprofile/contracts/excel/value-words"
import { IFC_VERSIONS, type IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { type ApplicabilityFacet, type Cardinality, FACET_KINDS, type FacetKind, PART_OF_RELATIONS, type RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import type { IdsValue } from "@bimprofile/contracts/requirements/ids-values"
import type { PropertyState, RequirementState } from "../catalogue-state"
import { item, label, type PlanContext, problem } from "./plan-context"
import { codeOfWord, type Current, type FieldChange, type Incoming, lower, matchItems, norm } from "./plan-kit"
import type { CellKey, WorkbookCell, WorkbookRow } from "./profile-workbook"

type AnyFacet = RequirementFacet | ApplicabilityFacet
const FACET_COLUMNS: readonly CellKey[] = ["part", "facet", "subject", "value", "dataType", "facetCardinality", "instructions"]
const ALL_TEXTS = PROFILE_LOCALES.map((locale) => profileTexts[locale])
/** Stands for a cell that could not be read (a problem says why). */
const UNREAD = Symbol("unread")
type Read<T> = T | typeof UNREAD

type Run = { readonly rows: WorkbookRow[]; readonly process: string; readonly activity: string; readonly name: string; readonly key: string }

const EMPTY: RequirementFields = {
  elementClassId: null, name: "", identifier: null, desc: null, instructions: null, ifcVersions: [], cardinality: "required", applicability: [], requirementsDesc: null, facets: [],
}

/** The rows in words that differ (a longest common subsequence stays): a row gone and one come at the same place pair as a change. */
const rowChanges = (field: string, label: string, before: readonly string[], after: readonly string[]): FieldChange[] => {
  const n = before.length
  const m = after.length
  const common: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0))
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) common[i]![j] = before[i] === after[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!)
  const changes: FieldChange[] = []
  let gone: string[] = []
  let come: string[] = []
  const flush = () => {
    for (let k = 0; k < Math.max(gone.length, come.length); k++) changes.push({ field, label, before: gone[k] ?? null, after: come[k] ?? null })
    gone = []
    come = []
  }
  let i = 0
  let j = 0
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      flush()
      i++
      j++
    } else if (j < m && (i === n || common[i]![j + 1]! >= common[i + 1]![j]!)) come.push(after[j++]!)
    else gone.push(before[i++]!)
  }
  flush()
  return changes
}

/** The new names of the processes and activities the plan's earlier steps rename (by id). */
const namesAfterRenames = (context: PlanContext) => {
  const processNames = new Map<number, string>()
  const activityNames = new Map<number, string>()
  // Only the name is read: an item a step creates gets a placeholder id.
  const resolve = (ref: { readonly id: number } | { readonly key: string }) => ("id" in ref ? ref.id : -1)
  for (const step of context.steps) {
    if (step.op !== "change") continue
    const command = step.command(resolve)
    if (command?.type === "ChangeProcess" && command.name !== undefined) processNames.set(command.processId, command.name)
    if (command?.type === "ChangeActivity" && command.name !== undefined) activityNames.set(command.activityId, command.name)
  }
  return { processNames, activityNames }
}

export const planRequirements = (context: PlanContext, removals: (() => void)[]) => {
  const { state, texts, reference } = context
  const sheet = "requirements" as const
  const projectVersion = IFC_SCHEMAS.find((s) => s.id === state.ifcSchemaId)?.name ?? IFC_VERSIONS[IFC_VERSIONS.length - 1]!
  const propertyOf = (id: number): PropertyState | undefined => state.properties.get(id) ?? reference?.properties.get(id)
  const className = (id: number | null) => (id === null ? null : (state.elementClasses.get(id)?.name ?? reference?.elementClasses.get(id)?.name ?? null))
  const read = (row: WorkbookRow, column: CellKey, cell: WorkbookCell): Read<IdsValue | null> => {
    const reading = readValueWords(cell, texts.values)
    if (reading.ok) return reading.value
    problem(context, sheet, row, column, `${reading.reason} Die Facetten der Anforderung bleiben, wie sie sind.`)
    return UNREAD
  }

  // The rows by requirement: a run of rows naming the same process, activity and requirement.
  const runs: Run[] = []
  for (const row of context.workbook.rows.requirements) {
    const { process, activity, requirement } = row.cells
    const missing = process === null ? "process" : activity === null ? "activity" : requirement === null ? "requirement" : null
    if (missing) {
      problem(context, sheet, row, missing, `${label(context, sheet, missing)} fehlt; die Zeile wird nicht eingelesen.`)
      continue
    }
    const key = `${lower(process!)}|${lower(activity!)}|${lower(requirement!)}`
    const last = runs.at(-1)
    if (last && last.key === key) last.rows.push(row)
    else runs.push({ rows: [row], process: process!, activity: activity!, name: requirement!, key })
  }

  // The project's requirements as the export lists them: by process, activity, then as added — under the names
  // their process and activity have once the workbook's renames («Prozesse», «Aktivitäten») are applied, so that
  // the requirement rows of a renamed activity find its requirements instead of removing and re-adding them.
  const { processNames, activityNames } = namesAfterRenames(context)
  const currents: Current<RequirementState & { process: string; activity: string }>[] = []
  const occurrences = new Map<string, number>()
  const byActivity = new Map<number, RequirementState[]>()
  for (const requirement of state.requirements.values()) byActivity.set(requirement.activityId, [...(byActivity.get(requirement.activityId) ?? []), requirement])
  const activitiesByName = new Map<string, number[]>()
  for (const milestone of state.milestones.values())
    for (const processId of state.processOrder.get(milestone.id) ?? []) {
      const process = { name: processNames.get(processId) ?? state.processes.get(processId)!.name }
      for (const activityId of state.activityOrder.get(processId) ?? []) {
        const activity = { name: activityNames.get(activityId) ?? state.activities.get(activityId)!.name }
        const group = `${lower(process.name)}|${lower(activity.name)}`
        activitiesByName.set(group, [...(activitiesByName.get(group) ?? []), activityId])
        for (const requirement of byActivity.get(activityId) ?? []) {
          const key = `${group}|${lower(requirement.name)}`
          const n = occurrences.get(key) ?? 0
          occurrences.set(key, n + 1)
          currents.push({ id: requirement.id, group, keys: [`${key}#${n}`], value: { ...requirement, process: process.name, activity: activity.name } })
        }
      }
    }
  // Runs of a requirement the project has once are one requirement, wherever its rows stand.
  const merged: Run[] = []
  const single = new Map<string, Run>()
  for (const run of runs) {
    const first = single.get(run.key)
    if (first && (occurrences.get(run.key) ?? 0) <= 1) first.rows.push(...run.rows)
    else {
      merged.push(run)
      if (!first) single.set(run.key, run)
    }
  }
  const seen = new Map<string, number>()
  const incomings = merged.map((run): Incoming<Run> => {
    const n = seen.get(run.key) ?? 0
    seen.set(run.key, n + 1)
    return { row: run.rows[0]!, group: `${lower(run.process)}|${lower(run.activity)}`, keys: [`${run.key}#${n}`], value: run }
  })
  const matching = matchItems(currents, incomings)

  /** A column's cell of the run: the same on every row, or where rows differ, the one that differs from before. */
  const headCell = (run: Run, column: CellKey, before: WorkbookCell): Read<WorkbookCell> => {
    const cells = [...new Set(run.rows.map((row) => row.cells[column]))]
    if (cells.length === 1) return cells[0]!
    const changed = cells.filter((cell) => cell !== before)
    if (changed.length === 1) return changed[0]!
    problem(context, sheet, run.rows[0]!, column, `Die Zeilen der Anforderung «${run.name}» nennen in dieser Spalte Verschiedenes (${cells.map((c) => `«${c ?? ""}»`).join(", ")}); das Feld wird nicht eingelesen.`)
    return UNREAD
  }

  const elementClassOf = (run: Run, cell: WorkbookCell): Read<number | null> => {
    if (cell === null) return null
    const found = [...state.elementClasses.values()].filter((c) => lower(c.name) === lower(cell))
    if (found.length === 1) return found[0]!.id
    const inReference = [...(reference?.elementClasses.values() ?? [])].some((c) => lower(c.name) === lower(cell))
    problem(
      context, sheet, run.rows[0]!, "elementClass",
      found.length > 1 ? `${found.length} Fachklassen heissen «${cell}»; das Feld wird nicht eingelesen.`
      : inReference ? `Die Fachklasse «${cell}» stammt aus dem Referenzprojekt; übernehmen Sie sie zuerst lokal. Das Feld wird nicht eingelesen.`
      : `Die Fachklasse «${cell}» gibt es im Blatt «${context.workbook.sheetNames.elementClasses}» nicht; das Feld wird nicht eingelesen.`,
    )
    return UNREAD
  }

  const versionsOf = (run: Run, cell: WorkbookCell): Read<IfcVersion[]> => {
    const parts = (cell ?? "").split(",").map((p) => p.trim()).filter(Boolean)
    const versions = parts.map((p) => IFC_VERSIONS.find((v) => lower(v) === lower(p)))
    if (versions.every((v) => v !== undefined)) return versions as IfcVersion[]
    problem(context, sheet, run.rows[0]!, "ifcVersions", `«${cell}» nennt keine IFC-Versionen (erwartet: ${IFC_VERSIONS.join(", ")}, mit Komma getrennt); das Feld wird nicht eingelesen.`)
    return UNREAD
  }

  const cardinalityOf = (row: WorkbookRow, column: CellKey, cell: WorkbookCell): Read<Cardinality> => {
    const code = codeOfWord(cell, ALL_TEXTS.map((t) => t.cardinalities))
    if (code !== undefined) return code
    problem(context, sheet, row, column, cell === null ? "Die Kardinalität fehlt." : `Die Kardinalität «${cell}» gibt es nicht (erwartet: ${Object.values(texts.cardinalities).join(", ")}).`)
    return UNREAD
  }

  /** A value of a cell: the hint's own when the cell reads as the export writes it (keeping what the cell does not show). */
  const valueOf = (row: WorkbookRow, column: CellKey, cell: WorkbookCell, hint: IdsValue | null | undefined): Read<IdsValue | null> =>
    hint !== undefined && norm(valueWords(hint, texts.values)) === cell ? hint : read(row, column, cell)

  const entityOf = (row: WorkbookRow, hint: { name: IdsValue; predefined_type: IdsValue | null } | undefined): Read<{ name: IdsValue; predefined_type: IdsValue | null }> => {
    const subject = row.cells.subject
    if (subject === null) {
      problem(context, sheet, row, "subject", "Die Entität fehlt.")
      return UNREAD
    }
    if (hint && norm([valueWords(hint.name, texts.values), valueWords(hint.predefined_type, texts.values)].filter(Boolean).join(".")) === subject) return hint
    const dot = subject.indexOf(".")
    const name = read(row, "subject", dot < 0 ? subject : subject.slice(0, dot).trim())
    const predefined = dot < 0 ? null : read(row, "subject", subject.slice(dot + 1).trim() || null)
    if (name === UNREAD || predefined === UNREAD || name === null) return UNREAD
    return { name, predefined_type: predefined }
  }

  const propertyOfRow = (row: WorkbookRow, version: IfcVersion, hint: AnyFacet | undefined) => {
    const subject = row.cells.subject ?? ""
    const hinted = hint?.facet === "property" ? hint : undefined
    const named = (name: string) => [...state.properties.values()].filter((p) => lower(p.name) === lower(name))
    const written = (text: string): Read<{ property_set: IdsValue | null; base_name: IdsValue | null }> => {
      if (hinted && norm([valueWords(hinted.property_set, texts.values), valueWords(hinted.base_name, texts.values)].filter(Boolean).join(".")) === text)
        return { property_set: hinted.property_set, base_name: hinted.base_name }
      const dot = text.lastIndexOf(".")
      if (dot < 0) {
        problem(context, sheet, row, "subject", `«${text}» ist kein Merkmal des Blatts «${context.workbook.sheetNames.properties}» und kein «Pset.Merkmal».`)
        return UNREAD
      }
      const set = read(row, "subject", text.slice(0, dot).trim() || null)
      const base = read(row, "subject", text.slice(dot + 1).trim() || null)
      return set === UNREAD || base === UNREAD ? UNREAD : { property_set: set, base_name: base }
    }
    const match = /^(.*) \((.*)\)$/su.exec(subject)
    const found = named(match ? match[1]!.trim() : subject)
    if (found.length > 1) {
      problem(context, sheet, row, "subject", `${found.length} Merkmale heissen «${found[0]!.name}».`)
      return UNREAD
    }
    const property = found[0]
    if (match && !property) {
      const inReference = [...(reference?.properties.values() ?? [])].some((p) => lower(p.name) === lower(match[1]!))
      problem(context, sheet, row, "subject", inReference ? `Das Merkmal «${match[1]}» stammt aus dem Referenzprojekt; übernehmen Sie es zuerst lokal.` : `Das Merkmal «${match[1]}» gibt es im Blatt «${context.workbook.sheetNames.properties}» nicht.`)
      return UNREAD
    }
    if (!property) {
      const set = written(subject)
      return set === UNREAD ? UNREAD : { pty_id: null, ...set, target: undefined }
    }
    const target = targetFor(property, version)
    const inner = match?.[2]?.trim() ?? ""
    if (inner === "" || (target && inner === targetText(target) && !(hinted?.pty_id === property.id && hinted.property_set !== null))) return { pty_id: property.id, property_set: null, base_name: null, target }
    const set = written(inner)
    return set === UNREAD ? UNREAD : { pty_id: property.id, ...set, target }
  }

  /** A facet's row read anew; `hint` is the facet the requirement had at that place (its URI, its values where their cells did not change). */
  const facetOf = (row: WorkbookRow, part: FacetPart, kind: FacetKind, version: IfcVersion, hint: AnyFacet | undefined): Read<AnyFacet> => {
    const same = hint?.facet === kind ? (hint as AnyFacet & Record<string, unknown>) : undefined
    const demand = (): Read<{ cardinality: Cardinality; instructions: string | null }> => {
      const cardinality = cardinalityOf(row, "facetCardinality", row.cells.facetCardinality)
      return cardinality === UNREAD ? UNREAD : { cardinality, instructions: row.cells.instructions }
    }
    if (part === "applicability")
      for (const column of ["facetCardinality", "instructions"] as const)
        if (row.cells[column] !== null) problem(context, sheet, row, column, `Eine Facette der Anwendbarkeit hat keine ${label(context, sheet, column)}; das Feld wird nicht eingelesen.`)
    const uri = same && "uri" in same ? (same.uri as string | null) : null
    const withDemand = <F extends object>(facet: F): Read<AnyFacet> => {
      if (part === "applicability") return facet as unknown as AnyFacet
      const d = demand()
      return d === UNREAD ? UNREAD : ({ ...facet, ...(kind !== "partOf" && { uri }), ...d } as unknown as AnyFacet)
    }
    switch (kind) {
      case "entity": {
        const entity = entityOf(row, same as { name: IdsValue; predefined_type: IdsValue | null } | undefined)
        if (entity === UNREAD) return UNREAD
        return part === "applicability" ? { facet: "entity", ...entity } : { facet: "entity", ...entity, instructions: row.cells.instructions }
      }
      case "partOf": {
        const entity = entityOf(row, (same as { entity: { name: IdsValue; predefined_type: IdsValue | null } } | undefined)?.entity)
        const cell = row.cells.value
        const relation = cell === null ? null : PART_OF_RELATIONS.find((r) => lower(r) === lower(cell))
        if (relation === undefined) problem(context, sheet, row, "value", `Die Beziehung «${cell}» gibt es nicht (erwartet: ${PART_OF_RELATIONS.join(", ")}).`)
        if (entity === UNREAD || relation === undefined) return UNREAD
        return withDemand({ facet: "partOf", entity, relation })
      }
      case "classification": {
        const system = valueOf(row, "subject", row.cells.subject, same?.system as IdsValue | undefined)
        const value = valueOf(row, "value", row.cells.value, same?.value as IdsValue | null | undefined)
        if (system === null) problem(context, sheet, row, "subject", "Das System der Klassifikation fehlt.")
        if (system === UNREAD || system === null || value === UNREAD) return UNREAD
        return withDemand({ facet: "classification", system, value })
      }
      case "attribute": {
        const name = valueOf(row, "subject", row.cells.subject, same?.name as IdsValue | undefined)
        const value = valueOf(row, "value", row.cells.value, same?.value as IdsValue | null | undefined)
        if (name === null) problem(context, sheet, row, "subject", "Der Name des Attributs fehlt.")
        if (name === UNREAD || name === null || value === UNREAD) return UNREAD
        return withDemand({ facet: "attribute", name, value })
      }
      case "material": {
        const value = valueOf(row, "value", row.cells.value, same?.value as IdsValue | null | undefined)
        return value === UNREAD ? UNREAD : withDemand({ facet: "material", value })
      }
      case "property": {
        const property = propertyOfRow(row, version, hint)
        const value = valueOf(row, "value", row.cells.value, same?.value as IdsValue | null | undefined)
        if (property === UNREAD || value === UNREAD) return UNREAD
        const cell = row.cells.dataType
        let data_type: string | null = null
        if (cell !== null && !(property.target?.data_type && lower(property.target.data_type) === lower(cell) && !(same && same.data_type === property.target.data_type))) {
          data_type = cell.toUpperCase()
          if (!/^[A-Z]{1,100}$/u.test(data_type)) {
            problem(context, sheet, row, "dataType", `Der Datentyp «${cell}» ist kein IFC-Typ wie IFCLABEL.`)
            return UNREAD
          }
        } else if (cell !== null && same) data_type = (same.data_type as string | null) ?? null
        return withDemand({ facet: "property", pty_id: property.pty_id, property_set: property.property_set, base_name: property.base_name, value, data_type })
      }
    }
  }

  const rowText = (cells: readonly WorkbookCell[]) => cells.slice(1).filter((c) => c !== null).join(" · ")
  const partWord = (part: FacetPart) => texts.parts[part]

  /** The requirement's facets of a run: undefined for a part whose rows cannot all be read (it stays). */
  const facetsOf = (run: Run, current: RequirementState | undefined, version: IfcVersion) => {
    const rows = run.rows.filter((row) => FACET_COLUMNS.some((column) => row.cells[column] !== null))
    const byPart: Record<FacetPart, WorkbookRow[]> = { applicability: [], requirement: [] }
    let readable = true
    for (const row of rows) {
      const part = codeOfWord(row.cells.part, ALL_TEXTS.map((t) => t.parts))
      if (part === undefined) {
        problem(context, sheet, row, "part", row.cells.part === null ? "Der Teil (Anwendbarkeit oder Anforderung) fehlt." : `Den Teil «${row.cells.part}» gibt es nicht (erwartet: ${Object.values(texts.parts).join(", ")}).`)
        readable = false
      } else byPart[part].push(row)
    }
    const result: Partial<Record<FacetPart, { facets: AnyFacet[]; before: string[]; after: string[] }>> = {}
    for (const part of ["applicability", "requirement"] as const) {
      const had: readonly AnyFacet[] = current ? (part === "applicability" ? current.applicability : current.facets) : []
      const expected = had.map((facet) => facetRowCells(part, facet, texts, propertyOf, version).map((cell) => norm(cell)))
      const used = new Set<number>()
      const facets: AnyFacet[] = []
      let ok = readable
      byPart[part].forEach((row, index) => {
        const cells = FACET_COLUMNS.map((column) => row.cells[column])
        const kept = expected.findIndex((e, j) => !used.has(j) && e.every((cell, k) => k === 0 || cell === cells[k]))
        if (kept >= 0) {
          used.add(kept)
          facets.push(had[kept]!)
          return
        }
        const kind = codeOfWord(row.cells.facet, ALL_TEXTS.map((t) => t.facets))
        if (kind === undefined || !FACET_KINDS.includes(kind)) {
          problem(context, sheet, row, "facet", row.cells.facet === null ? "Die Facette fehlt." : `Die Facette «${row.cells.facet}» gibt es nicht (erwartet: ${Object.values(texts.facets).join(", ")}).`)
          ok = false
          return
        }
        const facet = facetOf(row, part, kind, version, had[index])
        if (facet === UNREAD) ok = false
        else facets.push(facet)
      })
      if (!ok) continue
      result[part] = {
        facets,
        before: expected.map((cells) => rowText(cells)),
        after: byPart[part].map((row) => rowText(FACET_COLUMNS.map((column) => row.cells[column]))),
      }
    }
    return result
  }

  /** The fields of a run that differ from `current` (all of them for a new requirement), and their changes. */
  const readRun = (run: Run, current: RequirementState | undefined) => {
    const before = current ?? { ...EMPTY, name: "" }
    const fields: { -readonly [K in keyof RequirementFields]?: RequirementFields[K] } = {}
    const changes: FieldChange[] = []
    const change = <K extends keyof RequirementFields>(field: K, column: CellKey, value: RequirementFields[K], beforeCell: WorkbookCell, afterCell: WorkbookCell) => {
      if (JSON.stringify(value) === JSON.stringify(before[field]) && current) return
      fields[field] = value
      if (current) changes.push({ field, label: label(context, sheet, column), before: beforeCell, after: afterCell })
    }
    change("name", "requirement", run.name, current ? norm(current.name) : null, run.name)
    const classBefore = current ? className(current.elementClassId) : null
    const classCell = headCell(run, "elementClass", classBefore)
    if (classCell !== UNREAD && (classCell !== norm(classBefore) || !current)) {
      const id = elementClassOf(run, classCell)
      if (id !== UNREAD) change("elementClassId", "elementClass", id, classBefore, classCell)
    }
    const versionsBefore = norm(before.ifcVersions.join(", "))
    const versionsCell = headCell(run, "ifcVersions", versionsBefore)
    if (versionsCell !== UNREAD && (versionsCell !== versionsBefore || !current)) {
      const versions = versionsOf(run, versionsCell)
      if (versions !== UNREAD) change("ifcVersions", "ifcVersions", versions, versionsBefore, versionsCell)
    }
    const cardinalityBefore = current ? texts.cardinalities[current.cardinality] : null
    const cardinalityCell = headCell(run, "cardinality", cardinalityBefore)
    if (cardinalityCell !== UNREAD) {
      const cardinality = cardinalityOf(run.rows[0]!, "cardinality", cardinalityCell)
      if (cardinality !== UNREAD) change("cardinality", "cardinality", cardinality, cardinalityBefore, cardinalityCell)
    }
    const version = before.ifcVersions[0] ?? projectVersion
    const facets = facetsOf(run, current, version)
    for (const part of ["applicability", "requirement"] as const) {
      const read = facets[part]
      if (!read) continue
      const field = part === "applicability" ? "applicability" : "facets"
      if (JSON.stringify(read.facets) === JSON.stringify(before[field]) && current) continue
      fields[field] = read.facets as never
      if (!current) continue
      const rows = rowChanges(field, partWord(part), read.before, read.after)
      changes.push(...(rows.length > 0 ? rows : [{ field, label: partWord(part), before: read.before.join("\n") || null, after: read.after.join("\n") || null }]))
    }
    return { fields, changes }
  }

  for (const { current, incoming } of matching.pairs) {
    const run = incoming.value
    const { fields, changes } = readRun(run, current.value)
    if (Object.keys(fields).length === 0) continue
    context.steps.push({
      kind: "requirements", op: "change", item: { ...item(context, sheet, incoming.row, run.name, current.value.activity), changes },
      command: () => ({ type: "ChangeRequirement", requirementId: current.id, fields }),
    })
  }
  for (const incoming of [...matching.added, ...matching.duplicates]) {
    const run = incoming.value
    const activities = activitiesByName.get(incoming.group) ?? []
    if (activities.length !== 1) {
      problem(
        context, sheet, incoming.row, "activity",
        activities.length === 0
          ? `Die Aktivität «${run.activity}» im Prozess «${run.process}» gibt es im Projekt nicht (eine neue oder umbenannte Aktivität: importieren Sie ihre Anforderungen in einem zweiten Schritt); die Anforderung wird nicht eingelesen.`
          : `${activities.length} Aktivitäten heissen «${run.activity}» im Prozess «${run.process}»; die Anforderung wird nicht eingelesen.`,
      )
      continue
    }
    const problems = context.problems.length
    const { fields } = readRun(run, undefined)
    if (context.problems.length > problems) {
      problem(context, sheet, incoming.row, "requirement", `Die neue Anforderung «${run.name}» wird nicht angelegt, da Zellen ihrer Zeilen nicht lesbar sind.`)
      continue
    }
    context.steps.push({
      kind: "requirements", op: "add", item: item(context, sheet, incoming.row, run.name, run.activity),
      command: () => ({ type: "AddRequirement", activityId: activities[0]!, fields: { ...EMPTY, ...fields } }),
    })
  }
  removals.push(() => {
    for (const current of matching.removed)
      context.steps.push({ kind: "requirements", op: "remove", item: item(context, sheet, null, current.value.name, current.value.activity), command: () => ({ type: "RemoveRequirement", requirementId: current.id }) })
  })
}
