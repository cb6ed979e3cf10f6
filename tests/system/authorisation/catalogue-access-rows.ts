/** @module The authorisation matrix's rows of the data catalogue: its items in P, a class's properties, a list's values, and the IFC pickers. */
import { unique } from "../../support/profile-fixtures"
import { itemBody, LIST_KINDS, type ListKind, listKinds, newList, newListItem } from "../../support/list-fixtures"
import { containsId, contentRows, created, fixed, HIDDEN, HIDDEN_REFERENCE, naming, one, projectReaders, projectWriters, signedIn, type Row } from "./access-cases"
import type { World } from "./world"

/** A requirement of its own (by its IFC entity, so an activity may have any number). */
const requirementBody = (activityId: number) => ({
  req_act_id: activityId,
  req_name: unique("Anforderung"),
  req_applicability: [{ facet: "entity", name: { simple: "IFCWALL" }, predefined_type: null }],
})

/** A catalogue list kind's rows: its lists like any content of P, its items changed by P's writers (a fresh item each time). */
/** A small IDS 1.0 file with a specification of its own name. */
const idsFile = () =>
  `<?xml version="1.0" encoding="UTF-8"?><ids xmlns="http://standards.buildingsmart.org/IDS"><info><title>Matrix</title></info><specifications>` +
  `<specification name="${unique("Spezifikation")}" ifcVersion="IFC4"><applicability minOccurs="1" maxOccurs="unbounded"><entity><name><simpleValue>IFCWALL</simpleValue></name></entity></applicability></specification>` +
  `</specifications></ids>`

/** A small PDF of its own (a new hash each time). */
const pdfFile = () => `%PDF-1.4\n% ${unique("Plan")}\n%%EOF\n`
/** A new document of P, uploaded by its owner. */
const freshDocument = async (w: World) => {
  const answer = await w.owner.call("POST", `/1.2/profile/documents?doc_pro_id=${w.project.pro_id}&doc_name=Entwurf`, pdfFile(), { "Content-Type": "application/pdf" })
  if (answer.status !== 201) throw new Error(`setup failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.doc_id as number
}

const listRows = (kind: ListKind): Row[] => {
  const { prefix, itemPrefix, path } = listKinds[kind]
  const base = `/1.2/profile/${path}`
  const freshItem = async (w: World) => {
    const listId = w.project.listIds[kind]
    const itemId = await newListItem(w.owner, kind, listId)
    return { listId, itemId }
  }
  return [
    ...contentRows(base, {
      id: (w) => w.project.listIds[kind],
      listQuery: (w) => `${prefix}_pro_id=${w.project.pro_id}`,
      create: (_, projectId) => ({ [`${prefix}_pro_id`]: projectId, [`${prefix}_name`]: unique("Liste") }),
      patch: () => ({ [`${prefix}_desc`]: unique("Beschreibung") }),
      fresh: (w) => newList(w.owner, kind, w.project.pro_id),
    }),
    ...(kind === "classification"
      ? [
          {
            method: "post", path: `${base}/{id}/items/upload`,
            cases: [one("a file to a system of P", projectWriters, (w) => naming(w.project.listIds[kind], (id) => ({ url: `${base}/${id}/items/upload`, body: "code,name\nX,Y\n", headers: { "Content-Type": "text/csv" } })), HIDDEN)],
          } as Row,
        ]
      : []),
    { method: "post", path: `${base}/{id}/items`, cases: [one("to a list of P", projectWriters, (w) => naming(w.project.listIds[kind], (id) => ({ url: `${base}/${id}/items`, body: itemBody(kind) })), HIDDEN)] },
    {
      method: "patch", path: `${base}/{id}/items/{${itemPrefix}_id}`,
      cases: [one("a fresh item of P", projectWriters, async (w) => {
        const { listId, itemId } = await freshItem(w)
        return naming(listId, (id) => ({ url: `${base}/${id}/items/${itemId}`, body: { [`${itemPrefix}_desc`]: unique("Beschreibung") } }))
      }, HIDDEN)],
    },
    {
      method: "delete", path: `${base}/{id}/items/{${itemPrefix}_id}`,
      cases: [one("a fresh item of P", projectWriters, async (w) => {
        const { listId, itemId } = await freshItem(w)
        return naming(listId, (id) => ({ url: `${base}/${id}/items/${itemId}` }))
      }, HIDDEN)],
    },
  ]
}

/** The properties of an owner of P (a class or a type): read with the project, assigned and removed by its writers. */
const assignmentRows = (path: string, what: string, ownerId: (w: World) => number): Row[] => {
  const base = `/1.2/profile/${path}`
  const freshProperty = (w: World) => created(w.owner.post("/1.2/profile/properties", { pty_pro_id: w.project.pro_id, pty_name: unique("Zuordnung") }), "pty_id")
  return [
    { method: "get", path: `${base}/{id}/properties`, cases: [one(`of ${what} of P`, projectReaders, (w) => naming(ownerId(w), (id) => ({ url: `${base}/${id}/properties` })), HIDDEN)] },
    {
      method: "post", path: `${base}/{id}/properties`,
      cases: [one(`a fresh property to ${what} of P`, projectWriters, async (w) => {
        const propertyId = await freshProperty(w)
        return naming(ownerId(w), (id) => ({ url: `${base}/${id}/properties`, body: { pty_id: propertyId } }))
      }, HIDDEN)],
    },
    {
      method: "delete", path: `${base}/{id}/properties/{pty_id}`,
      cases: [one("a fresh assignment in P", projectWriters, async (w) => {
        const propertyId = await freshProperty(w)
        await created(w.owner.post(`${base}/${ownerId(w)}/properties`, { pty_id: propertyId }), "pty_id")
        return naming(ownerId(w), (id) => ({ url: `${base}/${id}/properties/${propertyId}` }))
      }, HIDDEN)],
    },
  ]
}

/** Instantiating an item of the reference project in a project that inherits it, and the property copy wizard: its writers may. */
const instantiateRows: Row[] = [
  {
    method: "post", path: "/1.2/profile/properties/copy",
    cases: [one("a reference property to a class of a project from the reference", projectWriters, async (w) => {
      const elementClass = await created(w.owner.post("/1.2/profile/element_classes", { elc_pro_id: w.inheriting.pro_id, elc_name: unique("Empfänger") }), "elc_id")
      return naming(elementClass, (id) => ({ url: "/1.2/profile/properties/copy", body: { pty_ids: [w.inheriting.referencePropertyId], elc_ids: [id] } }))
    }, HIDDEN_REFERENCE)],
  },
  {
    method: "post", path: "/1.2/profile/element_classes/{id}/instantiate",
    cases: [one("a reference class into a project from the reference", projectWriters, (w) => naming(w.inheriting.referenceClassId, (id) => ({ url: `/1.2/profile/element_classes/${id}/instantiate`, body: { elc_pro_id: w.inheriting.pro_id } })))],
  },
  {
    method: "post", path: "/1.2/profile/properties/{id}/instantiate",
    cases: [one("a reference property into a project from the reference", projectWriters, (w) => naming(w.inheriting.referencePropertyId, (id) => ({ url: `/1.2/profile/properties/${id}/instantiate`, body: { pty_pro_id: w.inheriting.pro_id } })))],
  },
]

export const catalogueAccessRows: readonly Row[] = [
  ...LIST_KINDS.flatMap(listRows),
  ...instantiateRows,
  // The IFC pickers: the shipped IFC knowledge, the same for everyone signed in.
  { method: "get", path: "/1.2/profile/ifc/entities", cases: [one("", signedIn, fixed("/1.2/profile/ifc/entities?ifc_version=IFC4&q=wall"))] },
  { method: "get", path: "/1.2/profile/ifc/property_sets", cases: [one("", signedIn, fixed("/1.2/profile/ifc/property_sets?ifc_version=IFC4&entity=IfcWall"))] },
  { method: "get", path: "/1.2/profile/ifc/properties", cases: [one("", signedIn, fixed("/1.2/profile/ifc/properties?ifc_version=IFC4&pset=Pset_WallCommon"))] },
  ...contentRows("/1.2/profile/element_classes", {
    id: (w) => w.project.elementClassId,
    listQuery: (w) => `elc_pro_id=${w.project.pro_id}`,
    create: (_, projectId) => ({ elc_pro_id: projectId, elc_name: unique("Fachklasse") }),
    patch: () => ({ elc_desc: unique("Beschreibung") }),
    fresh: (w) => created(w.owner.post("/1.2/profile/element_classes", { elc_pro_id: w.project.pro_id, elc_name: unique("Weg") }), "elc_id"),
  }),
  ...contentRows("/1.2/profile/element_types", {
    id: (w) => w.project.elementTypeId,
    listQuery: (w) => `elt_pro_id=${w.project.pro_id}`,
    create: (_, projectId) => ({ elt_pro_id: projectId, elt_name: unique("Fachklassentyp") }),
    patch: () => ({ elt_desc: unique("Beschreibung") }),
    fresh: (w) => created(w.owner.post("/1.2/profile/element_types", { elt_pro_id: w.project.pro_id, elt_name: unique("Weg") }), "elt_id"),
  }),
  ...contentRows("/1.2/profile/properties", {
    id: (w) => w.project.propertyId,
    listQuery: (w) => `pty_pro_id=${w.project.pro_id}`,
    create: (_, projectId) => ({ pty_pro_id: projectId, pty_name: unique("Merkmal") }),
    patch: () => ({ pty_desc: unique("Beschreibung") }),
    fresh: (w) => created(w.owner.post("/1.2/profile/properties", { pty_pro_id: w.project.pro_id, pty_name: unique("Weg") }), "pty_id"),
  }),
  ...contentRows("/1.2/profile/value_lists", {
    id: (w) => w.project.valueListId,
    listQuery: (w) => `vls_pro_id=${w.project.pro_id}`,
    create: (_, projectId) => ({ vls_pro_id: projectId, vls_name: unique("Werteliste") }),
    patch: () => ({ vls_desc: unique("Beschreibung") }),
    fresh: (w) => created(w.owner.post("/1.2/profile/value_lists", { vls_pro_id: w.project.pro_id, vls_name: unique("Weg") }), "vls_id"),
  }),
  // A list's values: changed by the project's writers (a fresh value each time).
  {
    method: "post", path: "/1.2/profile/value_lists/{id}/items",
    cases: [one("to the list of P", projectWriters, (w) => naming(w.project.valueListId, (id) => ({ url: `/1.2/profile/value_lists/${id}/items`, body: { vli_name: unique("Wert") } })), HIDDEN)],
  },
  {
    method: "patch", path: "/1.2/profile/value_lists/{id}/items/{vli_id}",
    cases: [
      one("a fresh value of P", projectWriters, async (w) => {
        const answer = await w.owner.post(`/1.2/profile/value_lists/${w.project.valueListId}/items`, { vli_name: unique("Wert") })
        if (answer.status !== 201) throw new Error(`setup failed: ${answer.status} ${JSON.stringify(answer.body)}`)
        const itemId = answer.body.vls_items.at(-1).vli_id
        return naming(w.project.valueListId, (id) => ({ url: `/1.2/profile/value_lists/${id}/items/${itemId}`, body: { vli_desc: unique("Beschreibung") } }))
      }, HIDDEN),
    ],
  },
  {
    method: "delete", path: "/1.2/profile/value_lists/{id}/items/{vli_id}",
    cases: [
      one("a fresh value of P", projectWriters, async (w) => {
        const answer = await w.owner.post(`/1.2/profile/value_lists/${w.project.valueListId}/items`, { vli_name: unique("Wert") })
        if (answer.status !== 201) throw new Error(`setup failed: ${answer.status} ${JSON.stringify(answer.body)}`)
        const itemId = answer.body.vls_items.at(-1).vli_id
        return naming(w.project.valueListId, (id) => ({ url: `/1.2/profile/value_lists/${id}/items/${itemId}` }))
      }, HIDDEN),
    ],
  },
  // An activity's requirements: like any content of P, created in its activity; the diff of two activities read by P's readers.
  ...contentRows("/1.2/profile/requirements", {
    id: (w) => w.project.requirementId,
    listQuery: (w) => `req_act_id=${w.project.activityId}`,
    parent: (w) => w.project.activityId,
    create: (_, activityId) => requirementBody(activityId),
    patch: () => ({ req_desc: unique("Beschreibung") }),
    fresh: (w) => created(w.owner.post("/1.2/profile/requirements", requirementBody(w.project.activityId)), "req_id"),
  }),
  {
    method: "get", path: "/1.2/profile/requirements/diff",
    cases: [one("of two activities of P", projectReaders, (w) => naming(w.project.activityId, (id) => ({ url: `/1.2/profile/requirements/diff?from_act_id=${id}&to_act_id=${id}` })), HIDDEN)],
  },
  // A project's documents: read with the project, uploaded and removed by its writers.
  {
    method: "get", path: "/1.2/profile/documents",
    cases: [one("of P", signedIn, fixed("/1.2/profile/documents"), { sees: projectReaders, shows: containsId("doc_id", (w) => w.project.documentId) })],
  },
  {
    method: "get", path: "/1.2/profile/documents/{id}",
    cases: [one("of P", projectReaders, (w) => naming(w.project.documentId, (id) => ({ url: `/1.2/profile/documents/${id}` })), HIDDEN)],
  },
  {
    method: "get", path: "/1.2/profile/documents/{id}/content",
    cases: [one("of P", projectReaders, (w) => naming(w.project.documentId, (id) => ({ url: `/1.2/profile/documents/${id}/content` })), HIDDEN)],
  },
  {
    method: "post", path: "/1.2/profile/documents",
    cases: [
      one("into P", projectWriters, (w) => naming(w.project.pro_id, (id) => ({ url: `/1.2/profile/documents?doc_pro_id=${id}&doc_name=Plan`, body: pdfFile(), headers: { "Content-Type": "application/pdf" } })), HIDDEN),
    ],
  },
  {
    method: "delete", path: "/1.2/profile/documents/{id}",
    cases: [one("a fresh one of P", projectWriters, async (w) => naming(await freshDocument(w), (id) => ({ url: `/1.2/profile/documents/${id}` })), HIDDEN)],
  },
  // The export page's export: whoever reads P exports it, and the job keeps the file as a document of P.
  {
    method: "post", path: "/1.2/profile/exports",
    cases: [one("of P", projectReaders, (w) => ({ url: "/1.2/profile/exports", body: { exp_pro_id: w.project.pro_id, exp_scope: "project", exp_format: "report_xlsx" } }))],
  },
  // An activity's IDS file and its check: read with the project; an import writes the activity's requirements.
  {
    method: "get", path: "/1.2/profile/activities/{id}/ids",
    cases: [one("of an activity of P", projectReaders, (w) => naming(w.project.activityId, (id) => ({ url: `/1.2/profile/activities/${id}/ids` })), HIDDEN)],
  },
  {
    method: "get", path: "/1.2/profile/activities/{id}/ids/check",
    cases: [one("of an activity of P", projectReaders, (w) => naming(w.project.activityId, (id) => ({ url: `/1.2/profile/activities/${id}/ids/check` })), HIDDEN)],
  },
  // Reports: read with the project; a project's as its own GET, a process's as the process's.
  ...(["pdf", "xlsx"] as const).flatMap((format): Row[] => [
    { method: "get", path: `/1.2/profile/projects/{id}/report.${format}`, cases: [one("of P", projectReaders, (w) => ({ url: `/1.2/profile/projects/${w.project.pro_id}/report.${format}` }))] },
    {
      method: "get", path: `/1.2/profile/processes/{id}/report.${format}`,
      cases: [one("of a process of P", projectReaders, (w) => naming(w.project.processId, (id) => ({ url: `/1.2/profile/processes/${id}/report.${format}` })), HIDDEN)],
    },
  ]),
  {
    method: "get", path: "/1.2/profile/processes/{id}/ids",
    cases: [one("of a process of P", projectReaders, (w) => naming(w.project.processId, (id) => ({ url: `/1.2/profile/processes/${id}/ids` })), HIDDEN)],
  },
  {
    method: "get", path: "/1.2/profile/projects/{id}/ids",
    // As the project's own GET: the default refusal of a project one may not read.
    cases: [one("of P", projectReaders, (w) => ({ url: `/1.2/profile/projects/${w.project.pro_id}/ids` }))],
  },
  {
    method: "get", path: "/1.2/profile/projects/{id}/profile.xlsx",
    // The Excel profile: as the project's own GET.
    cases: [one("of P", projectReaders, (w) => ({ url: `/1.2/profile/projects/${w.project.pro_id}/profile.xlsx` }))],
  },
  {
    method: "post", path: "/1.2/profile/activities/{id}/ids",
    cases: [one("an IDS file into an activity of P", projectWriters, (w) => naming(w.project.activityId, (id) => ({ url: `/1.2/profile/activities/${id}/ids`, body: idsFile(), headers: { "Content-Type": "application/xml" } })), HIDDEN)],
  },
  {
    method: "post", path: "/1.2/profile/projects/{id}/bsdd",
    cases: [one("a bSDD dictionary into P", projectWriters, (w) => naming(w.project.pro_id, (id) => ({ url: `/1.2/profile/projects/${id}/bsdd`, body: { OrganizationCode: "o", DictionaryCode: "d", DictionaryVersion: "1", Properties: [{ Code: "p", Name: unique("Merkmal") }] }, headers: { "Content-Type": "application/json" } })), HIDDEN)],
  },
  {
    method: "post", path: "/1.2/profile/projects/{id}/profile.xlsx",
    // An empty zip passes the upload's check (its job then fails for the layout): the job is created, 201.
    cases: [one("an Excel profile into P", projectWriters, (w) => naming(w.project.pro_id, (id) => ({ url: `/1.2/profile/projects/${id}/profile.xlsx`, body: `PK\u0005\u0006${"\u0000".repeat(18)}`, headers: { "Content-Type": "application/octet-stream" } })), HIDDEN)],
  },
  {
    method: "post", path: "/1.2/profile/projects/{id}/profile.xlsx/apply",
    // No import of the caller exists (400 once the rights are checked): who may reach that check is what is probed.
    cases: [one("an Excel profile's preview to P", projectWriters, (w) => naming(w.project.pro_id, (id) => ({ url: `/1.2/profile/projects/${id}/profile.xlsx/apply`, body: { job_id: 999_999_999 } })), { ...HIDDEN, status: 400 })],
  },
  // A class's and a type's properties: read with the project, assigned and removed by its writers (a fresh property each time).
  ...assignmentRows("element_classes", "a class", (w) => w.project.elementClassId),
  ...assignmentRows("element_types", "a type", (w) => w.project.elementTypeId),
]
