/**
 * A project's documents (issue 10) on the running stack: a writer uploads a BIM execution plan, a drawings list
 * and a model; each is typed by its content, whatever its name or the Content-Type sent says; the list shows
 * them with size, hash and who added them; the download gives back the very bytes; the same file twice is kept
 * once; a file of no accepted type is refused (415), an empty one (400), keeping nothing; a blank name becomes
 * «Dokument»; a reader lists and downloads but cannot
 * upload or remove; an outsider sees none; a removed document is gone from the list and its download.
 */
import ExcelJS from "exceljs"
import JSZip from "jszip"
import { createHash } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { useMailingStack } from "../support/mailing-stack"
import { invitePerson, type Person } from "../support/people"
import { created, list } from "../support/profile-fixtures"

const { inbox, stack } = useMailingStack()

let projectId: number
let reader: Person
let outsider: Person

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")
const IFC = Buffer.from("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n")

const upload = (api: typeof stack.api, name: string, bytes: Buffer, contentType = "application/octet-stream", project = projectId) =>
  api.call("POST", `/1.2/profile/documents?doc_pro_id=${project}&doc_name=${encodeURIComponent(name)}`, new Uint8Array(bytes), { "Content-Type": contentType })

const download = async (api: typeof stack.api, id: number) => {
  const response = await fetch(`${api.baseUrl}/1.2/profile/documents/${id}/content`, { headers: { Authorization: `Bearer ${api.token}`, "X-Min-Position": String(api.position) } })
  return { status: response.status, type: response.headers.get("content-type"), disposition: response.headers.get("content-disposition"), bytes: Buffer.from(await response.arrayBuffer()) }
}

beforeAll(async () => {
  projectId = created(await stack.api.post("/1.2/profile/projects", { pro_name: `Dokumente ${Date.now()}` }), "project").pro_id
  reader = await invitePerson(stack.api, inbox, { name: "Leserin" })
  outsider = await invitePerson(stack.api, inbox, { name: "Aussen" })
  expect((await stack.api.post(`/1.2/profile/projects/${projectId}/permissions`, { usr_email: reader.email, roles: ["read"] })).status).toBeLessThan(300)
})

describe("a project's documents", () => {
  it("types uploads by their content, lists them and gives back the very bytes", async () => {
    const workbook = new ExcelJS.Workbook()
    workbook.addWorksheet("Planliste").addRow(["Plan", "Index"])
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer())
    const docxZip = new JSZip()
    docxZip.file("[Content_Types].xml", "<Types/>")
    docxZip.file("word/document.xml", "<w:document/>")
    const docx = Buffer.from(await docxZip.generateAsync({ type: "uint8array" }))
    const cases = [
      { name: "BIM-Abwicklungsplan", bytes: PDF, type: "application/pdf", sent: "application/octet-stream", file: "BIM-Abwicklungsplan.pdf" },
      // The name says Excel, the content is a PDF: the content decides.
      { name: "Planliste.xlsx", bytes: PDF, type: "application/pdf", sent: "application/vnd.ms-excel", file: "Planliste.xlsx" },
      { name: "Planliste", bytes: xlsx, type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", sent: "text/plain", file: "Planliste.xlsx" },
      { name: "AIA", bytes: docx, type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", sent: "application/octet-stream", file: "AIA.docx" },
      { name: "Koordinationsmodell", bytes: IFC, type: "application/x-step", sent: "application/octet-stream", file: "Koordinationsmodell.ifc" },
    ]
    for (const c of cases) {
      const answer = await upload(stack.api, c.name, c.bytes, c.sent)
      expect(answer.status, JSON.stringify(answer.body)).toBe(201)
      expect(answer.body).toMatchObject({ doc_pro_id: projectId, doc_name: c.name, doc_media_type: c.type, doc_size: c.bytes.length, doc_kind: "upload", doc_sha256: createHash("sha256").update(c.bytes).digest("hex") })
      const file = await download(stack.api, answer.body.doc_id)
      expect(file.status).toBe(200)
      expect(file.type).toBe(c.type)
      expect(file.disposition).toContain(`filename="${c.file}"`)
      expect(file.bytes.equals(c.bytes)).toBe(true)
    }
    const listed = await list(stack.api, `/1.2/profile/documents?doc_pro_id=${projectId}`)
    expect(listed.map((d) => d.doc_name)).toEqual(cases.map((c) => c.name))
    expect(listed[0]).toMatchObject({ doc_create_user: expect.any(String), doc_create_date: expect.any(String) })
  })

  it("keeps the same file once, however often it is uploaded", async () => {
    const bytes = Buffer.concat([PDF, Buffer.from(`% ${Date.now()}\n`)])
    const first = await upload(stack.api, "Einmal", bytes)
    const second = await upload(stack.api, "Zweimal", bytes)
    expect(second.body.doc_sha256).toBe(first.body.doc_sha256)
    expect((await download(stack.api, second.body.doc_id)).bytes.equals(bytes)).toBe(true)
  })

  it("refuses a file of no accepted type, an empty one and a missing name, keeping nothing", async () => {
    const before = (await list(stack.api, `/1.2/profile/documents?doc_pro_id=${projectId}`)).length
    const binary = await upload(stack.api, "Programm", Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff]))
    expect(binary.status).toBe(415)
    expect(binary.body.message).toContain("Dateityp")
    expect((await upload(stack.api, "Leer", Buffer.alloc(0))).status).toBe(400)
    const nameless = await stack.api.call("POST", `/1.2/profile/documents?doc_pro_id=${projectId}`, new Uint8Array(PDF), { "Content-Type": "application/pdf" })
    expect(nameless.status).toBe(400)
    expect(nameless.body.details.doc_name).toBeDefined()
    const longName = Buffer.concat([PDF, Buffer.from("% zu lang\n")])
    expect((await upload(stack.api, "x".repeat(201), longName)).status).toBe(400)
    // A blank name loses nothing: the document is called «Dokument».
    const blank = await upload(stack.api, "   ", Buffer.concat([PDF, Buffer.from("% ohne Namen\n")]))
    expect(blank.status).toBe(201)
    expect(blank.body.doc_name).toBe("Dokument")
    expect((await stack.api.delete(`/1.2/profile/documents/${blank.body.doc_id}`)).status).toBe(200)
    // Nothing of a refused upload is kept: its bytes neither.
    const hash = createHash("sha256").update(longName).digest("hex")
    expect(await stack.stack.db.sql.query("SELECT sha256 FROM blobs WHERE sha256 = $1", [hash])).toEqual([])
    expect(await list(stack.api, `/1.2/profile/documents?doc_pro_id=${projectId}`)).toHaveLength(before)
  })

  it("lets a reader list and download but not upload or remove; an outsider sees nothing", async () => {
    const document = (await list(stack.api, `/1.2/profile/documents?doc_pro_id=${projectId}`))[0]
    reader.api.position = Math.max(reader.api.position, stack.api.position)
    expect((await list(reader.api, `/1.2/profile/documents?doc_pro_id=${projectId}`)).length).toBeGreaterThan(0)
    expect((await download(reader.api, document.doc_id)).status).toBe(200)
    expect((await upload(reader.api, "Leserin lädt", PDF)).status).toBe(401)
    expect((await reader.api.delete(`/1.2/profile/documents/${document.doc_id}`)).status).toBe(401)
    outsider.api.position = Math.max(outsider.api.position, stack.api.position)
    expect(await list(outsider.api, `/1.2/profile/documents?doc_pro_id=${projectId}`)).toEqual([])
    expect((await download(outsider.api, document.doc_id)).status).toBe(404)
    expect((await upload(outsider.api, "Fremd", PDF)).status).toBe(404)
  })

  it("removes a document from the list and its download", async () => {
    const document = created(await upload(stack.api, "Entwurf", Buffer.concat([PDF, Buffer.from("% Entwurf\n")])), "document")
    const removed = await stack.api.delete(`/1.2/profile/documents/${document.doc_id}`)
    expect(removed.status).toBe(200)
    expect((await list(stack.api, `/1.2/profile/documents?doc_pro_id=${projectId}`)).map((d) => d.doc_id)).not.toContain(document.doc_id)
    expect((await download(stack.api, document.doc_id)).status).toBe(404)
    expect((await stack.api.delete(`/1.2/profile/documents/${document.doc_id}`)).status).toBe(404)
  })
})
