/**
 * @module Outcomes a user can cause, as tagged values. Deciders return them; the command service maps
 * each tag to an HTTP status and internal_code in one table. Texts are German, as the spec's are.
 */
import { type EntityKind, emptyNameMessage } from "../bodies/fields"
import { type ListKind, listKinds } from "../catalogue/list-kinds"

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
  "EmailTaken",
  "UserErased",
  "OrganisationDeleted",
  "OrganisationNeedsAdmin",
  "PersonalOrganisation",
  "OrganisationHasProjects",
  "NotMember",
  "OwnAppAdmin",
  "LastAppAdmin",
  "ReferenceProject",
  "SelfGrant",
  "SharedAlready",
  "ElementClassNameTaken",
  "ElementClassHasChildren",
  "ElementClassParentCycle",
  "ElementTypeNameTaken",
  "ElementTypeInUse",
  "PropertyNameTaken",
  "PropertyInUse",
  "PropertyAlreadyAssigned",
  "TypingPropertyRule",
  "ValueListNameTaken",
  "ValueNameTaken",
  "ValueListInUse",
  "ListNameTaken",
  "ListItemTaken",
  "ListItemHasChildren",
  "ListItemParentCycle",
  "ImportRefused",
  "RequirementClassTaken",
  "UsedByRequirements",
  "PropertyNotOwn",
  "ProfileImportConflict",
  "NothingToPublish",
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
  element_class: "elc_name",
  element_type: "elt_name",
  property: "pty_name",
  value_list: "vls_name",
  value_list_item: "vli_name",
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
export const elementClassNameTaken = (name: string) => {
  const text = `Eine Fachklasse mit dem Namen «${name}» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen.`
  return make("ElementClassNameTaken", text, { elc_name: text })
}
/** A class with subclasses stays: deleting it would leave them without their parent. */
export const elementClassHasChildren = (children: number) =>
  make("ElementClassHasChildren", `Die Fachklasse kann nicht gelöscht werden, solange sie ${children} Unterklasse(n) hat.`)
/** A class under itself or one of its subclasses: refused for what the tree holds now, as a conflict. */
export const ELEMENT_CLASS_PARENT_CYCLE_TEXT = "Eine Fachklasse kann nicht unter sich selbst oder einer ihrer Unterklassen stehen."
export const elementClassParentCycle = () => make("ElementClassParentCycle", ELEMENT_CLASS_PARENT_CYCLE_TEXT, { elc_parent_id: ELEMENT_CLASS_PARENT_CYCLE_TEXT })
export const elementTypeNameTaken = (name: string) => {
  const text = `Ein Fachklassentyp mit dem Namen «${name}» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen.`
  return make("ElementTypeNameTaken", text, { elt_name: text })
}
/** A type its classes name stays: deleting it would silently change what those classes deliver. */
export const elementTypeInUse = (classes: number) =>
  make("ElementTypeInUse", `Der Fachklassentyp kann nicht gelöscht werden, solange ${classes} Fachklasse(n) ihn verwenden.`)
/** Two properties of one name in one set (or both in none) would be one value in the model. */
export const propertyNameTaken = (name: string) => {
  const text = `Ein Merkmal mit dem Namen «${name}» existiert bereits im selben Merkmalsset des Projekts. Bitte wählen Sie einen anderen Namen.`
  return make("PropertyNameTaken", text, { pty_name: text })
}
export const propertyInUse = (classes: number, types = 0) =>
  make(
    "PropertyInUse",
    types === 0
      ? `Das Merkmal kann nicht gelöscht werden, solange es ${classes} Fachklasse(n) zugeordnet ist.`
      : `Das Merkmal kann nicht gelöscht werden, solange es ${classes} Fachklasse(n) und ${types} Fachklassentyp(en) zugeordnet ist.`,
  )
export const propertyAlreadyOnType = (name: string) =>
  make("PropertyAlreadyAssigned", `Das Merkmal «${name}» ist dem Fachklassentyp bereits zugeordnet.`, { pty_id: `Das Merkmal «${name}» ist dem Fachklassentyp bereits zugeordnet.` })
export const propertyAlreadyAssigned = (name: string) =>
  make("PropertyAlreadyAssigned", `Das Merkmal «${name}» ist der Fachklasse bereits zugeordnet (selbst oder über eine übergeordnete Fachklasse).`, { pty_id: `Das Merkmal «${name}» ist der Fachklasse bereits zugeordnet.` })
/** Spec §5: at most one typing property per class, and only when the class has its type (an alarm class needs an alarm type class). */
export const typingPropertyRule = (reason: "second" | "noType") =>
  make(
    "TypingPropertyRule",
    reason === "second"
      ? "Eine Fachklasse kann höchstens ein Typisierungsmerkmal haben."
      : "Ein Typisierungsmerkmal ist nur möglich, wenn die Fachklasse einen Fachklassentyp hat.",
    { pty_id: reason === "second" ? "Eine Fachklasse kann höchstens ein Typisierungsmerkmal haben." : "Ein Typisierungsmerkmal ist nur möglich, wenn die Fachklasse einen Fachklassentyp hat." },
  )
export const valueListNameTaken = (name: string) => {
  const text = `Eine Werteliste mit dem Namen «${name}» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen.`
  return make("ValueListNameTaken", text, { vls_name: text })
}
export const valueNameTaken = (name: string) => {
  const text = `Der Wert «${name}» ist in dieser Werteliste bereits enthalten.`
  return make("ValueNameTaken", text, { vli_name: text })
}
export const valueListInUse = (properties: number) =>
  make("ValueListInUse", `Die Werteliste kann nicht gelöscht werden, solange ${properties} Merkmal(e) sie verwenden.`)
/** A catalogue list's name (list-kinds.ts; every kind's word is feminine) taken in the project. */
export const listNameTaken = (kind: ListKind, name: string) => {
  const { prefix, word } = listKinds[kind]
  const text = `Eine ${word} mit dem Namen «${name}» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen.`
  return make("ListNameTaken", text, { [`${prefix}_name`]: text })
}
/** An item's key (its name, a classification item's code) taken in its list. */
export const listItemTaken = (kind: ListKind, value: string) => {
  const { itemPrefix, word, key } = listKinds[kind]
  const text = `${key === "code" ? "Der Code" : "Der Name"} «${value}» ist in dieser ${word} bereits vergeben.`
  return make("ListItemTaken", text, { [`${itemPrefix}_${key}`]: text })
}
/** An item with items under it stays: deleting it would leave them without their parent. */
export const listItemHasChildren = (kind: ListKind, children: number) =>
  make("ListItemHasChildren", `Der ${listKinds[kind].itemWord} kann nicht gelöscht werden, solange ${children === 1 ? "ein Eintrag unter ihm steht" : `${children} Einträge unter ihm stehen`}.`)
/** A parent that is no item of the same list: a reference to something not its own (400 FOREIGN_ENTITY). */
export const listItemForeignParent = (kind: ListKind, parentId: number) => {
  const text = `Der übergeordnete Eintrag ${parentId} gehört nicht zu dieser ${listKinds[kind].word}.`
  return make("ForeignEntity", text, { [`${listKinds[kind].itemPrefix}_parent_id`]: text })
}
export const listItemParentCycle = (kind: ListKind) => {
  const text = `Ein ${listKinds[kind].itemWord} kann nicht unter sich selbst oder einem Eintrag unter ihm stehen.`
  return make("ListItemParentCycle", text, { [`${listKinds[kind].itemPrefix}_parent_id`]: text })
}
/** An upload that cannot be taken as a whole: the line (1 is the header) and why; nothing of it is stored. */
export const importRefused = (line: number, reason: string) => {
  const text = `Zeile ${line}: ${reason}`
  return make("ImportRefused", text, { line: String(line), reason })
}
/** The Excel profile's preview no longer matches the project: it changed since the workbook was read. */
export const profileImportOutdated = () =>
  make("ProfileImportConflict", "Das Projekt wurde seit der Vorschau geändert. Bitte lesen Sie die Arbeitsmappe noch einmal ein und prüfen Sie die neue Vorschau.")
/** Applying the preview without its removals fails at a change that needs one of them. */
export const profileImportNeedsRemovals = (reason: string) =>
  make("ProfileImportConflict", `Ohne das Entfernen lässt sich die Vorschau nicht übernehmen: ${reason} Übernehmen Sie sie mit dem Entfernen oder passen Sie die Arbeitsmappe an.`)
/** An activity asks for an element class once: its facets are one requirement. */
export const requirementClassTaken = (className: string) => {
  const text = `Die Fachklasse «${className}» ist in dieser Aktivität bereits gefordert. Bitte ergänzen Sie die bestehende Anforderung.`
  return make("RequirementClassTaken", text, { req_elc_id: text })
}
/** Removing a property from a class that does not have it itself (an inherited one goes where it is assigned): the state forbids it, not the request. */
export const propertyNotOwn = () => {
  const text = "Das Merkmal ist dieser Fachklasse nicht selbst zugeordnet; ein geerbtes Merkmal wird bei der Fachklasse entfernt, der es zugeordnet ist."
  return make("PropertyNotOwn", text, { pty_id: text })
}
/** A class or property that requirements ask for stays until they no longer do. */
export const usedByRequirements = (what: "element_class" | "property", requirements: number) =>
  make(
    "UsedByRequirements",
    `${what === "element_class" ? "Die Fachklasse" : "Das Merkmal"} kann nicht gelöscht werden, solange ${requirements} Anforderung(en) ${what === "element_class" ? "sie" : "es"} verwenden.`,
  )
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
  reference_project: "Referenzprojekt",
  phase: "Phase",
  milestone: "Meilenstein",
  process: "Prozess",
  activity: "Aktivität",
  role: "Rolle",
  element_class: "Fachklasse",
  element_type: "Fachklassentyp",
  property: "Merkmal",
  value_list: "Werteliste",
  value_list_item: "Wert",
  group_list: "Gruppenliste",
  group_list_item: "Gruppe",
  classification: "Klassifikation",
  classification_item: "Klassifikationseintrag",
  material_list: "Materialliste",
  material_list_item: "Material",
  property_set: "Merkmalsgruppe",
  property_set_item: "Merkmal der Merkmalsgruppe",
  requirement: "Anforderung",
  document: "Dokument",
  user: "Benutzer",
  organisation: "Organisation",
} as const
export type EntityWord = keyof typeof entityWords

/** "Projekt mit der Id 7 wurde nicht gefunden.": the one wording of every 404 of an id (commands and reads). */
export const notFoundText = (entity: EntityWord, id: number) => `${entityWords[entity]} mit der Id ${id} wurde nicht gefunden.`

export const notFound = (entity: EntityWord, id: number) => make("NotFound", notFoundText(entity, id))

/** An id that exists but belongs to another project than the one the command works on. */
export const foreignEntity = (entity: EntityWord, id: number, field: string) => {
  const text = `${entityWords[entity]} ${id} gehört nicht zu diesem Projekt.`
  return make("ForeignEntity", text, { [field]: text })
}
export const invalidValue = (field: string, text: string) => make("InvalidValue", text, { [field]: text })
export const projectDeleted = (id: number) => make("ProjectDeleted", `Das Projekt ${id} wurde gelöscht.`)

export const EMAIL_TAKEN_MESSAGE = "Ein Benutzer mit dieser E-Mail-Adresse existiert bereits."
export const emailTaken = () => make("EmailTaken", EMAIL_TAKEN_MESSAGE, { usr_email: EMAIL_TAKEN_MESSAGE })
export const userErased = (id: number) => make("UserErased", `Der Benutzer ${id} wurde gelöscht.`)
export const organisationDeleted = (id: number) => make("OrganisationDeleted", `Die Organisation ${id} wurde gelöscht.`)
export const ORGANISATION_NEEDS_ADMIN_MESSAGE = "Eine Organisation braucht mindestens eine Verwaltung."
export const organisationNeedsAdmin = () => make("OrganisationNeedsAdmin", ORGANISATION_NEEDS_ADMIN_MESSAGE)
/** A personal organisation has exactly its owner as member, keeps its name and cannot be deleted. */
export const personalOrganisation = (what: "members" | "rename" | "delete") =>
  make(
    "PersonalOrganisation",
    {
      members: "Eine persönliche Organisation kann keine weiteren Mitglieder haben.",
      rename: "Eine persönliche Organisation kann nicht umbenannt werden.",
      delete: "Eine persönliche Organisation kann nicht gelöscht werden.",
    }[what],
  )
export const organisationHasProjects = (projects: number) =>
  make("OrganisationHasProjects", `Die Organisation kann nicht gelöscht werden, solange sie ${projects} Projekt(e) besitzt.`)
export const notMember = (userId: number) => make("NotMember", `Der Benutzer ${userId} ist kein Mitglied dieser Organisation.`)
/** Deleting the only app admin's account would leave nobody to administer the installation. */
export const lastAppAdmin = () =>
  make("LastAppAdmin", "Die letzte App-Verwaltung kann nicht gelöscht werden. Ernennen Sie zuerst eine weitere App-Verwaltung.")
/** The provider's reference project is the default project of every installation: it is replaced, never deleted. */
export const referenceProjectKept = () =>
  make("ReferenceProject", "Das Referenzprojekt des Anbieters kann nicht gelöscht werden, nur durch ein anderes ersetzt.")
export const ownAppAdmin = () => {
  const text = "Sie können sich die App-Verwaltung nicht selbst entziehen."
  return make("OwnAppAdmin", text, { usr_app_admin: text })
}
/** Nobody grants themselves roles: refused by a rule on who asks, not by the request's shape. */
export const selfGrant = (text: string) => make("SelfGrant", text, { usr_email: text })
/** The project already belongs to, or is already shared with, the organisation. */
export const sharedAlready = (text: string) => make("SharedAlready", text, { org_id: text })

/** A version would show exactly the version before (docs/audit.md "Published versions"). */
export const nothingToPublish = (number: number) =>
  make("NothingToPublish", `Seit Version ${number} wurde am Projekt nichts geändert: es gibt nichts Neues zu veröffentlichen.`)
