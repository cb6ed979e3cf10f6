import type { UserEvent } from "@bimprofile/contracts/events/identity/identity-event"
import { describe, expect, it } from "vitest"
import { evolveUserAudit, type UserAudit } from "./user-audit"

const at = (position: number, userId: number) => ({ position, userId, occurredAt: `2026-01-0${position}T00:00:00.000Z` })
const fold = (events: readonly [UserEvent, ReturnType<typeof at>][]) =>
  events.reduce<UserAudit | undefined>((audit, [event, where]) => evolveUserAudit(audit, event, where), undefined)

const registered = { type: "UserRegistered", data: { userId: 7, personal: "s", source: "invitation", personalOrgId: 8, active: true } } as UserEvent

describe("the audit of a user the write side answers with", () => {
  it("names who registered the user, who changed them last, and versions the picture by its event's position", () => {
    expect(
      fold([
        [registered, at(1, 2)],
        [{ type: "UserImageChanged", data: { userId: 7, image: "p" } }, at(3, 7)],
        [{ type: "UserPasswordChanged", data: { userId: 7, reason: "change" } }, at(4, 7)],
        [{ type: "UserLicenceChanged", data: { userId: 7, licensed: true, source: "admin" } }, at(5, 2)],
      ]),
    ).toEqual({ createdAt: at(1, 2).occurredAt, createdBy: 2, changedAt: at(5, 2).occurredAt, changedBy: 2, imageVersion: 3, sso: false })
  })

  it("drops the picture's version with the picture or the erasure, and marks a provider link as sso", () => {
    const removed = fold([
      [registered, at(1, 2)],
      [{ type: "UserImageChanged", data: { userId: 7, image: "p" } }, at(2, 7)],
      [{ type: "UserImageChanged", data: { userId: 7, image: null } }, at(3, 7)],
      [{ type: "UserLinkedToProvider", data: { userId: 7, issuer: "https://id.example" } }, at(4, 7)],
    ])
    expect(removed).toMatchObject({ imageVersion: null, sso: true, changedAt: at(3, 7).occurredAt })
    expect(fold([[registered, at(1, 2)], [{ type: "UserImageChanged", data: { userId: 7, image: "p" } }, at(2, 7)], [{ type: "UserErased", data: { userId: 7 } }, at(3, 2)]])).toMatchObject({
      imageVersion: null,
      changedBy: 2,
    })
  })
})
