/** The outbox names files by a keyed digest of the recipient and forgets them; a failed SMTP send rejects with codes only. */
import { createHash } from "node:crypto"
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import type { Logger } from "../logger"
import { createMailer, MailError } from "./mailer"

const lines: string[] = []
const log: Logger = {
  debug: (m, f) => void lines.push(m + JSON.stringify(f ?? {})),
  info: (m, f) => void lines.push(m + JSON.stringify(f ?? {})),
  warn: (m, f) => void lines.push(m + JSON.stringify(f ?? {})),
  error: (m, f) => void lines.push(m + JSON.stringify(f ?? {})),
}
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))
const key = (to: string) => createHash("sha256").update(`pepper:${to.toLowerCase()}`).digest("base64url")
const message = (to: string) => ({ to, subject: "Hallo", text: "Text", html: "<p>Text</p>", link: "https://x.ch/activate/abc" })

describe("the outbox", () => {
  it("names files by the recipient's digest, never the address, and forget deletes exactly that recipient's files", async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), "outbox-"))
    dirs.push(outboxDir)
    const mailer = createMailer({ smtpUrl: undefined, from: "test@x.ch", outboxDir, log, recipientKey: key })
    await mailer.send(message("anna@example.ch"))
    await mailer.send(message("anna@example.ch"))
    await mailer.send(message("bruno@example.ch"))
    const names = readdirSync(outboxDir)
    expect(names).toHaveLength(3)
    expect(names.join(" ")).not.toMatch(/anna|bruno|example/)
    expect(names.filter((n) => n.startsWith(`${key("anna@example.ch")}.`))).toHaveLength(2)
    expect(lines.join("\n")).not.toMatch(/anna@|bruno@/)

    await mailer.forget!("anna@example.ch")
    const left = readdirSync(outboxDir)
    expect(left).toHaveLength(1)
    expect(readFileSync(path.join(outboxDir, left[0]!), "utf8")).toContain("bruno@example.ch")
  })
})

describe("SMTP failures", () => {
  it("reject with a MailError that carries codes only, not the recipient", async () => {
    const mailer = createMailer({ smtpUrl: "smtp://127.0.0.1:1", from: "test@x.ch", outboxDir: "unused", log })
    const error = await mailer.send(message("carla@example.ch")).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MailError)
    expect(String(error) + JSON.stringify(error) + (error as Error).stack).not.toContain("carla@example.ch")
    expect((error as MailError).code).toBe("ESOCKET")
  })
})
