/**
 * @module People for system tests, made the way users are made: an app admin invites them (POST users),
 * the invitation reaches a real SMTP server, its link's token sets the password, and they log in.
 */
import { expect } from "vitest"
import type { SmtpInbox } from "./smtp-inbox"
import { ApiClient } from "./stack"

export type Person = {
  readonly id: number
  readonly email: string
  readonly password: string
  readonly api: ApiClient
}

/** The token of a link `…/{route}/{token}` in a mail. */
export const tokenOfLink = (links: readonly string[], route: string): string => {
  const link = links.find((l) => l.includes(`/${route}/`))
  if (!link) throw new Error(`no /${route}/ link in ${JSON.stringify(links)}`)
  return decodeURIComponent(link.split(`/${route}/`)[1]!.replace(/[).,]+$/, ""))
}

let counter = 0

export const invitePerson = async (
  admin: ApiClient,
  inbox: SmtpInbox,
  { name, licensed = true, email = `${name.toLowerCase()}.${++counter}.${Date.now()}@example.ch` }: { name: string; licensed?: boolean; email?: string },
): Promise<Person> => {
  const invited = await admin.post("/1.2/user/users", { usr_email: email, usr_name: name, usr_name_first: "Test" })
  expect(invited.status, JSON.stringify(invited.body)).toBe(201)
  const id = Number(invited.body.usr_id)
  const mail = await inbox.waitForMail(email)
  const password = `Passwort-von-${name}-1`
  const anonymous = new ApiClient(admin.baseUrl, undefined)
  const set = await anonymous.patch("/1.2/auth/password/reset", { token: tokenOfLink(mail.links, "password-reset"), usr_pw: password })
  expect(set.status, JSON.stringify(set.body)).toBe(200)
  if (licensed) {
    const licence = await admin.patch(`/1.2/user/users/${id}/license`, { usr_has_license: true })
    expect(licence.status, JSON.stringify(licence.body)).toBe(200)
  }
  const api = await ApiClient.login(admin.baseUrl, email, password)
  return { id, email, password, api }
}
