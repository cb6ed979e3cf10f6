/**
 * The pure projection code (projection.ts, projections/) is what the query service and time travel use
 * without the runner: it must not reach for infra or a migration, and the tables it names must be the
 * tables the migrations create.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { readModelTables } from "@bimprofile/infra/migrations/003-read-models"
import { identityReadModelTables } from "@bimprofile/infra/migrations/007-identity-read-models"
import { catalogueTables as catalogueMigrationTables } from "@bimprofile/infra/migrations/011-catalogue"
import { elementTypeTables } from "@bimprofile/infra/migrations/012-element-types"
import { propertyTables } from "@bimprofile/infra/migrations/013-properties"
import { valueListTables } from "@bimprofile/infra/migrations/014-value-lists"
import { catalogueListTables } from "@bimprofile/infra/migrations/015-catalogue-lists"
import { typePropertyTables } from "@bimprofile/infra/migrations/016-type-properties"
import { requirementTables } from "@bimprofile/infra/migrations/017-requirements"
import { documentTables } from "@bimprofile/infra/migrations/018-documents"
import { versionTables } from "@bimprofile/infra/migrations/022-versions"
import { describe, expect, it } from "vitest"
import { structureTables } from "../projection"
import { catalogueDefinition } from "./catalogue"
import { identityDefinition } from "./identity"
import { projectStructure } from "./project-structure"

const here = import.meta.dirname
const pureFiles = [join(here, "../projection.ts"), ...readdirSync(here).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).map((f) => join(here, f))]

describe("pure projection code", () => {
  it("imports nothing of infra, no migration and nothing of the runner or storage", () => {
    for (const file of pureFiles) {
      const imports = [...readFileSync(file, "utf8").matchAll(/from "([^"]+)"/g)].map((m) => m[1]!)
      expect(imports.filter((path) => /infra|migrations|runner|storage/.test(path)), file).toEqual([])
    }
  })

  it("names exactly the tables the migrations create", () => {
    expect([...structureTables]).toEqual([...readModelTables])
    expect(projectStructure.tables).toEqual(structureTables)
    expect([...identityDefinition.tables]).toEqual([...identityReadModelTables])
    expect([...catalogueDefinition.tables].sort()).toEqual([...catalogueMigrationTables, ...elementTypeTables, ...propertyTables, ...valueListTables, ...catalogueListTables, ...typePropertyTables, ...requirementTables, ...documentTables, ...versionTables].sort())
  })
})
