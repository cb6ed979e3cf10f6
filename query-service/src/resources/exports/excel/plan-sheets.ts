/**
 * @module The plan's sheets of the Excel profile: "Prozesse" (every process under its phase and milestone; a
 * milestone without processes on a row of its own), "Aktivitäten" (each with its provider and receiver roles
 * and how many requirements it has) and "Rollen" — in plan order, as the project's screens list them.
 */
import type { ProfileData } from "./read-profile"
import type { Cell, Sheet } from "./profile-sheet"
import type { ProfileTexts } from "./profile-texts"

export const processesSheet = (data: ProfileData, texts: ProfileTexts): Sheet => {
  const { view } = data
  const h = texts.headers
  const rows: Cell[][] = []
  for (const phase of view.phases()) {
    const phaseName = texts.phases[phase.data.code] ?? phase.data.name
    for (const milestone of view.milestonesOf(phase.id)) {
      const processes = view.processesOf(milestone.id)
      if (processes.length === 0) rows.push([phaseName, milestone.data.name, null, null, null])
      for (const process of processes) rows.push([phaseName, milestone.data.name, process.data.name, process.data.shortName, process.data.desc])
    }
  }
  return {
    name: texts.sheets.processes,
    columns: [{ header: h.phase }, { header: h.milestone }, { header: h.process }, { header: h.shortName }, { header: h.description, wrap: true }],
    rows,
  }
}

export const activitiesSheet = (data: ProfileData, texts: ProfileTexts): Sheet => {
  const { view } = data
  const h = texts.headers
  const role = (id: number | null) => (id === null ? null : (view.role(id)?.data.name ?? null))
  const rows: Cell[][] = view
    .processes()
    .flatMap((process) =>
      view
        .activitiesOf(process.id)
        .map((activity) => [
          process.data.name,
          activity.data.name,
          role(activity.data.providerRoleId),
          role(activity.data.receiverRoleId),
          activity.data.desc,
          data.requirementsOf(activity.id).length,
        ]),
    )
  return {
    name: texts.sheets.activities,
    columns: [{ header: h.process }, { header: h.activity }, { header: h.provider }, { header: h.receiver }, { header: h.description, wrap: true }, { header: h.requirementCount }],
    rows,
  }
}

export const rolesSheet = (data: ProfileData, texts: ProfileTexts): Sheet => {
  const h = texts.headers
  return {
    name: texts.sheets.roles,
    columns: [{ header: h.name }, { header: h.roleType }, { header: h.description, wrap: true }],
    rows: data.view.roles().map((role) => [role.data.name, texts.roleTypes[role.data.roleType] ?? role.data.roleType, role.data.desc]),
  }
}
