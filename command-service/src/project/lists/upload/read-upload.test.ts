import ExcelJS from "exceljs"
import { deflateRawSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { CSV_MEDIA_TYPE, XLSX_MEDIA_TYPE } from "@bimprofile/contracts/catalogue/upload-media"
import { CHUNK_CHARS } from "./read-csv"
import { declaredUnpackedBytes } from "./read-xlsx"
import { readUpload } from "./read-upload"
import { UploadRefused } from "./upload-table"

const csv = (text: string) => new TextEncoder().encode(text)
const refusal = async (bytes: Uint8Array, type: typeof CSV_MEDIA_TYPE | typeof XLSX_MEDIA_TYPE = CSV_MEDIA_TYPE) => {
  const failure = await readUpload(bytes, type).then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(failure).toBeInstanceOf(UploadRefused)
  return (failure as UploadRefused).message
}

/** A zip of one stored entry whose central directory declares `declared` unpacked bytes. */
const zipDeclaring = (declared: number) => {
  const name = Buffer.from("xl/worksheets/sheet1.xml")
  const data = deflateRawSync(Buffer.alloc(16))
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(8, 8)
  local.writeUInt32LE(data.length, 18)
  local.writeUInt32LE(declared, 22)
  local.writeUInt16LE(name.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(8, 10)
  central.writeUInt32LE(data.length, 20)
  central.writeUInt32LE(declared, 24)
  central.writeUInt16LE(name.length, 28)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(46 + name.length, 12)
  end.writeUInt32LE(30 + name.length + data.length, 16)
  return new Uint8Array(Buffer.concat([local, name, data, central, name, end]))
}

describe("reading a classification upload", () => {
  it("reads a semicolon CSV as Excel writes it in Switzerland (BOM, CRLF, quotes), in any column order", async () => {
    const rows = await readUpload(csv('\uFEFFname;code;parent_code;description\r\n"Konstruktion; Gebäude";C;;\r\nWand;C02;C;"mit ""Zitat"""\r\n'), CSV_MEDIA_TYPE)
    expect(rows).toEqual([
      { line: 2, fields: { name: "Konstruktion; Gebäude", code: "C", desc: null }, parentCode: null },
      { line: 3, fields: { name: "Wand", code: "C02", desc: 'mit "Zitat"' }, parentCode: "C" },
    ])
  })

  it("refuses a file it cannot take with the line and the reason", async () => {
    expect(await refusal(new Uint8Array([0x63, 0x6f, 0x64, 0x65, 0x2c, 0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x5a, 0xfc, 0x72, 0x69, 0x63, 0x68]))).toContain("nicht UTF-8")
    expect(await refusal(csv("code,titel\nC,Konstruktion\n"))).toBe("Zeile 1: Unbekannte Spalte «titel». Erwartet wird die Kopfzeile code,name,long_name,description,parent_code.")
    expect(await refusal(csv("code,long_name\nC,K\n"))).toContain("Die Spalte «name» fehlt")
    expect(await refusal(csv("code,name\n"))).toBe("Die Datei hat nur eine Kopfzeile und keine Einträge.")
    expect(await refusal(csv('code,name\nC,"offen\n'))).toBe("Zeile 2: Ein Anführungszeichen wird bis zum Ende der Datei nicht geschlossen.")
    expect(await refusal(csv("code,name\nC,K,zu viel\n"))).toBe("Zeile 2: Die Zeile hat 3 Zellen, die Kopfzeile 2 Spalten.")
  })

  it("reads a long CSV whole across the pieces it is parsed in: quoted line breaks, characters beyond the BMP, a fault's line far down", async () => {
    // 3,000 rows of about 40 characters: the text goes to the parser in several pieces (read-csv.ts).
    const lines = ["code;name;description"]
    for (let i = 0; i < 3_000; i++) lines.push(i % 7 === 0 ? `C${i};"Zeile ${i}\nzweite Zeile";🏗️ Baustelle ${i} 🧱` : `C${i};Eintrag ${i};Beschreibung 🧱 ${i}`)
    const rows = await readUpload(csv(lines.join("\r\n")), CSV_MEDIA_TYPE)
    expect(rows).toHaveLength(3_000)
    rows.forEach((row, i) => {
      expect(row.fields).toEqual(i % 7 === 0 ? { code: `C${i}`, name: `Zeile ${i}\nzweite Zeile`, desc: `🏗️ Baustelle ${i} 🧱` } : { code: `C${i}`, name: `Eintrag ${i}`, desc: `Beschreibung 🧱 ${i}` })
    })
    // A line break in a cell (Excel writes LF there, CRLF between rows) spans two lines of the file: the last row is on line 1 + 3,000 + 429.
    expect(rows.at(-1)!.line).toBe(3_001 + Math.ceil(3_000 / 7))
    expect(await refusal(csv(`${lines.join("\r\n")}\r\nC;"offen`))).toBe(`Zeile ${3_002 + Math.ceil(3_000 / 7)}: Ein Anführungszeichen wird bis zum Ende der Datei nicht geschlossen.`)
  })

  it("keeps a character beyond the BMP whole where a piece of the text ends", async () => {
    const head = "code;name;description\nC1;Lang;"
    const padding = "x".repeat(CHUNK_CHARS - 1 - head.length)
    // The emoji's first half is the piece's last unit: cut there, it would reach the parser as two broken halves.
    const rows = await readUpload(csv(`${head}${padding}🧱 Mauerwerk\nC2;Kurz;`), CSV_MEDIA_TYPE)
    expect(rows.map((row) => row.fields)).toEqual([
      { code: "C1", name: "Lang", desc: `${padding}🧱 Mauerwerk` },
      { code: "C2", name: "Kurz", desc: null },
    ])
  })

  it("reads the first sheet of a workbook, a number as its text", async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet("eBKP-H")
    sheet.addRow(["code", "name", "parent_code"])
    sheet.addRow(["C", "Konstruktion", null])
    sheet.addRow([211, "Baugrube", "C"])
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer())
    expect(await readUpload(bytes, XLSX_MEDIA_TYPE)).toEqual([
      { line: 2, fields: { code: "C", name: "Konstruktion" }, parentCode: null },
      { line: 3, fields: { code: "211", name: "Baugrube" }, parentCode: "C" },
    ])
  })

  it("refuses a zip bomb dressed as a workbook from what its directory declares, and bytes that are no workbook", async () => {
    expect(declaredUnpackedBytes(zipDeclaring(1234))).toBe(1234)
    expect(await refusal(zipDeclaring(3_000_000_000), XLSX_MEDIA_TYPE)).toContain("mehr als 200 MB")
    expect(await refusal(csv("code,name\nC,K\n"), XLSX_MEDIA_TYPE)).toBe("Die Datei ist keine lesbare Excel-Arbeitsmappe (XLSX).")
    expect(await refusal(zipDeclaring(16), XLSX_MEDIA_TYPE)).toBe("Die Datei ist keine lesbare Excel-Arbeitsmappe (XLSX).")
  })
})
