/**
 * @module The texts of the mails of sign-in (German: the user's language is not known at registration,
 * and German is the product's default). Each gives subject, plain text and simple HTML.
 */
import type { MailMessage } from "./mailer"

type Text = Omit<MailMessage, "to">

const PRODUCT = "BIM Profile"

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!)

/** Paragraphs of plain text, one of which may be the link, into both forms. */
const compose = (subject: string, greeting: string, paragraphs: readonly string[], link?: { url: string; label: string }): Text => {
  const lines = [greeting, "", ...paragraphs.flatMap((p) => [p, ""])]
  const text = [...lines, ...(link ? [link.url, ""] : []), "Freundliche Grüsse", `Ihr ${PRODUCT}-Team`, ""].join("\n")
  const html = [
    `<p>${escape(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    ...(link ? [`<p><a href="${escape(link.url)}">${escape(link.label)}</a></p>`, `<p style="font-size:small">${escape(link.url)}</p>`] : []),
    `<p>Freundliche Grüsse<br>Ihr ${PRODUCT}-Team</p>`,
  ].join("\n")
  return link ? { subject, text, html, link: link.url } : { subject, text, html }
}

const greet = (firstName: string | undefined) => (firstName ? `Guten Tag ${firstName}` : "Guten Tag")

export const activationMail = (link: string, firstName: string): Text =>
  compose(
    `${PRODUCT}: Bitte aktivieren Sie Ihr Konto`,
    greet(firstName),
    [
      `Vielen Dank für Ihre Registrierung bei ${PRODUCT}. Bitte bestätigen Sie Ihre E-Mail-Adresse und aktivieren Sie Ihr Konto mit diesem Link:`,
      "Der Link ist 24 Stunden gültig. Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.",
    ],
    { url: link, label: "Konto aktivieren" },
  )

export const alreadyRegisteredMail = (loginLink: string, resetLink: string): Text =>
  compose(
    `${PRODUCT}: Sie haben bereits ein Konto`,
    greet(undefined),
    [
      `Jemand – vermutlich Sie – wollte sich mit dieser E-Mail-Adresse bei ${PRODUCT} registrieren. Für diese Adresse besteht bereits ein Konto.`,
      `Melden Sie sich unter ${loginLink} an. Haben Sie Ihr Passwort vergessen, können Sie es unter ${resetLink} zurücksetzen.`,
      "Falls Sie das nicht waren, können Sie diese E-Mail ignorieren.",
    ],
  )

export const passwordResetMail = (link: string, firstName: string | undefined): Text =>
  compose(
    `${PRODUCT}: Passwort zurücksetzen`,
    greet(firstName),
    [
      "Sie haben verlangt, Ihr Passwort zurückzusetzen. Mit diesem Link legen Sie ein neues Passwort fest:",
      "Der Link ist eine Stunde gültig und kann einmal verwendet werden. Falls Sie das nicht verlangt haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.",
    ],
    { url: link, label: "Neues Passwort festlegen" },
  )

export const invitationMail = (link: string, firstName: string | undefined): Text =>
  compose(
    `${PRODUCT}: Sie wurden eingeladen`,
    greet(firstName),
    [
      `Sie wurden zu ${PRODUCT} eingeladen. Mit diesem Link legen Sie Ihr Passwort fest und können sich danach anmelden:`,
      "Der Link ist 7 Tage gültig.",
    ],
    { url: link, label: "Passwort festlegen" },
  )
