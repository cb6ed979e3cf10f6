/**
 * @module The "Anforderungen" sheet of the Excel profile: every requirement of every activity in plan order,
 * one row per facet — its applicability's, then what it requires — each row naming its activity and
 * requirement so a filter keeps them readable; a requirement without facets on a row of its own. A property
 * facet's value whose catalogue property has a value list gets that list's values as a drop-down.
 */
import type { PropertyRowData, RequirementRowData } from "@bimprofile/projector/projections/catalogue"
import { facetRowCells } from "./facet-cells"
import type { ProfileData } from "./read-profile"
import type { Cell, DropDown, Sheet } from "./profile-sheet"
import type { ProfileTexts } from "./profile-texts"

export const requirementsSheet = (data: ProfileData, texts: ProfileTexts, valueListRange: (listId: number) => string | undefined): Sheet => {
  const h = texts.headers
  const { view } = data
  const classes = new Map(data.elementClasses.map((c) => [c.id, c.data.name]))
  const properties = new Map(data.properties.map((p) => [p.id, p.data]))
  const property = (id: number): PropertyRowData | undefined => properties.get(id)
  const columns = [
    { header: h.process },
    { header: h.activity },
    { header: h.requirement },
    { header: h.elementClass },
    { header: h.ifcVersions },
    { header: h.cardinality },
    { header: h.part },
    { header: h.facet },
    { header: h.subject },
    { header: h.value, wrap: true },
    { header: h.dataType },
    { header: h.facetCardinality },
    { header: h.instructions, wrap: true },
  ]
  const valueColumn = 9
  const rows: Cell[][] = []
  const dropDowns: DropDown[] = []
  const requirementRows = (processName: string, activityName: string, requirement: RequirementRowData) => {
    const head: Cell[] = [
      processName,
      activityName,
      requirement.name,
      requirement.elementClassId === null ? null : (classes.get(requirement.elementClassId) ?? null),
      requirement.ifcVersions.join(", ") || null,
      texts.cardinalities[requirement.cardinality],
    ]
    const version = requirement.ifcVersions[0] ?? data.ifcVersion
    const facets = [
      ...requirement.applicability.map((facet) => ({ part: "applicability" as const, facet })),
      ...requirement.facets.map((facet) => ({ part: "requirement" as const, facet })),
    ]
    if (facets.length === 0) rows.push([...head, null, null, null, null, null, null, null])
    for (const { part, facet } of facets) {
      const listId = facet.facet === "property" && facet.pty_id !== null ? property(facet.pty_id)?.valueListId : null
      const source = listId === null || listId === undefined ? undefined : valueListRange(listId)
      if (source && facet.facet === "property" && (facet.value === null || "simple" in facet.value)) dropDowns.push({ column: valueColumn, from: rows.length, to: rows.length, source })
      rows.push([...head, ...facetRowCells(part, facet, texts, property, version)])
    }
  }
  for (const process of view.processes())
    for (const activity of view.activitiesOf(process.id))
      for (const requirement of data.requirementsOf(activity.id)) requirementRows(process.data.name, activity.data.name, requirement.data)
  return { name: texts.sheets.requirements, columns, rows, dropDowns }
}
