/**
 * @module A real SMTP server for tests (`smtp-server`) on loopback, keeping every message it receives,
 * parsed (`mailparser`), with the links it holds. `waitForMail` resolves with the first message to an
 * address that matches and was not handed out before.
 *
 * @example
 *   const inbox = await startSmtpInbox()
 *   const stack = await startTestStack({ env: { SMTP_URL: inbox.url } })
 *   const mail = await inbox.waitForMail("anna@example.ch", (m) => m.subject.includes("aktivieren"))
 */
import { EventEmitter } from "node:events"
import type { AddressInfo } from "node:net"
import { simpleParser } from "mailparser"
import { SMTPServer } from "smtp-server"

export type ReceivedMail = {
  /** Envelope recipients, lower-cased. */
  readonly to: readonly string[]
  readonly from: string
  readonly subject: string
  readonly text: string
  readonly html: string
  /** Every http(s) link of the plain text, in order. */
  readonly links: readonly string[]
  readonly raw: string
}

export type SmtpInbox = {
  /** smtp://127.0.0.1:port — the product's SMTP_URL. */
  readonly url: string
  readonly messages: readonly ReceivedMail[]
  waitForMail(to: string, predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>
  /** The messages received so far for an address. */
  mailsTo(to: string): readonly ReceivedMail[]
  stop(): Promise<void>
}

export const startSmtpInbox = async (): Promise<SmtpInbox> => {
  const messages: ReceivedMail[] = []
  const handedOut = new Set<ReceivedMail>()
  const arrived = new EventEmitter()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", async () => {
        try {
          const raw = Buffer.concat(chunks)
          const parsed = await simpleParser(raw)
          const text = parsed.text ?? ""
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: parsed.subject ?? "",
            text,
            html: typeof parsed.html === "string" ? parsed.html : "",
            links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
            raw: raw.toString("utf8"),
          }
          messages.push(mail)
          arrived.emit("mail", mail)
          callback()
        } catch (error) {
          callback(error as Error)
        }
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.server.address() as AddressInfo).port

  const matches = (mail: ReceivedMail, to: string, predicate: (mail: ReceivedMail) => boolean) =>
    !handedOut.has(mail) && mail.to.includes(to.trim().toLowerCase()) && predicate(mail)

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    mailsTo: (to) => messages.filter((m) => m.to.includes(to.trim().toLowerCase())),
    waitForMail(to, predicate = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const take = (mail: ReceivedMail) => {
          handedOut.add(mail)
          clearTimeout(timer)
          arrived.off("mail", listener)
          resolve(mail)
        }
        const listener = (mail: ReceivedMail) => matches(mail, to, predicate) && take(mail)
        const timer = setTimeout(() => {
          arrived.off("mail", listener)
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms (received: ${messages.map((m) => `${m.to.join(",")}: ${m.subject}`).join("; ") || "none"})`))
        }, timeoutMs)
        const already = messages.find((m) => matches(m, to, predicate))
        if (already) return take(already)
        arrived.on("mail", listener)
      })
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
