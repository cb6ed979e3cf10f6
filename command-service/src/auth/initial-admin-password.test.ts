import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { writeInitialAdminPassword } from "./initial-admin-password"

describe("the generated administrator password", () => {
  it("goes into DATA_DIR/initial-admin-password.txt, readable by the owner only", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "bimp-admin-"))
    try {
      // A file left from before with wider rights gets 0600 as well.
      writeFileSync(path.join(dataDir, "initial-admin-password.txt"), "alt", { mode: 0o644 })
      const file = await writeInitialAdminPassword(dataDir, { email: "admin@bimprofile.local", password: "geheim-123" })
      expect(file).toBe(path.resolve(dataDir, "initial-admin-password.txt"))
      expect(statSync(file).mode & 0o777).toBe(0o600)
      expect(readFileSync(file, "utf8")).toContain("Passwort: geheim-123")
      expect(readFileSync(file, "utf8")).toContain("E-Mail: admin@bimprofile.local")
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
