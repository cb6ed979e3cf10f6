/**
 * @module A test file's stack that sends its mails to an inbox of the test (invitations need one): the inbox
 * and the stack started before the file's tests, stopped after them. Both stand for the running things
 * once the file's `beforeAll` hooks have run (useTestStack's proxy).
 */
import { afterAll, beforeAll } from "vitest"
import { type SmtpInbox, startSmtpInbox } from "./smtp-inbox"
import { useTestStack } from "./use-test-stack"

export const useMailingStack = () => {
  let current: SmtpInbox | undefined
  beforeAll(async () => {
    current = await startSmtpInbox()
  })
  afterAll(async () => {
    await current?.stop()
  })
  const inbox = new Proxy({} as SmtpInbox, {
    get(_target, key) {
      if (!current) throw new Error("the inbox is not running yet: use it inside a test or hook")
      const value = current[key as keyof SmtpInbox]
      return typeof value === "function" ? value.bind(current) : value
    },
  })
  const stack = useTestStack(() => ({ env: { SMTP_URL: inbox.url, APP_URL: "http://bimprofile.test" } }))
  return { inbox, stack }
}
