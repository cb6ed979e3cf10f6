/**
 * @module Outgoing mail: nodemailer to SMTP_URL, or — on the embedded default without SMTP_URL — an `.eml`
 * file per message in `${dataDir}/outbox/`, with the message's link logged so a developer can follow it.
 * Addresses and tokens are never logged otherwise.
 */
import { randomUUID } from "node:crypto"
import { mkdir, writeFile } from "node:fs/promises"
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
}

export type MailerOptions = {
  readonly smtpUrl: string | undefined
  readonly from: string
  /** Where `.eml` files go without SMTP_URL. */
  readonly outboxDir: string
  readonly log: Logger
}

/**
 * The mailer of this installation.
 * @example
 * const mailer = createMailer({ smtpUrl: undefined, from: "BIM Profile <no-reply@x.ch>", outboxDir: "data/outbox", log })
 * await mailer.send({ to: "a@b.ch", subject: "Hallo", text: "…", html: "<p>…</p>" })
 */
export const createMailer = ({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer => {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from, to, subject, text, html })
      },
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" })
  return {
    async send({ to, subject, text, html, link }) {
      const info = await transport.sendMail({ from, to, subject, text, html })
      await mkdir(outboxDir, { recursive: true })
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`)
      await writeFile(file, info.message as Buffer, { mode: 0o600 })
      log.info("mail written to the outbox (no SMTP_URL)", { file, subject, ...(link !== undefined && { link }) })
    },
  }
}
