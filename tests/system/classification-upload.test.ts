/**
 * The classification upload against the running stack (issue 9): a CSV or XLSX file as the body of
 * POST …/classifications/{id}/items/upload starts a job that reads the whole file, then adds new codes and
 * changes known ones in one command; a malformed file fails the job with the line and the reason and
 * stores nothing; a retry runs the same file again; the caller must be allowed to write the project.
 */
import ExcelJS from "exceljs"
import { beforeAll, describe, expect, it } from "vitest"
import { newList } from "../support/list-fixtures"
import { invitePerson, type Person } from "../support/people"
import { expectProblem, newProject, one } from "../support/profile-fixtures"
import { finishedJob } from "../support/jobs"
import { useMailingStack } from "../support/mailing-stack"
import { type ApiClient } from "../support/stack"

const { inbox, stack } = useMailingStack()
let reader: Person

beforeAll(async () => {
  reader = await invitePerson(stack.api, inbox, { name: "Leserin" })
})

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

const upload = async (api: ApiClient, listId: number, body: Uint8Array | string, type: string) => {
  const response = await fetch(`${stack.baseUrl}/1.2/profile/classifications/${listId}/items/upload`, {
    method: "POST",
    headers: { Authorization: `Bearer ${api.token}`, "Content-Type": type },
    body: typeof body === "string" ? body : Buffer.from(body),
  })
  return { status: response.status, body: await response.json() }
}

const finished = (jobId: number) => finishedJob(stack.api, jobId)

const codesOf = async (listId: number) => (await one(stack.api, `/1.2/profile/classifications/${listId}`)).cls_items.map((item: any) => [item.cli_code, item.cli_name, item.cli_parent_id])

describe("classification upload", () => {
  it("a semicolon CSV of 3,000 rows adds every code under its parent; the same file again changes nothing; a changed name is changed", async () => {
    const project = await newProject(stack.api)
    const listId = await newList(stack.api, "classification", project.pro_id, "eBKP-H")
    const lines = ["code;name;long_name;description;parent_code", "C;Konstruktion Gebäude;;;"]
    for (let i = 1; i < 3_000; i++) lines.push(`C${String(i).padStart(4, "0")};Eintrag ${i};;Beschreibung ${i};C`)
    const csv = lines.join("\r\n")
    const started = await upload(stack.api, listId, `\uFEFF${csv}`, "text/csv")
    expect(started.status, JSON.stringify(started.body)).toBe(201)
    const job = await finished(started.body.job_id)
    expect(job).toMatchObject({ job_state: "completed", job_kind: "list-upload", job_result: { rows: 3_000, added: 3_000, changed: 0 } })
    const read = await one(stack.api, `/1.2/profile/classifications/${listId}`)
    expect(read.cls_item_count).toBe(3_000)
    const top = read.cls_items[0]
    expect(top).toMatchObject({ cli_code: "C", cli_name: "Konstruktion Gebäude", cli_parent_id: null })
    expect(read.cls_items[2_999]).toMatchObject({ cli_code: "C2999", cli_desc: "Beschreibung 2999", cli_parent_id: top.cli_id, cli_long_name: null })

    expect((await finished((await upload(stack.api, listId, csv, "text/csv")).body.job_id)).job_result).toEqual({ rows: 3_000, added: 0, changed: 0 })
    const renamed = (await finished((await upload(stack.api, listId, "code,name\nC0001,Neuer Name\n", "text/csv; charset=utf-8")).body.job_id)).job_result
    expect(renamed).toEqual({ rows: 1, added: 0, changed: 1 })
    expect((await one(stack.api, `/1.2/profile/classifications/${listId}`)).cls_items[1]).toMatchObject({ cli_code: "C0001", cli_name: "Neuer Name", cli_desc: "Beschreibung 1" })
  })

  it("an XLSX workbook: its first sheet, numbers as codes", async () => {
    const project = await newProject(stack.api)
    const listId = await newList(stack.api, "classification", project.pro_id, "NPK")
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet("NPK")
    sheet.addRow(["code", "name", "parent_code"])
    sheet.addRow([100, "Baustelleneinrichtung", null])
    sheet.addRow([111, "Regiearbeiten", 100])
    const job = await finished((await upload(stack.api, listId, new Uint8Array(await workbook.xlsx.writeBuffer()), XLSX)).body.job_id)
    expect(job.job_result).toEqual({ rows: 2, added: 2, changed: 0 })
    const [first, second] = await codesOf(listId)
    expect(first).toEqual(["100", "Baustelleneinrichtung", null])
    expect(second[0]).toBe("111")
  })

  it("a malformed file fails with the line and the reason, stores nothing, and fails again on retry", async () => {
    const project = await newProject(stack.api)
    const listId = await newList(stack.api, "classification", project.pro_id, "Fehlerhaft")
    const cases: [string | Uint8Array, string, string][] = [
      ["code,name,parent_code\nA,Eins,\nB,Zwei,A\na,Drei,\n", "text/csv", "Zeile 4: Der Code «a» kommt in der Datei doppelt vor (auch Zeile 2)."],
      ["code,name,parent_code\nA,Eins,\nB,Zwei,Z\n", "text/csv", "Zeile 3: Der übergeordnete Code «Z» existiert weder in der Datei noch in der Klassifikation."],
      ["code,titel\nA,Eins\n", "text/csv", "Zeile 1: Unbekannte Spalte «titel». Erwartet wird die Kopfzeile code,name,long_name,description,parent_code."],
      [new Uint8Array(Buffer.from("code,name\nA,Zürich\n", "latin1")), "text/csv", "Die Datei ist nicht UTF-8-kodiert. Speichern Sie sie in Excel als «CSV UTF-8 (durch Trennzeichen getrennt)»."],
      ["code,name\nA,Eins\n", XLSX, "Die Datei ist keine lesbare Excel-Arbeitsmappe (XLSX)."],
    ]
    for (const [body, type, reason] of cases) {
      const started = await upload(stack.api, listId, body, type)
      expect(started.status).toBe(201)
      const job = await finished(started.body.job_id)
      expect(job, reason).toMatchObject({ job_state: "failed", job_error: reason })
    }
    expect(await codesOf(listId)).toEqual([])
    const failedJob = (await upload(stack.api, listId, "code,name\nA,Eins\nA,Zwei\n", "text/csv")).body.job_id
    await finished(failedJob)
    expect((await stack.api.post(`/1.2/profile/jobs/${failedJob}/retry`, {})).status).toBe(200)
    expect((await finished(failedJob)).job_state).toBe("failed")
    expect(await codesOf(listId)).toEqual([])
  })

  it("refuses another media type and a reader; an empty file fails its job; an unknown system is a missing one", async () => {
    const project = await newProject(stack.api)
    const listId = await newList(stack.api, "classification", project.pro_id, "Geschützt")
    const json = await upload(stack.api, listId, "{}", "application/json")
    expect(json.status).toBe(415)
    expect(json.body.internal_code).toBe("UNSUPPORTED_MEDIA_TYPE")
    expect(await finished((await upload(stack.api, listId, "", "text/csv")).body.job_id)).toMatchObject({ job_state: "failed", job_error: "Die Datei ist leer." })
    expect((await upload(stack.api, 987_654_321, "code,name\nA,B\n", "text/csv")).status).toBe(404)
    expect((await stack.api.post(`/1.2/profile/projects/${project.pro_id}/permissions`, { usr_email: reader.email, roles: ["read"] })).status).toBe(201)
    const refused = await upload(reader.api, listId, "code,name\nA,B\n", "text/csv")
    expect(refused.status).toBe(401)
    expect(refused.body.internal_code).toBe("AUTH_PRO")
    expectProblem(await stack.api.get(`/1.2/profile/classifications/${listId}/items/upload`), 405)
    // Not an item called "upload": the path's other methods are its 405 (POST only).
    const patched = await stack.api.patch(`/1.2/profile/classifications/${listId}/items/upload`, {})
    expectProblem(patched, 405)
    expect(patched.headers.get("allow")).toBe("POST")
  })
})
