/**
 * The project timeline and its audit export against the running stack (issue 11; docs/audit.md "Timeline"): who
 * changed what when, before → after; filters; cursor paging; an erased user; who may read it; the Excel and CSV
 * files; bad parameters.
 */
import { DELETED_USER_NAME } from "@bimprofile/contracts/access/roles"
import type { HistoryItem } from "@bimprofile/contracts/history/history-item"
import ExcelJS from "exceljs"
import { beforeAll, describe, expect, it } from "vitest"
import { useMailingStack } from "../support/mailing-stack"
import { invitePerson, type Person } from "../support/people"
import { adminDisplayName, newActivity, newMilestone, newProcess, newProject, newRole, type NewProject } from "../support/profile-fixtures"
import type { ApiClient } from "../support/stack"

const { inbox, stack } = useMailingStack()

let project: NewProject
let writer: Person
let reader: Person
let auditor: Person
let erased: Person
let adminName: string
let milestoneId: number
let roleId: number

/** Every client reads at least what any other wrote. */
const synced = (client: ApiClient) => {
  client.position = Math.max(stack.api.position, writer.api.position, erased.api.position, client.position)
  return client
}
const history = (client: ApiClient, query = "") => synced(client).get(`/1.2/profile/projects/${project.pro_id}/history${query ? `?${query}` : ""}`)
const grant = async (email: string, roles: string[]) => {
  const answer = await stack.api.post(`/1.2/profile/projects/${project.pro_id}/permissions`, { usr_email: email, roles })
  expect(answer.status, `grant ${roles}: ${JSON.stringify(answer.body)}`).toBe(201)
}
/** Every item, following the cursors from the first page on. */
const walk = async (query: string, limit: number) => {
  const items: HistoryItem[] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const answer = await history(auditor.api, `${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    items.push(...answer.body.items)
    cursor = answer.body.next_cursor
    pages++
  } while (cursor !== null && pages < 100)
  return { items, pages }
}

beforeAll(async () => {
  adminName = await adminDisplayName(stack)
  ;[writer, reader, auditor, erased] = [
    await invitePerson(stack.api, inbox, { name: "Schreiberin" }),
    await invitePerson(stack.api, inbox, { name: "Leser" }),
    await invitePerson(stack.api, inbox, { name: "Pruefer" }),
    await invitePerson(stack.api, inbox, { name: "Geloescht" }),
  ]
  project = await newProject(stack.api, "Verlauf")
  await grant(writer.email, ["write"])
  await grant(reader.email, ["read"])
  await grant(auditor.email, ["auditor"])
  await grant(erased.email, ["write"])
  synced(writer.api)
  milestoneId = (await newMilestone(writer.api, project.phases.planung, "Vorprojekt")).mst_id
  // A text with the CSV's separator and quotes: the export must quote it.
  expect((await writer.api.patch(`/1.2/profile/milestones/${milestoneId}`, { mst_desc: 'SIA 102; "Vorprojekt"' })).status).toBe(200)
  expect((await writer.api.patch(`/1.2/profile/milestones/${milestoneId}`, { mst_name: "Bauprojekt" })).status).toBe(200)
  roleId = (await newRole(stack.api, project.pro_id, "Fachplaner")).rop_id
  synced(erased.api)
  expect((await erased.api.patch(`/1.2/profile/roles_project/${roleId}`, { rop_name: "Fachplanerin" })).status).toBe(200)
  expect((await stack.api.delete(`/1.2/user/users/${erased.id}`)).status).toBe(200)
})

describe("the project timeline", () => {
  it("shows a rename with its before and after, who did it and when, newest first", async () => {
    const answer = await history(auditor.api, `entity=milestone&entity_id=${milestoneId}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const [renamed, described, created] = answer.body.items as HistoryItem[]
    expect(renamed).toMatchObject({
      usr_id: writer.id,
      usr_name: "Test Schreiberin",
      entity: "milestone",
      entity_id: milestoneId,
      entity_name: "Bauprojekt",
      kind: "changed",
      event_type: "MilestoneRenamed",
      before: { name: "Vorprojekt" },
      after: { name: "Bauprojekt" },
    })
    expect(Date.now() - Date.parse(renamed!.time)).toBeLessThan(120_000)
    expect(described).toMatchObject({ kind: "changed", before: { desc: null }, after: { desc: 'SIA 102; "Vorprojekt"' } })
    expect(created).toMatchObject({ kind: "created", entity_name: "Vorprojekt", before: null, after: { name: "Vorprojekt", phaseId: project.phases.planung } })
    expect(renamed!.position).toBeGreaterThan(created!.position)
    expect(answer.body.next_cursor).toBeNull()
  })

  it("names what the ids of a change's fields refer to: a milestone's phase, an activity's roles as they were named then, the IFC version", async () => {
    const [created] = (await history(auditor.api, `entity=milestone&entity_id=${milestoneId}&kind=created`)).body.items as HistoryItem[]
    expect(created!.refs).toEqual({ phaseId: [{ kind: "phase", id: project.phases.planung, name: "Planung" }] })

    const processId = (await newProcess(synced(writer.api), milestoneId, "Bewilligung")).prc_id
    const architect = (await newRole(writer.api, project.pro_id, "Architekt")).rop_id
    const activityId = (await newActivity(writer.api, processId, "Baueingabe", { provider: architect, receiver: roleId })).act_id
    // Renamed after the activity was created: its entry keeps the name the role had then.
    expect((await writer.api.patch(`/1.2/profile/roles_project/${architect}`, { rop_name: "Architektin" })).status).toBe(200)
    const [activity] = (await history(auditor.api, `entity=activity&entity_id=${activityId}`)).body.items as HistoryItem[]
    expect(activity).toMatchObject({ kind: "created", after: { providerRoleId: architect, receiverRoleId: roleId, processId } })
    expect(activity!.refs).toEqual({
      processId: [{ kind: "process", id: processId, name: "Bewilligung" }],
      providerRoleId: [{ kind: "role", id: architect, name: "Architekt" }],
      receiverRoleId: [{ kind: "role", id: roleId, name: "Fachplanerin" }],
    })
    const [projectCreated] = (await history(auditor.api, "entity=project&kind=created")).body.items as HistoryItem[]
    expect(projectCreated!.refs.ifcSchemaId).toEqual([{ kind: "ifc_schema", id: 3, name: "IFC4X3_ADD2" }])
  })

  it("shows an erased user as «Gelöschter Benutzer», in their changes and their permission", async () => {
    const items: HistoryItem[] = (await history(auditor.api, `entity=role&entity_id=${roleId}`)).body.items
    expect(items[0]).toMatchObject({ usr_id: erased.id, usr_name: DELETED_USER_NAME, before: { name: "Fachplaner" }, after: { name: "Fachplanerin" } })
    const grants: HistoryItem[] = (await history(auditor.api, `entity=permission&entity_id=${erased.id}`)).body.items
    expect(grants.at(-1)).toMatchObject({ kind: "created", entity_name: DELETED_USER_NAME, after: { roles: ["write"] }, usr_name: adminName })
    expect(JSON.stringify(grants)).not.toContain("Geloescht")
  })

  it("narrows by each filter: entity, entity id, user, kind, time span", async () => {
    const all: HistoryItem[] = (await walk("", 200)).items
    expect(all.length).toBeGreaterThan(8)
    const check = async (query: string, expected: (item: HistoryItem) => boolean) => {
      const { items } = await walk(query, 200)
      expect(items.length, query).toBeGreaterThan(0)
      expect(items, query).toEqual(all.filter(expected))
    }
    await check("entity=milestone", (i) => i.entity === "milestone")
    await check(`entity_id=${roleId}`, (i) => i.entity_id === roleId)
    await check(`usr_id=${writer.id}`, (i) => i.usr_id === writer.id)
    await check("kind=created", (i) => i.kind === "created")
    await check("kind=changed&entity=role", (i) => i.kind === "changed" && i.entity === "role")
    // The time span: from the second item's time to the renaming's, both inclusive.
    const times = [...new Set(all.map((i) => i.time))].sort()
    const [from, to] = [times[1]!, times.at(-2)!]
    await check(`from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, (i) => i.time >= from && i.time <= to)
    const today = new Date().toISOString().slice(0, 10)
    await check(`from=${today}&to=${today}`, (i) => i.time.startsWith(today))
    const none = await history(auditor.api, "from=2001-01-01&to=2001-12-31")
    expect(none.body).toEqual({ items: [], next_cursor: null })
  })

  it("pages with the cursor: every item exactly once, newest first", async () => {
    const whole: HistoryItem[] = (await history(auditor.api, "limit=200")).body.items
    const { items, pages } = await walk("", 3)
    expect(pages).toBe(Math.ceil(whole.length / 3))
    expect(items.map((i) => i.position)).toEqual(whole.map((i) => i.position))
    expect(new Set(items.map((i) => i.position)).size).toBe(items.length)
    expect([...items.map((i) => i.position)].sort((a, b) => b - a)).toEqual(items.map((i) => i.position))
  })

  it("is for auditors and who may change the project: a reader gets 403, a stranger 401, an unknown project 404", async () => {
    expect((await history(auditor.api)).status).toBe(200)
    expect((await history(writer.api)).status).toBe(200)
    expect((await history(stack.api)).status).toBe(200)
    const refused = await history(reader.api)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ internal_code: "HISTORY_FORBIDDEN", message: expect.stringContaining("auditor"), details: null })
    expect((await synced(reader.api).get(`/1.2/profile/projects/${project.pro_id}/history.csv`)).status).toBe(403)
    const stranger = await invitePerson(stack.api, inbox, { name: "Fremd" })
    expect((await history(stranger.api)).body.internal_code).toBe("AUTH_PRO")
    expect((await stack.api.get("/1.2/profile/projects/999999999/history")).status).toBe(404)
  })

  it("refuses bad parameters with 400 naming the parameter", async () => {
    for (const [query, parameter] of [
      ["entity=wand", "entity"],
      ["kind=renamed", "kind"],
      ["entity_id=zwei", "entity_id"],
      ["usr_id=-1", "usr_id"],
      ["from=gestern", "from"],
      ["to=2026-02-31", "to"],
      ["from=2026-05-02&to=2026-05-01", "to"],
      ["cursor=!!", "cursor"],
      ["limit=0", "limit"],
      ["limit=201", "limit"],
    ] as const) {
      const answer = await history(auditor.api, query)
      expect(answer.status, query).toBe(400)
      expect(answer.body.details, query).toHaveProperty(parameter)
    }
    const badLanguage = await synced(auditor.api).get(`/1.2/profile/projects/${project.pro_id}/history.xlsx?lang=rm`)
    expect(badLanguage.status).toBe(400)
    expect(badLanguage.body.details).toHaveProperty("lang")
  })
})

describe("the audit export", () => {
  const download = async (file: string, query: string) => {
    synced(auditor.api)
    const response = await fetch(`${stack.baseUrl}/1.2/profile/projects/${project.pro_id}/${file}?${query}`, {
      headers: { Authorization: `Bearer ${auditor.api.token}`, "X-Min-Position": String(auditor.api.position) },
    })
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(response.status, new TextDecoder().decode(bytes.slice(0, 300))).toBe(200)
    return { bytes, type: response.headers.get("content-type"), disposition: response.headers.get("content-disposition") ?? "" }
  }
  /** The rows an export of these items has: one per changed field (cells as text). */
  const expectedRows = (items: readonly HistoryItem[], entityWord: (item: HistoryItem) => string, kindWord: (item: HistoryItem) => string) =>
    items.flatMap((item) => {
      const fields = [...new Set([...Object.keys(item.before ?? {}), ...Object.keys(item.after ?? {})])]
      const plain = (value: unknown) => (value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value))
      // An id of another entity as its name with the id: «Planung (12)».
      const nameOf = (field: string, id: unknown) => item.refs[field]!.find((ref) => ref.id === id)?.name
      const named = (field: string, value: unknown) =>
        (Array.isArray(value) ? value : [value]).map((id) => (nameOf(field, id) ? `${nameOf(field, id)} (${id})` : String(id))).join(", ")
      const text = (field: string, value: unknown) => (value !== null && value !== undefined && item.refs[field] ? named(field, value) : plain(value))
      const start = [String(item.position), item.time, item.usr_name, entityWord(item), item.entity_id === null ? "" : String(item.entity_id), item.entity_name ?? "", kindWord(item)]
      return fields.length === 0 ? [[...start, "", "", ""]] : fields.map((field) => [...start, field, text(field, item.before?.[field]), text(field, item.after?.[field])])
    })

  it("writes the filtered items as Excel, one row per changed field, in the chosen language", async () => {
    const query = "entity=milestone"
    const items: HistoryItem[] = (await walk(query, 200)).items
    const file = await download("history.xlsx", `${query}&lang=fr-CH`)
    expect(file.type).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
    expect(file.disposition).toMatch(/filename="historique-Verlauf-\d{4}-\d{2}-\d{2}\.xlsx"/u)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.bytes.buffer as ArrayBuffer)
    const sheet = book.worksheets[0]!
    const rows: string[][] = []
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? "" : String(v)))))
    expect(rows[0]).toEqual(["Position", "Heure (UTC)", "Personne", "Élément", "Id", "Nom", "Type", "Champ", "Avant", "Après"])
    const words = { milestone: "Jalon", created: "Créé", changed: "Modifié" } as Record<string, string>
    expect(rows.slice(1)).toEqual(expectedRows(items, (i) => words[i.entity]!, (i) => words[i.kind]!))
    expect(rows).toContainEqual(expect.arrayContaining(["Modifié", "name", "Vorprojekt", "Bauprojekt"]))
    expect(rows).toContainEqual(expect.arrayContaining(["Créé", "phaseId", "", `Planung (${project.phases.planung})`]))
  })

  it("writes a workbook in each of the four languages (a sheet name Excel accepts in each)", async () => {
    for (const lang of ["de-CH", "fr-CH", "it-CH", "en"]) {
      const book = new ExcelJS.Workbook()
      await book.xlsx.load((await download("history.xlsx", `lang=${lang}`)).bytes.buffer as ArrayBuffer)
      expect(book.worksheets[0]!.rowCount, lang).toBeGreaterThan(10)
    }
  })

  it("writes the filtered items as CSV: UTF-8 with BOM, semicolons, quoted where needed, German by default", async () => {
    const query = `usr_id=${writer.id}`
    const items: HistoryItem[] = (await walk(query, 200)).items
    const file = await download("history.csv", query)
    expect(file.type).toContain("text/csv")
    expect(file.disposition).toMatch(/filename="verlauf-Verlauf-\d{4}-\d{2}-\d{2}\.csv"/u)
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(file.bytes) // the decoder drops the BOM
    const lines = text.split("\r\n").filter((line) => line !== "")
    expect(lines[0]).toBe("Position;Zeit (UTC);Person;Eintrag;Id;Name;Art;Feld;Vorher;Nachher")
    /** RFC 4180 with `;`: a quoted cell may hold ; and doubled quotes. */
    const parse = (line: string) => [...line.matchAll(/(?:^|;)(?:"((?:[^"]|"")*)"|([^;]*))/gu)].map((m) => (m[1] !== undefined ? m[1].replaceAll('""', '"') : m[2]!))
    const words = { milestone: "Meilenstein", process: "Prozess", role: "Rolle", activity: "Aktivität", created: "Erstellt", changed: "Geändert" } as Record<string, string>
    expect(lines.slice(1).map(parse)).toEqual(expectedRows(items, (i) => words[i.entity]!, (i) => words[i.kind]!))
    expect(text).toContain(';"SIA 102; ""Vorprojekt"""')
  })
})
