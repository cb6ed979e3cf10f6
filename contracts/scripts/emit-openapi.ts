/** Writes the OpenAPI document of the 1.2 API to contracts/dist/openapi.json (the server also serves it). */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { buildOpenApiDocument } from "../src/api/openapi"

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/openapi.json")
fs.mkdirSync(path.dirname(out), { recursive: true })
fs.writeFileSync(out, JSON.stringify(buildOpenApiDocument(), null, 2) + "\n")
console.log(`OpenAPI document written to ${path.relative(process.cwd(), out)}`)
