/**
 * Invitations are capped per inviter and hour (BIMP_INVITATIONS_PER_HOUR): each mails an address of the
 * inviter's choice. Beyond the cap: 429 INVITE_LIMIT with Retry-After, and nobody is registered or mailed.
 */
import { describe, expect, it } from "vitest"
import { useTestStack } from "../support/use-test-stack"

const running = useTestStack({ env: { BIMP_INVITATIONS_PER_HOUR: "3" } })

const invite = (n: number) =>
  running.api.post("/1.2/user/users", { usr_email: `eingeladen.${n}.${Date.now()}@example.ch`, usr_name: "Gast", usr_name_first: `Nr${n}` })

describe("the invitation cap", () => {
  it("lets an inviter send the configured number per hour, then answers 429 and invites nobody", async () => {
    for (let n = 1; n <= 3; n++) expect((await invite(n)).status).toBe(201)
    const users = (await running.api.get("/1.2/user/users")).body.length
    const refused = await invite(4)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ internal_code: "INVITE_LIMIT", message: expect.stringMatching(/^Zu viele Einladungen in der letzten Stunde\. Bitte versuchen Sie es in \d+ Minuten erneut\.$/) })
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000)
    expect((await running.api.get("/1.2/user/users")).body.length).toBe(users)
  })
})
