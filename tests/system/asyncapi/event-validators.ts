/**
 * @module Validates CloudEvents the way a downstream consumer would, from what the running service serves:
 * the envelope against its message's payload in GET /1.2/asyncapi.json (AsyncAPI schemas: draft-07), and
 * `data` against the JSON Schema (draft 2020-12) fetched from the event's own `dataschema` URL.
 */
import Ajv, { type ValidateFunction } from "ajv"
import Ajv2020 from "ajv/dist/2020.js"
import addFormats from "ajv-formats"

const ASYNCAPI_ID = "asyncapi.json"

export type EventValidators = {
  /** The AsyncAPI document as served. */
  readonly document: any
  /** What is wrong with `event` (a parsed message value); empty when its envelope and data are valid. */
  check(event: any): Promise<string[]>
  /** The validator of one data schema URL, compiled once per URL. */
  dataSchema(url: string): Promise<ValidateFunction>
}

const errorsOf = (validate: ValidateFunction, where: string) =>
  (validate.errors ?? []).map((error) => `${where}${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`)

export const eventValidators = async (baseUrl: string): Promise<EventValidators> => {
  const answer = await fetch(`${baseUrl}/1.2/asyncapi.json`)
  if (answer.status !== 200) throw new Error(`GET /1.2/asyncapi.json: ${answer.status}`)
  const document = await answer.json()
  // Not strict: the AsyncAPI document around the schemas has keywords of its own (channels, messages …).
  const envelopes = new Ajv({ allErrors: true, strict: false })
  addFormats(envelopes)
  envelopes.addSchema(document, ASYNCAPI_ID)
  // Strict, as a careful consumer compiles them: the served schemas use standard keywords only.
  const datas = new Ajv2020({ allErrors: true, strict: true })
  addFormats(datas)
  const dataValidators = new Map<string, Promise<ValidateFunction>>()

  const dataSchema = (url: string) => {
    let validator = dataValidators.get(url)
    if (!validator) {
      validator = fetch(url).then(async (response) => {
        if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`)
        return datas.compile(await response.json())
      })
      dataValidators.set(url, validator)
    }
    return validator
  }

  const check = async (event: any): Promise<string[]> => {
    const type = String(event?.type ?? "").replace(/^ch\.bimprofile\./, "")
    const message = document.components.messages[type]
    if (!message) return [`no message for type ${event?.type}`]
    const envelope = envelopes.getSchema(`${ASYNCAPI_ID}#/components/messages/${type}/payload`)!
    const problems = envelope(event) ? [] : errorsOf(envelope, `${type} envelope`)
    const data = await dataSchema(event.dataschema)
    if (!data(event.data)) problems.push(...errorsOf(data, `${type} data`))
    return problems
  }

  return { document, check, dataSchema }
}
