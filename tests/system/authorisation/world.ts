/**
 * @module The world the authorisation matrix runs in: nine principals around one project P and one
 * organisation O, made through the real API (invitations by mail, grants, memberships).
 *
 * | Principal | Relation |
 * |---|---|
 * | anonymous | no token |
 * | noAccess | licensed, nothing shared with them |
 * | reader / writer | licensed, granted read / write on P, collaborators (emp) of O |
 * | auditor | licensed, granted auditor on P (issue 11: reads everything, history included, changes nothing); no member of O |
 * | admin | licensed, created P (personal project: admin) and O (organisation admin) |
 * | otherOrg | licensed, admin of another organisation O2 that P is not shared with |
 * | demo | unlicensed (demo), granted admin on P |
 * | appAdmin | the bootstrap app admin |
 */
import { LIST_KINDS, type ListKind, newList } from "../../support/list-fixtures"
import { expect } from "vitest"
import { type Person, invitePerson } from "../../support/people"
import { newActivity, newMilestone, newProcess, newProject, newRole, type NewProject } from "../../support/profile-fixtures"
import type { SmtpInbox } from "../../support/smtp-inbox"
import { ADMIN, ApiClient, type RunningStack } from "../../support/stack"

export const principals = ["anonymous", "noAccess", "reader", "auditor", "writer", "admin", "otherOrg", "demo", "appAdmin"] as const
export type Principal = (typeof principals)[number]

export type ProjectP = NewProject & { milestoneId: number; processId: number; activityId: number; roleId: number; elementClassId: number; elementTypeId: number; propertyId: number; valueListId: number; requirementId: number; documentId: number; /** One list of each catalogue list kind. */ listIds: Record<ListKind, number> }

export type World = {
  readonly stack: RunningStack
  readonly inbox: SmtpInbox
  readonly people: Record<Exclude<Principal, "anonymous" | "appAdmin">, Person>
  /** Someone with no part in the matrix: the target of grants, memberships and admin changes. */
  readonly spare: Person
  readonly project: ProjectP
  /** A project created from the reference project, granted like P, and a class and a property it inherits. */
  readonly inheriting: { readonly pro_id: number; readonly referenceClassId: number; readonly referencePropertyId: number }
  readonly orgId: number
  readonly otherOrgId: number
  client(principal: Principal): ApiClient
  idOf(principal: Principal): number
  passwordOf(principal: Principal): string
  /** The owner (admin principal) of P and O. */
  readonly owner: ApiClient
  readonly appAdmin: ApiClient
  /** A new project like P: owned by admin, write for writer, read for reader, auditor for auditor, admin for demo. */
  freshProject(): Promise<NewProject>
}

/** Every client reads at least what any other wrote (read-your-writes across the principals). */
const syncPositions = (clients: readonly ApiClient[]) => {
  const highest = Math.max(...clients.map((c) => c.position))
  for (const client of clients) client.position = highest
}

const ok = (answer: { status: number; body: unknown }, expected: number, what: string) =>
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(expected)

export const grant = async (owner: ApiClient, projectId: number, email: string, roles: readonly string[]) =>
  ok(await owner.post(`/1.2/profile/projects/${projectId}/permissions`, { usr_email: email, roles }), 201, `grant ${roles} to ${email}`)

/** A 1×1 JPEG (its magic bytes are what the server checks), as the client sends it. */
export const TINY_JPEG = `data:image/jpeg;base64,${Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]).toString("base64")}`

export const buildWorld = async (stack: RunningStack, inbox: SmtpInbox): Promise<World> => {
  const appAdmin = stack.api
  const invite = (name: string, licensed = true) => invitePerson(appAdmin, inbox, { name, licensed })
  const [noAccess, reader, auditor, writer, admin, otherOrg, demo, spare] = [
    await invite("Niemand"),
    await invite("Leserin"),
    await invite("Revisorin"),
    await invite("Schreiber"),
    await invite("Verwalterin"),
    await invite("Fremd"),
    await invite("Demo", false),
    await invite("Ersatz"),
  ]
  const people = { noAccess, reader, auditor, writer, admin, otherOrg, demo }
  const anonymous = new ApiClient(stack.baseUrl, undefined)
  const all = [anonymous, appAdmin, spare.api, ...Object.values(people).map((p) => p.api)]
  const owner = admin.api

  const organisation = await owner.post("/1.2/user/organisations", { org_name: "Organisation O", org_desc: "der Matrix" })
  ok(organisation, 201, "create O")
  const orgId = Number(organisation.body.org_id)
  for (const member of [reader, writer])
    ok(await owner.post(`/1.2/user/organisations/${orgId}/members`, { usr_email: member.email, roles: ["emp"] }), 200, "member of O")
  const other = await otherOrg.api.post("/1.2/user/organisations", { org_name: "Organisation O2", org_desc: null })
  ok(other, 201, "create O2")
  ok(await owner.patch(`/1.2/user/users/${admin.id}/img`, { usr_image_url: TINY_JPEG }), 200, "picture of admin")

  const freshProject = async () => {
    const project = await newProject(owner)
    await grant(owner, project.pro_id, writer.email, ["write"])
    await grant(owner, project.pro_id, reader.email, ["read"])
    await grant(owner, project.pro_id, auditor.email, ["auditor"])
    await grant(owner, project.pro_id, demo.email, ["admin"])
    syncPositions(all)
    return project
  }
  const base = await freshProject()
  const milestone = await newMilestone(owner, base.phases.konzeption, "Meilenstein P")
  const process = await newProcess(owner, milestone.mst_id, "Prozess P")
  const role = await newRole(owner, base.pro_id, "Rolle P")
  const activity = await newActivity(owner, process.prc_id, "Aktivität P", { provider: role.rop_id, receiver: role.rop_id })
  const elementClass = await owner.post("/1.2/profile/element_classes", { elc_pro_id: base.pro_id, elc_name: "Fachklasse P" })
  if (elementClass.status !== 201) throw new Error(`element class of P: ${elementClass.status} ${JSON.stringify(elementClass.body)}`)
  const elementType = await owner.post("/1.2/profile/element_types", { elt_pro_id: base.pro_id, elt_name: "Fachklassentyp P" })
  if (elementType.status !== 201) throw new Error(`element class type of P: ${elementType.status} ${JSON.stringify(elementType.body)}`)
  const property = await owner.post("/1.2/profile/properties", { pty_pro_id: base.pro_id, pty_name: "Merkmal P" })
  if (property.status !== 201) throw new Error(`property of P: ${property.status} ${JSON.stringify(property.body)}`)
  const valueList = await owner.post("/1.2/profile/value_lists", { vls_pro_id: base.pro_id, vls_name: "Werteliste P" })
  if (valueList.status !== 201) throw new Error(`value list of P: ${valueList.status} ${JSON.stringify(valueList.body)}`)
  const requirement = await owner.post("/1.2/profile/requirements", { req_act_id: activity.act_id, req_elc_id: elementClass.body.elc_id, req_name: "Anforderung P" })
  if (requirement.status !== 201) throw new Error(`requirement of P: ${requirement.status} ${JSON.stringify(requirement.body)}`)
  const document = await owner.call("POST", `/1.2/profile/documents?doc_pro_id=${base.pro_id}&doc_name=Dokument%20P`, "%PDF-1.4\n% Dokument P\n%%EOF\n", { "Content-Type": "application/pdf" })
  ok(document, 201, "document of P")
  const listIds = Object.fromEntries(await Promise.all(LIST_KINDS.map(async (kind) => [kind, await newList(owner, kind, base.pro_id)] as const))) as Record<ListKind, number>
  const referenceId = stack.stack.referenceProjectId!
  const fromReference = await owner.post(`/1.2/profile/projects/${referenceId}/copy`, { pro_name: "Projekt aus Referenz" })
  ok(fromReference, 201, "project from the reference project")
  const inheritingId = Number(fromReference.body.pro_id)
  await grant(owner, inheritingId, writer.email, ["write"])
  await grant(owner, inheritingId, reader.email, ["read"])
  await grant(owner, inheritingId, auditor.email, ["auditor"])
  await grant(owner, inheritingId, demo.email, ["admin"])
  const [referenceClass] = (await appAdmin.get(`/1.2/profile/element_classes?elc_pro_id=${referenceId}`)).body
  const [referenceProperty] = (await appAdmin.get(`/1.2/profile/properties?pty_pro_id=${referenceId}`)).body
  syncPositions(all)

  const clients: Record<Principal, ApiClient> = {
    anonymous,
    appAdmin,
    ...(Object.fromEntries(Object.entries(people).map(([k, p]) => [k, p.api])) as Record<keyof typeof people, ApiClient>),
  }
  return {
    stack,
    inbox,
    people,
    spare,
    project: { ...base, milestoneId: milestone.mst_id, processId: process.prc_id, activityId: activity.act_id, roleId: role.rop_id, elementClassId: elementClass.body.elc_id, elementTypeId: elementType.body.elt_id, propertyId: property.body.pty_id, valueListId: valueList.body.vls_id, requirementId: requirement.body.req_id, documentId: document.body.doc_id, listIds },
    inheriting: { pro_id: inheritingId, referenceClassId: referenceClass.elc_id, referencePropertyId: referenceProperty.pty_id },
    orgId,
    otherOrgId: Number(other.body.org_id),
    owner,
    appAdmin,
    freshProject,
    client(principal) {
      syncPositions(all)
      return clients[principal]
    },
    idOf(principal) {
      if (principal === "anonymous") return 0
      return principal === "appAdmin" ? stack.stack.admin.userId : people[principal].id
    },
    passwordOf(principal) {
      if (principal === "anonymous") return "-"
      return principal === "appAdmin" ? ADMIN.password : people[principal].password
    },
  }
}
