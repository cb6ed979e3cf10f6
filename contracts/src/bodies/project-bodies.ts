import { Schema } from "effect"
import { IFC_SCHEMAS, PROJECT_TYPE_CODES } from "../codes"
import { documentedAs, entityLabels, Id, NameOf, OptionalText } from "./fields"

const ProjectName = NameOf(entityLabels.project)
/** Only the known codes: a free text would be stored and shown as it came. */
const ProjectTypeCode = Schema.Literals(PROJECT_TYPE_CODES)

/** An IFC version of the code list; the decider refuses another one after authorisation (the document names them). */
const IfcSchemaId = Id.check(documentedAs<number>({ enum: IFC_SCHEMAS.map((s) => s.id) }))

/**
 * A new project (create, copy) with pro_pers false names its organisation: the route refuses it otherwise
 * ('Wählen Sie eine Organisation aus.' at pro_org_id); the document states the rule.
 */
const newProjectNamesOrganisation = documentedAs<{ readonly pro_pers?: boolean; readonly pro_org_id?: number | null }>({
  anyOf: [{ properties: { pro_pers: { const: true } } }, { required: ["pro_org_id"], properties: { pro_org_id: { type: "integer" } } }],
})

export const CreateProjectBody = Schema.Struct({
  pro_name: ProjectName,
  pro_desc: OptionalText,
  pro_org_id: Schema.optionalKey(Schema.NullOr(Id)),
  pro_pers: Schema.optionalKey(Schema.Boolean),
  pro_isc_id: Schema.optionalKey(IfcSchemaId),
  pro_type_code: Schema.optionalKey(ProjectTypeCode),
  pro_access_all: Schema.optionalKey(Schema.Boolean),
}).check(newProjectNamesOrganisation)
export type CreateProjectBody = typeof CreateProjectBody.Type

export const PatchProjectBody = Schema.Struct({
  pro_name: Schema.optionalKey(ProjectName),
  pro_desc: OptionalText,
  pro_org_id: Schema.optionalKey(Schema.NullOr(Id)),
  pro_pers: Schema.optionalKey(Schema.Boolean),
  pro_isc_id: Schema.optionalKey(IfcSchemaId),
  pro_type_code: Schema.optionalKey(ProjectTypeCode),
  pro_access_all: Schema.optionalKey(Schema.Boolean),
})
export type PatchProjectBody = typeof PatchProjectBody.Type

/** Which processes of a milestone to copy; without `mst_prc_nested` all of them. */
const CopyMilestoneSelection = Schema.Struct({
  mst_id: Id,
  mst_prc_nested: Schema.optionalKey(Schema.Array(Schema.Struct({ prc_id: Id }))),
})
/** A phase of the source to copy (by id or code), and which of its milestones; without `pha_mst_nested` all of them. */
const CopyPhaseSelection = Schema.Struct({
  pha_id: Schema.optionalKey(Id),
  pha_phase_code_code: Schema.optionalKey(Schema.String),
  pha_mst_nested: Schema.optionalKey(Schema.Array(CopyMilestoneSelection)),
})

/**
 * Copy a project (also: create from the reference project or a template). Fields left out take the
 * defaults of spec §9 (pro_type_code "pro-usr", pro_access_all false); `pro_pha_nested` selects what to copy:
 * only the phases it lists, all phases, milestones and processes when absent or null. The route refuses an
 * entry that names nothing of the source, or a phase, milestone or process twice (400 at the entry's place).
 */
export const CopyProjectBody = Schema.Struct({
  pro_name: ProjectName,
  pro_desc: OptionalText,
  pro_pers: Schema.optionalKey(Schema.Boolean),
  pro_org_id: Schema.optionalKey(Schema.NullOr(Id)),
  pro_isc_id: Schema.optionalKey(IfcSchemaId),
  pro_pha_nested: Schema.optionalKey(
    Schema.NullOr(Schema.Array(CopyPhaseSelection)).annotate({
      description: "The phases to take over (a phase left out is not created), each with the milestones and those with the processes to take over; all when absent or null. Each entry names a phase, milestone or process of the source project, each at most once.",
    }),
  ),
  pro_type_code: Schema.optionalKey(ProjectTypeCode),
  pro_access_all: Schema.optionalKey(Schema.Boolean),
  pro_with_requirements: Schema.optionalKey(
    Schema.Boolean.annotate({
      description:
        "Whether the copied activities keep their requirements (default true). Made from a reference project, the element classes and properties they name come along as local copies; false: the project starts without requirements and inherits the whole catalogue.",
    }),
  ),
}).check(newProjectNamesOrganisation)
export type CopyProjectBody = typeof CopyProjectBody.Type
