/**
 * @module What the server says, in the user's language. The server words its error bodies in German (the
 * spec's texts, kept as they are for de-CH); for the other locales the client words them anew from
 * `internal_code` and `details`, taking the figures and names the German text carries. An unknown code,
 * or a text whose figures cannot be read, keeps the server's words: a German sentence beats a wrong one.
 */
import { PHASE_CODES } from "@bimprofile/contracts/codes"
import type { ErrorBody } from "@bimprofile/contracts/errors/error-body"
import { currentLocale, DEFAULT_LOCALE, t } from "./i18n"

/** The server's entity words (contracts' domain errors, query-service) → our entity keys. */
const ENTITY_WORDS: Record<string, string> = {
  Projekt: "project",
  Phase: "phase",
  Meilenstein: "milestone",
  Prozess: "process",
  Aktivität: "activity",
  Rolle: "role",
  Fachklasse: "element_class",
  Benutzer: "user",
  Organisation: "organisation",
  Fachklassentyp: "element_type",
  Merkmal: "property",
  Werteliste: "value_list",
  // The catalogue lists' words are in its namespace (loaded with its pages).
  Gruppenliste: "catalogue:lists.entities.group_list",
  Klassifikation: "catalogue:lists.entities.classification",
  Materialliste: "catalogue:lists.entities.material_list",
  Merkmalsgruppe: "catalogue:lists.entities.property_set",
}
const entityWord = (entity: string) => t(entity.includes(":") ? entity : `entities.${entity}`)
/** The catalogue lists' name fields (contracts' list-kinds.ts) and their items' keys. */
const LIST_NAME_FIELDS: Record<string, string> = { grl_name: "group_list", cls_name: "classification", mtl_name: "material_list", pst_name: "property_set" }
const ITEM_KEY_FIELDS: Record<string, string> = { gri_name: "group_list", cli_code: "classification", mti_name: "material_list", psp_name: "property_set" }
const NAME_FIELDS = ["rop_name", "mst_name", "prc_name", "act_name", "elc_name"] as const

/** Fixed sentences of the server, whatever their code (the project owner and the copy selection). */
const SENTENCES: Record<string, string> = {
  "Wählen Sie eine Organisation aus.": "serverErrors.selectOrganisation",
  "Die Organisation wurde nicht gefunden.": "serverErrors.organisationNotFound",
  "Sie dürfen in dieser Organisation keine Projekte anlegen.": "serverErrors.noCreateRight",
  "Phase des Quellprojekts nicht gefunden.": "serverErrors.phaseNotInSource",
  // The property copy wizard (POST /1.2/profile/properties/copy) gives properties to the classes of one project.
  "Die Fachklassen gehören zu verschiedenen Projekten: Merkmale werden den Fachklassen eines Projekts gegeben.": "serverErrors.classesOfProjects",
}

/** A phase's German name (as the server words it) in the user's language. */
const phaseWord = (name: string) => {
  const code = PHASE_CODES.find((phase) => phase.name === name)?.code
  return code ? t(`phases.${code}`) : name
}

/** An entity word is written as it stands mid-sentence ("value list"); at the start of a sentence it is capitalised. */
const sentence = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)

type Wording = (message: string, details: Readonly<Record<string, string>>) => string | undefined

const firstNumber = (message: string) => message.match(/\d+/)?.[0]
const quotedName = (message: string) => message.match(/«(.+?)»/)?.[1]
const withNumber = (key: string, variable: string): Wording => (message) => {
  const value = firstNumber(message)
  return value === undefined ? undefined : t(key, { [variable]: Number(value) })
}
const fixed = (key: string): Wording => () => t(key)

const WORDINGS: Record<string, Wording> = {
  NOT_FOUND: (message) => {
    const match = message.match(/^(\S+) mit der Id (\d+) wurde nicht gefunden\.$/)
    const entity = match && ENTITY_WORDS[match[1]!]
    return entity ? sentence(t("serverErrors.notFound", { what: entityWord(entity), id: Number(match[2]) })) : t("serverErrors.notFoundAny")
  },
  FOREIGN_ENTITY: (message) => {
    const match = message.match(/^(\S+) (\d+) gehört nicht zu diesem Projekt\.$/)
    const entity = match && ENTITY_WORDS[match[1]!]
    if (entity) return sentence(t("serverErrors.foreignEntity", { what: entityWord(entity), id: Number(match[2]) }))
    // A body naming something unknown, or in a project the caller may not read (the same answer).
    const unknown = message.match(/^(\S+) (\d+) existiert nicht\.$/)
    const unknownEntity = unknown && ENTITY_WORDS[unknown[1]!]
    if (unknownEntity) return sentence(t("serverErrors.unknownEntity", { what: entityWord(unknownEntity), id: Number(unknown[2]) }))
    // The copy selection names what its source no longer holds there.
    const process = message.match(/^Prozess (\d+) gehört nicht zum Meilenstein «(.+)» des Quellprojekts\.$/)
    if (process) return t("serverErrors.processNotInSource", { id: Number(process[1]), name: process[2] })
    const milestone = message.match(/^Meilenstein (\d+) gehört nicht zur Phase (.+) des Quellprojekts\.$/)
    return milestone ? t("serverErrors.milestoneNotInSource", { id: Number(milestone[1]), phase: phaseWord(milestone[2]!) }) : undefined
  },
  VALIDATION: (message) => {
    const phase = message.match(/^Die Phase «(.+)» ist mehrfach ausgewählt\.$/)
    if (phase) return t("serverErrors.phaseChosenTwice", { name: phaseWord(phase[1]!) })
    const twice = message.match(/^(?:Der|Die) (\S+) (\d+) ist mehrfach ausgewählt\.$/)
    const entity = twice && ENTITY_WORDS[twice[1]!]
    return entity ? t("serverErrors.chosenTwice", { what: entityWord(entity), id: Number(twice[2]) }) : undefined
  },
  NAME_TAKEN: (message, details) => {
    const field = NAME_FIELDS.find((name) => name in details)
    const name = quotedName(message)
    const list = Object.keys(details).find((key) => key in LIST_NAME_FIELDS)
    if (list && name !== undefined) return t("catalogue:lists.server.listNameTaken", { what: t(`catalogue:lists.entities.${LIST_NAME_FIELDS[list]}`), name })
    const item = Object.keys(details).find((key) => key in ITEM_KEY_FIELDS)
    if (item && name !== undefined)
      return t(item === "cli_code" ? "catalogue:lists.server.codeTaken" : "catalogue:lists.server.itemNameTaken", { what: t(`catalogue:lists.entities.${ITEM_KEY_FIELDS[item]}`), name })
    return field && name !== undefined ? t(`serverErrors.nameTaken.${field}`, { name }) : undefined
  },
  PHA_EXISTS: (message) => {
    const name = quotedName(message)
    return name === undefined ? undefined : t("serverErrors.phaseExists", { name })
  },
  ROLE_LINKED: withNumber("serverErrors.roleLinked", "count"),
  ELC_HAS_CHILDREN: withNumber("serverErrors.elementClassHasChildren", "count"),
  ELC_PARENT_CYCLE: fixed("serverErrors.elementClassParentCycle"),
  // "solange ein Eintrag unter ihm steht" carries no figure: one.
  ITEM_HAS_CHILDREN: (message) => t("catalogue:lists.server.itemHasChildren", { count: Number(firstNumber(message) ?? 1) }),
  ITEM_PARENT_CYCLE: fixed("catalogue:lists.server.itemParentCycle"),
  MST_NOT_EMPTY: withNumber("serverErrors.milestoneNotEmpty", "count"),
  PHA_NOT_EMPTY: withNumber("serverErrors.phaseNotEmpty", "count"),
  ORG_HAS_PROJECTS: withNumber("serverErrors.organisationHasProjects", "count"),
  PRO_DELETED: withNumber("serverErrors.projectDeleted", "id"),
  USR_DELETED: withNumber("serverErrors.userDeleted", "id"),
  ORG_DELETED: withNumber("serverErrors.organisationDeleted", "id"),
  NOT_MEMBER: withNumber("serverErrors.notMember", "id"),
  CONFLICT: fixed("serverErrors.conflict"),
  USR_EMAIL_TAKEN: fixed("serverErrors.emailTaken"),
  ORG_NEEDS_ADMIN: fixed("serverErrors.organisationNeedsAdmin"),
  ORG_PERSONAL: fixed("serverErrors.personalOrganisation"),
  OWN_APP_ADMIN: fixed("serverErrors.ownAppAdmin"),
  // The versions page's own words (its namespace is loaded with the project frame).
  NOTHING_TO_PUBLISH: withNumber("versions:server.nothingToPublish", "number"),
}

/** The body's message for the user: the server's German for de-CH, else worded from code and details. */
export const serverMessage = (body: Pick<ErrorBody, "message" | "internal_code" | "details">): string => {
  if (currentLocale() === DEFAULT_LOCALE) return body.message
  const sentence = SENTENCES[body.message]
  if (sentence) return t(sentence)
  const wording = WORDINGS[body.internal_code]
  const details = body.details && typeof body.details === "object" ? (body.details as Record<string, string>) : {}
  return wording?.(body.message, details) ?? body.message
}
