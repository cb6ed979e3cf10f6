/**
 * @module Outcomes a user can cause, as tagged values. Deciders return them; the command service maps
 * each tag to an HTTP status and internal_code in one table. Texts are German, as the spec's are.
 */
import { type EntityKind, emptyNameMessage } from "../bodies/fields"

export type DomainError = {
  readonly _tag: DomainErrorTag
  readonly message: string
  readonly details?: Readonly<Record<string, string>>
}

export const domainErrorTags = [
  "NameEmpty",
  "RoleNameTaken",
  "MilestoneNameTaken",
  "ProcessNameTaken",
  "ActivityNameTaken",
  "RoleStillLinked",
  "MilestoneNotEmpty",
  "PhaseNotEmpty",
  "PhaseAlreadyExists",
  "NotFound",
  "ForeignEntity",
  "InvalidValue",
  "ProjectDeleted",
] as const
export type DomainErrorTag = (typeof domainErrorTags)[number]

const make = (_tag: DomainErrorTag, message: string, details?: Record<string, string>): DomainError =>
  details ? { _tag, message, details } : { _tag, message }

const nameField: Record<EntityKind, string> = {
  project: "pro_name",
  milestone: "mst_name",
  process: "prc_name",
  activity: "act_name",
  role: "rop_name",
}

export const nameEmpty = (kind: EntityKind) =>
  make("NameEmpty", emptyNameMessage(kind), { [nameField[kind]]: emptyNameMessage(kind) })

export const roleNameTaken = (name: string) => {
  const text = `Eine Rolle mit dem Namen «${name}» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen.`
  return make("RoleNameTaken", text, { rop_name: text })
}
export const milestoneNameTaken = (name: string) => {
  const text = `Ein Meilenstein mit dem Namen «${name}» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen.`
  return make("MilestoneNameTaken", text, { mst_name: text })
}
export const processNameTaken = (name: string) => {
  const text = `Ein Prozess mit dem Namen «${name}» existiert bereits im Meilenstein. Bitte wählen Sie einen anderen Namen.`
  return make("ProcessNameTaken", text, { prc_name: text })
}
export const activityNameTaken = (name: string) => {
  const text = `Eine Aktivität mit dem Namen «${name}» existiert bereits im Prozess. Bitte wählen Sie einen anderen Namen.`
  return make("ActivityNameTaken", text, { act_name: text })
}
export const roleStillLinked = (linkedActivities: number) =>
  make(
    "RoleStillLinked",
    `Die Rolle kann nicht gelöscht werden, da ihr ${linkedActivities} Aktivität(en) zugeordnet sind.`,
  )
export const milestoneNotEmpty = (processes: number) =>
  make(
    "MilestoneNotEmpty",
    `Der Meilenstein kann nicht gelöscht werden, solange er ${processes} Prozess(e) enthält. ` +
      "Löschen Sie zuerst die Prozesse oder bestätigen Sie das Löschen mit allen Prozessen (cascade=true).",
  )
export const phaseNotEmpty = (milestones: number) =>
  make(
    "PhaseNotEmpty",
    `Die Phase kann nicht gelöscht werden, solange sie ${milestones} Meilenstein(e) enthält (cascade=true löscht sie mit).`,
  )
export const phaseAlreadyExists = (phaseName: string) =>
  make("PhaseAlreadyExists", `Die Phase «${phaseName}» existiert im Projekt bereits.`, {
    pha_phase_code_code: `Die Phase «${phaseName}» existiert im Projekt bereits.`,
  })

const entityWords = {
  project: "Projekt",
  phase: "Phase",
  milestone: "Meilenstein",
  process: "Prozess",
  activity: "Aktivität",
  role: "Rolle",
} as const
export type EntityWord = keyof typeof entityWords

export const notFound = (entity: EntityWord, id: number) =>
  make("NotFound", `${entityWords[entity]} mit der Id ${id} wurde nicht gefunden.`)

/** An id that exists but belongs to another project than the one the command works on. */
export const foreignEntity = (entity: EntityWord, id: number, field: string) => {
  const text = `${entityWords[entity]} ${id} gehört nicht zu diesem Projekt.`
  return make("ForeignEntity", text, { [field]: text })
}
export const invalidValue = (field: string, text: string) => make("InvalidValue", text, { [field]: text })
export const projectDeleted = (id: number) => make("ProjectDeleted", `Das Projekt ${id} wurde gelöscht.`)
