/** @module The endpoint catalogue's entries for the exports (IDS, the Excel profile, reports), a project's documents (issue 10; docs/exports.md) and its timeline (issue 11). */
import { Schema } from "effect"
import { DOCUMENT_MEDIA_TYPE_LIST, DOCUMENT_MEDIA_TYPES } from "../documents/document-media-types"
import { DocumentAnswer, DocumentDto } from "../dto/document-dto"
import { ExportRequest } from "../dto/export-dto"
import { IdsCheckDto } from "../dto/ids-check-dto"
import { IdsImportAnswer } from "../dto/ids-import-dto"
import { ProfileImportApplyAnswer, ProfileImportApplyBody } from "../bodies/profile-import-bodies"
import { JobSubmitted } from "../dto/job-dto"
import { IFC_VERSIONS } from "../ifc/ifc-versions"
import { choice, type Endpoint, id, READ_ERRORS, WRITE_ERRORS } from "./endpoint-kit"
import { historyEndpoints } from "../history/history-endpoints"

/** The media types of an export's file: IDS, a zip of IDS files, the Excel profile and report, the PDF report. */
export const EXPORT_FILE_MEDIA_TYPES = [DOCUMENT_MEDIA_TYPES.xml, DOCUMENT_MEDIA_TYPES.ifcZip, DOCUMENT_MEDIA_TYPES.xlsx, DOCUMENT_MEDIA_TYPES.pdf] as const

export const exportEndpoints: readonly Endpoint[] = [
  {
    method: "get", path: "/1.2/profile/activities/{id}/ids", tag: "Exports", auth: true, answer: Schema.Unknown, media: ["application/xml"], status: 200, errors: [...READ_ERRORS, 409],
    summary:
      "The activity's requirements as one IDS 1.0 file (buildingSMART Information Delivery Specification; application/xml, Content-Disposition names <project id>_<process id>_<activity>.ids): info from the activity (title, copyright, version = the position in the project's history, description, author = the exporting user's e-mail, date, purpose = process and activity with provider → receiver, milestone), one specification per requirement — versions whose specification reads the same share one — with its applicability (the element class's IFC mapping as an upper-case entity, unless one is written) and its facets, catalogue properties written out with set, name, data type and their value list as an enumeration. Offered only when the official IDS 1.0 XSD accepts it (500 IDS_SCHEMA otherwise, never the file); 409 IDS_EMPTY for an activity without requirements. X-IDS-Valid: false when the check (…/ids/check) found IFC problems or left something out",
    query: [choice("ifc_version", IFC_VERSIONS, "Write the file for this IFC version (its entities and Psets) instead of each requirement's own versions (else the project's); another version than the project's may be incomplete.")],
  },
  ...(["processes", "projects"] as const).map((scope): Endpoint => ({
    method: "get", path: `/1.2/profile/${scope}/{id}/ids`, tag: "Exports", auth: true, answer: Schema.Unknown, media: ["application/zip"], status: 200, errors: [...READ_ERRORS, 409],
    summary: `A zip with one IDS 1.0 file per activity of the ${scope === "processes" ? "process" : "project"} that has requirements (as GET /1.2/profile/activities/{id}/ids writes it, each checked against the official XSD), in plan order; 409 IDS_EMPTY when no activity has requirements. X-IDS-Valid: false when a file's check found IFC problems or left something out`,
    query: [choice("ifc_version", IFC_VERSIONS, "As for an activity's file.")],
  })),
  {
    method: "get", path: "/1.2/profile/projects/{id}/profile.xlsx", tag: "Exports", auth: true, answer: Schema.Unknown, media: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"], status: 200, errors: READ_ERRORS,
    summary:
      "The project's profile as an Excel workbook (Content-Disposition names <project id>_Profil.xlsx): one sheet per view — processes under their phase and milestone; activities with provider and receiver role and their number of requirements; roles; requirements, one row per facet (applicability, then what is required: facet, set / name / attribute / system, value or restriction in words, data type, cardinality, instructions); the catalogue's element classes (IFC entity per version), properties (Pset.property per version, value list) and value lists with their values. Bold, frozen and filtered header rows; value lists as drop-downs. Sheet names and headers follow Accept-Language (de, fr, it, en; German by default). A project the reader may not read is answered as its GET",
  },
  {
    method: "post", path: "/1.2/profile/activities/{id}/ids", tag: "Exports", auth: true, upload: ["application/xml", "text/xml", "multipart/form-data"], answer: IdsImportAnswer, status: 201, errors: WRITE_ERRORS,
    summary:
      "Import an IDS 1.0 file (the body as application/xml, or a multipart form with one file; at most 50 MB) into the activity: each specification becomes a requirement exactly as written (facets, values, restrictions, cardinalities, instructions, IFC versions), the file's info is kept for the activity's IDS exports, and the catalogue learns its entities (element classes mapped to them) and properties (found by set and name, else made), each linked to its requirement. Exporting the activity again without ifc_version gives a file meaning the same. A file that is not IDS 1.0 (no XML, a DTD, what the official XSD refuses) is refused with 400 IDS_INVALID naming the line and the reason; nothing is stored",
  },
  {
    method: "post", path: "/1.2/profile/projects/{id}/profile.xlsx", tag: "Exports", auth: true, upload: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/octet-stream", "multipart/form-data"], answer: JobSubmitted, status: 201, errors: WRITE_ERRORS,
    summary:
      "Import an Excel profile (the layout GET …/profile.xlsx writes, its sheet names and headers in any of de, fr, it, en; the body as XLSX or application/octet-stream, or a multipart form with one file; at most 50 MB; writers of the project): starts a job profile-import (201 {job_id}) that reads the sheets Prozesse, Aktivitäten, Rollen, Fachklassen, Merkmale and Wertelisten (Anforderungen is not read) and compares them with the project. It stores nothing: its result is the preview — per kind (phases, milestones, processes, activities, roles, element_classes, properties, value_lists, list_values) the items added, changed (each field before → after) and removed (rows gone from a sheet), the problems {sheet, row, column, reason} (an unknown role or value list, a data type, a change of a reference project's item, a step the rules refuse), counts and a fingerprint. Items are found by name; a row at an item's place with another name renames it. An empty body or one that is no XLSX is 400; a workbook lacking a sheet or a column fails the job naming it",
  },
  {
    method: "post", path: "/1.2/profile/projects/{id}/profile.xlsx/apply", tag: "Exports", auth: true, body: ProfileImportApplyBody, answer: ProfileImportApplyAnswer, status: 200, errors: WRITE_ERRORS,
    summary:
      "Apply the preview of a completed profile-import job of this project (its starter, a writer of the project) as one command: everything it lists is added and changed, the removals only with remove: true; nothing is applied by halves. 409 PROFILE_IMPORT_CONFLICT when the project changed since the preview (read the workbook again), when the job has not completed or failed, or when a change needs a removal that was not confirmed; a job of another project or person is 400 FOREIGN_ENTITY",
  },
  {
    method: "get", path: "/1.2/profile/activities/{id}/ids/check", tag: "Exports", auth: true, answer: IdsCheckDto, status: 200, errors: READ_ERRORS,
    summary: "What the IDS export dialog shows before the file is offered: its name and IFC versions, the warning for a version other than the project's, the official XSD's findings (line and message), the IFC problems of the requirements in the versions written and what a version could not carry",
    query: [choice("ifc_version", IFC_VERSIONS, "As for …/ids.")],
  },
  ...(["projects", "processes"] as const).flatMap((scope): Endpoint[] => {
    const of = scope === "projects" ? "the project" : "the process (in its phase and milestone)"
    const name = scope === "projects" ? "<project id>_Bericht" : "<project id>_<process id>_Bericht"
    const refusal = scope === "projects" ? "a project the reader may not read is answered as its GET (401 AUTH_PRO)" : "a process in a project the reader may not read is answered as unknown (404)"
    const content = `a title page (project name, description, IFC version, date, organisation), the table of contents, then phases → milestones → processes → activities of ${of} with provider → receiver, and per activity its requirements (requirement, element class, applicability and facets in words, cardinality). Texts follow Accept-Language (de, fr, it, en; German by default; the file's word too: Bericht, Rapport, Rapporto, Report); ${refusal}`
    return [
      {
        method: "get", path: `/1.2/profile/${scope}/{id}/report.pdf`, tag: "Exports", auth: true, answer: Schema.Unknown, media: ["application/pdf"], status: 200, errors: [...READ_ERRORS, 503],
        summary: `The PDF report of ${of} (Content-Disposition names ${name}.pdf), printed by Chromium with page numbers: ${content}. 503 REPORT_UNAVAILABLE when the server cannot print PDFs (no Chromium, it does not start, or the report takes over a minute); the Excel report is then still available`,
      },
      {
        method: "get", path: `/1.2/profile/${scope}/{id}/report.xlsx`, tag: "Exports", auth: true, answer: Schema.Unknown, media: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"], status: 200, errors: READ_ERRORS,
        summary: `The Excel report of ${of} (Content-Disposition names ${name}.xlsx): the PDF report's content in sheets — overview, milestones, processes, activities (provider, receiver), requirements — with bold, frozen, filtered header rows. ${content.slice(content.indexOf("Texts follow"))}`,
      },
    ]
  }),
  {
    method: "post", path: "/1.2/profile/exports", tag: "Exports", auth: true, body: ExportRequest, answer: JobSubmitted, status: 201, errors: [400, 401, 404],
    summary:
      "Export the project's requirements (readers of the project may; kept as a document only for its writers): chosen activities, a process or the whole project as IDS 1.0 (one activity: its .ids file; more: a zip of those with requirements; exp_ifc_version writes them for one IFC version), the project's Excel profile, or the PDF or Excel report of a process or the project (texts in exp_language, else Accept-Language, else German). The scopes each format takes: ids all, profile_xlsx project, report_pdf and report_xlsx process or project; exp_act_ids goes with the scope activities only, exp_prc_id with process only, exp_ifc_version with ids only (else 400 VALIDATION naming the field); activities or a process of another project are 400 FOREIGN_ENTITY; an unknown project 404, one the caller may not read 401 AUTH_PRO. Starts a job (201 {job_id}; follow it with GET /1.2/profile/jobs/{id}): it builds the file from the read models, checks IDS files against the official XSD and IFC, and — when the caller may write the project, as an upload needs — keeps it as a document of the project (doc_kind export, the exporting user as creator, doc_as_of_position, doc_check). A reader's export is not kept: its job is the reader's alone (no job of the project) and completes with doc_id null and kept false; its file is downloaded from GET /1.2/profile/jobs/{id}/file. Its result: {doc_id, kept, file_name, media_type, size, sha256, position, checks (per IDS file), check (in words)}; a project without requirements for IDS, or a server without Chromium for a PDF, fails the job with the reason",
  },
  {
    method: "get", path: "/1.2/profile/documents", tag: "Documents", auth: true, answer: Schema.Array(DocumentDto), status: 200, errors: READ_ERRORS,
    summary: "The documents of the projects the reader may read (uploads and kept exports), by project and in the order they were added",
    query: [id("doc_pro_id", "Only this project's documents.")],
  },
  { method: "get", path: "/1.2/profile/documents/{id}", summary: "One document", tag: "Documents", auth: true, answer: DocumentDto, status: 200, errors: READ_ERRORS },
  {
    method: "get", path: "/1.2/profile/documents/{id}/content", tag: "Documents", auth: true, answer: Schema.Unknown, media: [...DOCUMENT_MEDIA_TYPE_LIST], status: 200, errors: READ_ERRORS,
    summary: "The document's file, as it was uploaded (its media type decided by its content; its name as the file name, with the type's extension when it has none)",
  },
  {
    method: "post", path: "/1.2/profile/documents", tag: "Documents", auth: true, upload: ["application/octet-stream"], answer: DocumentAnswer, status: 201, errors: WRITE_ERRORS,
    summary: "Upload a document into a project (writers of the project): the file as the body, at most 100 MB, sent as application/octet-stream or any type but application/json (415) — what it is, is decided by its content (PDF, XLSX, DOCX, PPTX, IFC, IFC-ZIP, IDS/XML, PNG, JPEG, text; others 415). The same file uploaded twice is kept once",
    query: [{ ...id("doc_pro_id", "The project."), required: true }, { name: "doc_name", type: "string", description: "The document's name (at most 200 characters; blank: «Dokument»).", required: true, maxLength: 200 }],
  },
  { method: "delete", path: "/1.2/profile/documents/{id}", summary: "Remove a document (writers of its project); its file stays in the project's history", tag: "Documents", auth: true, answer: Schema.Struct({ doc_id: Schema.Int, deleted: Schema.Boolean }), status: 200, errors: WRITE_ERRORS },
  ...historyEndpoints,
]
