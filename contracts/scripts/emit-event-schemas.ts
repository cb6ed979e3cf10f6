/** Writes the JSON Schema of every project event to contracts/dist/events/<Type>.schema.json, for consumers. */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { toJsonSchema } from "../src/codec/json-schema"
import { projectEventSchemas } from "../src/events/project/project-event"

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/events")
fs.mkdirSync(out, { recursive: true })
for (const schema of projectEventSchemas) {
  const type = schema.fields.type.literal
  const document = { $schema: "https://json-schema.org/draft/2020-12/schema", title: type, ...toJsonSchema(schema) }
  fs.writeFileSync(path.join(out, `${type}.schema.json`), JSON.stringify(document, null, 2) + "\n")
}
console.log(`${projectEventSchemas.length} event schemas written to ${path.relative(process.cwd(), out)}`)
