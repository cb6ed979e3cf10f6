/** @module The endpoint catalogue's entries for the exports (IDS, the Excel profile, reports) and a project's documents (issue 10; docs/exports.md). */
import { Schema } from "effect"
import { DOCUMENT_MEDIA_TYPE_LIST } from "../documents/document-media-types"
import { DocumentAnswer, DocumentDto } from "../dto/document-dto"
import { IdsCheckDto } from "../dto/ids-check-dto"
import { IdsImportAnswer } from "../dto/ids-import-dto"
import { IFC_VERSIONS } from "../ifc/ifc-versions"
import { choice, type Endpoint, id, READ_ERRORS, WRITE_ERRORS } from "./endpoint-kit"

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
]
