/**
 * @module An IDS file checked against the official IDS 1.0 XML Schema (xsd/ids.xsd, shipped unmodified),
 * offline: libxml2 as WebAssembly (libxml2-wasm), the three W3C schemas ids.xsd imports served from memory.
 * The same check for every file the export writes and every file the import reads; it never fetches
 * anything and never expands an entity (a file with a DTD is refused before it is parsed).
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { ParseOption, XmlBufferInputProvider, XmlDocument, XmlLibError, xmlRegisterInputProvider, XsdValidator } from "libxml2-wasm"

/** One finding: the line (1-based; null: the file as a whole) and libxml2's message. */
export type SchemaFinding = { readonly line: number | null; readonly message: string }

const here = path.dirname(fileURLToPath(import.meta.url))
const read = (file: string) => new Uint8Array(fs.readFileSync(path.join(here, "xsd", file)))

const IDS_XSD_URL = "bimprofile:/ids/ids.xsd"
/** What ids.xsd (and XMLSchema.xsd) import, by the locations they name. */
const IMPORTS: Record<string, string> = {
  "http://www.w3.org/2001/xml.xsd": "w3c/xml.xsd",
  "http://www.w3.org/2009/01/xml.xsd": "w3c/xml.xsd",
  "http://www.w3.org/2001/XMLSchema.xsd": "w3c/XMLSchema.xsd",
  "http://www.w3.org/2001/XMLSchema-instance": "w3c/XMLSchema-instance.xsd",
}

let validator: XsdValidator | undefined

/** The compiled schema, made once per process (about 20 ms). */
const schema = (): XsdValidator => {
  if (validator) return validator
  xmlRegisterInputProvider(new XmlBufferInputProvider(Object.fromEntries(Object.entries(IMPORTS).map(([url, file]) => [url, read(file)]))))
  const xsd = XmlDocument.fromBuffer(read("ids.xsd"), { url: IDS_XSD_URL })
  validator = XsdValidator.fromDoc(xsd)
  return validator
}

const findingsOf = (error: unknown): SchemaFinding[] => {
  if (error instanceof XmlLibError && error.details.length > 0)
    return error.details.map((detail) => ({ line: detail.line > 0 ? detail.line : null, message: detail.message.trim() }))
  return [{ line: null, message: error instanceof Error ? error.message.trim() : String(error) }]
}

/** Whether the text declares a DTD: IDS files have none, and one is how entity expansion and external entities come in. */
export const hasDoctype = (text: string) => /<!DOCTYPE/iu.test(text)

/**
 * The file's schema findings: none when it is well-formed IDS 1.0 XML that the XSD accepts. A file with a
 * DTD is refused as such (XML_PARSE_NONET as well: nothing is loaded from anywhere).
 */
export const checkIdsSchema = (xml: string | Uint8Array): SchemaFinding[] => {
  const text = typeof xml === "string" ? xml : new TextDecoder().decode(xml)
  if (hasDoctype(text)) return [{ line: lineOf(text, text.search(/<!DOCTYPE/iu)), message: "Die Datei enthält eine DTD (<!DOCTYPE …>). IDS-Dateien haben keine; aus Sicherheitsgründen wird sie nicht gelesen." }]
  let doc: XmlDocument | undefined
  try {
    doc = XmlDocument.fromString(text, { option: ParseOption.XML_PARSE_NONET })
  } catch (error) {
    return findingsOf(error)
  }
  try {
    schema().validate(doc)
    return []
  } catch (error) {
    return findingsOf(error)
  } finally {
    doc.dispose()
  }
}

const lineOf = (text: string, index: number) => text.slice(0, Math.max(0, index)).split("\n").length
