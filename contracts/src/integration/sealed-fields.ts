/**
 * @module The sealed personal fields of the published events, and how their schemas describe them.
 *
 * Personal data (e-mail, names, picture) enters an event only sealed with a key of that user alone
 * (events/identity/user-events.ts `Sealed`, docs/identity.md). Kafka carries the events as stored, so
 * consumers get the ciphertext: they can never read it — erasing the user destroys the key
 * (crypto-shredding), and no key ever leaves the installation. The schemas say so, so nobody builds on
 * reading them.
 */
import type { JsonSchema } from "../codec/json-schema"

/** Event type → the fields of its `data` that hold a seal (`Sealed` in user-events.ts). */
export const SEALED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  UserRegistered: ["personal"],
  UserProfileChanged: ["personal"],
  UserImageChanged: ["image"],
}

/**
 * The vault's form of a seal: a version, then base64url parts separated by dots (AES-256-GCM
 * `v1.<iv>.<ciphertext>.<tag>`). Only the outline is promised: the parts may change with the version.
 */
export const SEALED_PATTERN = "^v[0-9]+(\\.[A-Za-z0-9_-]+)+$"

/** Standard keywords only: a validator in strict mode refuses unknown ones (ajv does). */
export const sealedStringSchema: JsonSchema = {
  title: "Sealed",
  type: "string",
  pattern: SEALED_PATTERN,
  description:
    "Sealed personal data: ciphertext that only BIM Profile can open, with a key of this user alone. " +
    "Opaque to every consumer — never decrypt, parse or compare it; the user's name and e-mail are read through the API. " +
    "Erasing the user destroys the key (crypto-shredding): the seal stays in the log and on the topic, readable by no one.",
}

/**
 * The data schema with each sealed field's strings described as seals (`null` stays allowed where the
 * field allows it, e.g. no picture).
 */
export const withSealedFields = (type: string, dataSchema: JsonSchema): JsonSchema => {
  const fields = SEALED_FIELDS[type]
  const properties = dataSchema.properties as Record<string, JsonSchema> | undefined
  if (!fields || !properties) return dataSchema
  const sealed = Object.fromEntries(fields.map((field) => [field, sealStrings(properties[field], `${type}.${field}`)]))
  return { ...dataSchema, properties: { ...properties, ...sealed } }
}

const sealStrings = (schema: JsonSchema | undefined, where: string): JsonSchema => {
  if (schema?.type === "string") return sealedStringSchema
  if (Array.isArray(schema?.anyOf)) return { ...schema, anyOf: schema.anyOf.map((branch: JsonSchema) => (branch.type === "string" ? sealedStringSchema : branch)) }
  throw new Error(`${where} is listed as sealed but is not a string field`)
}
