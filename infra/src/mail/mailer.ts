/**
 * @module Outgoing mail: nodemailer to SMTP_URL, or — on the embedded default without SMTP_URL — an `.eml`
 * file per message in `${dataDir}/outbox/`, with the message's link logged so a developer can follow it.
 * Outbox files are named by a keyed digest of the recipient (`recipientKey`), never the address, so an
 * erased user's files can be found and deleted (`forget`). Addresses are never logged, and a failed send
 * rejects with a `MailError` that carries only codes (an SMTP server's message may quote the recipient).
 */
import { randomUUID } from "node:crypto"
import { mkdir, readdir, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import nodemailer from "nodemailer"
import type { Logger } from "../logger"

/** One message: German subject, plain text and simple HTML, and the link it carries (for the outbox log). */
export type MailMessage = {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
  readonly link?: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
  /** Deletes what is kept of the mails to this address (the outbox's files); nothing for SMTP. */
  forget?(to: string): Promise<void>
}

/** A failed send: the transport's codes only, never its message. */
export class MailError extends Error {
  constructor(
    readonly code: string,
    readonly responseCode: number | null,
  ) {
    super(`sending mail failed (${code}${responseCode === null ? "" : ` ${responseCode}`})`)
    this.name = "MailError"
  }
}

const sanitised = (error: unknown): MailError => {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
  return new MailError(typeof code === "string" ? code : "unknown", typeof responseCode === "number" ? responseCode : null)
}

export type MailerOptions = {
  readonly smtpUrl: string | undefined
  readonly from: string
  /** Where `.eml` files go without SMTP_URL. */
  readonly outboxDir: string
  readonly log: Logger
  /**
   * The name part of an outbox file for a recipient: a keyed digest (the vault's `emailDigest`), so files
   * can be found per person without the address in clear. Default: one digest-free name per message.
   */
  readonly recipientKey?: (to: string) => string
}

/**
 * The mailer of this installation.
 * @example
 * const mailer = createMailer({ smtpUrl: undefined, from: "BIM Profile <no-reply@x.ch>", outboxDir: "data/outbox", log })
 * await mailer.send({ to: "a@b.ch", subject: "Hallo", text: "…", html: "<p>…</p>" })
 */
export const createMailer = ({ smtpUrl, from, outboxDir, log, recipientKey }: MailerOptions): Mailer => {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      async send({ to, subject, text, html }) {
        try {
          await transport.sendMail({ from, to, subject, text, html })
        } catch (error) {
          throw sanitised(error)
        }
      },
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" })
  // The key has no dot (base64url), so `<key>.<time>-<random>.eml` is found by its prefix.
  const keyOf = (to: string) => (recipientKey ? recipientKey(to).replace(/[^A-Za-z0-9_-]/g, "") : "mail")
  return {
    async send({ to, subject, text, html, link }) {
      let file: string
      try {
        const info = await transport.sendMail({ from, to, subject, text, html })
        await mkdir(outboxDir, { recursive: true })
        file = path.join(outboxDir, `${keyOf(to)}.${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`)
        await writeFile(file, info.message as Buffer, { mode: 0o600 })
      } catch (error) {
        throw sanitised(error)
      }
      log.info("mail written to the outbox (no SMTP_URL)", { file, subject, ...(link !== undefined && { link }) })
    },
    async forget(to) {
      if (!recipientKey) return
      const prefix = `${keyOf(to)}.`
      const names = await readdir(outboxDir).catch(() => [] as string[])
      await Promise.all(names.filter((name) => name.startsWith(prefix) && name.endsWith(".eml")).map((name) => rm(path.join(outboxDir, name), { force: true })))
    },
  }
}
