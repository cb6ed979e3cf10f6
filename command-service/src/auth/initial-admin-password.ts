/**
 * @module The generated password of the first administrator goes into a file readable by the owner only
 * (`${DATA_DIR}/initial-admin-password.txt`, mode 0600), never into the log: the log names the file.
 * Written once, when the bootstrap generated the password; delete the file after the first sign-in.
 */
import { chmod, mkdir, writeFile } from "node:fs/promises"
import path from "node:path"

export const INITIAL_ADMIN_PASSWORD_FILE = "initial-admin-password.txt"

/** Writes the credentials and resolves with the file's path. */
export const writeInitialAdminPassword = async (dataDir: string, admin: { email: string; password: string }): Promise<string> => {
  await mkdir(dataDir, { recursive: true })
  const file = path.resolve(dataDir, INITIAL_ADMIN_PASSWORD_FILE)
  const text = [
    "BIM Profile – erster Administrator (bitte nach der ersten Anmeldung das Passwort ändern und diese Datei löschen)",
    `E-Mail: ${admin.email}`,
    `Passwort: ${admin.password}`,
    "",
  ].join("\n")
  await writeFile(file, text, { mode: 0o600 })
  // An existing file keeps its mode on write: made owner-only in any case.
  await chmod(file, 0o600)
  return file
}
