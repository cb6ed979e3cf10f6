/**
 * @module What the export job says while it works (its progress messages, shown to the user as they are) in the
 * four languages of the product, and the check it keeps with the document, in German like the server's other
 * texts: "IDS 1.0, 3 Dateien: XSD gültig, 2 IFC-Probleme".
 */
import type { ExportFileCheck, ExportFormat } from "@bimprofile/contracts/dto/export-dto"
import type { EXPORT_LANGUAGES } from "@bimprofile/contracts/dto/export-dto"

export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number]

export type ExportTexts = {
  readonly waiting: string
  readonly reading: string
  readonly activity: (done: number, of: number) => string
  readonly writing: Readonly<Record<ExportFormat, string>>
  readonly keeping: string
  /** A reader's export: the file is saved for them, not kept as a document. */
  readonly saving: string
}

export const EXPORT_TEXTS: Readonly<Record<ExportLanguage, ExportTexts>> = {
  de: {
    waiting: "Die letzten Änderungen werden übernommen …",
    reading: "Das Projekt wird gelesen …",
    activity: (done, of) => `Aktivität ${done} von ${of} geschrieben …`,
    writing: { ids: "Die IDS-Dateien werden zusammengestellt …", profile_xlsx: "Das Excel-Profil wird geschrieben …", report_pdf: "Der PDF-Bericht wird gedruckt …", report_xlsx: "Der Excel-Bericht wird geschrieben …" },
    keeping: "Die Datei wird als Dokument abgelegt …",
    saving: "Die Datei wird gespeichert …",
  },
  fr: {
    waiting: "Les dernières modifications sont prises en compte …",
    reading: "Lecture du projet …",
    activity: (done, of) => `Activité ${done} sur ${of} écrite …`,
    writing: { ids: "Assemblage des fichiers IDS …", profile_xlsx: "Écriture du profil Excel …", report_pdf: "Impression du rapport PDF …", report_xlsx: "Écriture du rapport Excel …" },
    keeping: "Le fichier est enregistré comme document …",
    saving: "Le fichier est enregistré …",
  },
  it: {
    waiting: "Le ultime modifiche vengono riprese …",
    reading: "Lettura del progetto …",
    activity: (done, of) => `Attività ${done} di ${of} scritta …`,
    writing: { ids: "Composizione dei file IDS …", profile_xlsx: "Scrittura del profilo Excel …", report_pdf: "Stampa del rapporto PDF …", report_xlsx: "Scrittura del rapporto Excel …" },
    keeping: "Il file viene archiviato come documento …",
    saving: "Il file viene salvato …",
  },
  en: {
    waiting: "Taking in the latest changes …",
    reading: "Reading the project …",
    activity: (done, of) => `Activity ${done} of ${of} written …`,
    writing: { ids: "Putting the IDS files together …", profile_xlsx: "Writing the Excel profile …", report_pdf: "Printing the PDF report …", report_xlsx: "Writing the Excel report …" },
    keeping: "Keeping the file as a document …",
    saving: "Saving the file …",
  },
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * The IDS files' check in words, as the document keeps it: how many files, the official XSD's verdict (a file it
 * refuses is never offered, so every kept file passed), then what the IFC check and the versions found.
 *
 * @example idsCheckText(checks, undefined) // "IDS 1.0, 3 Dateien: XSD gültig, 2 IFC-Probleme"
 */
export const idsCheckText = (checks: readonly ExportFileCheck[], asked: string | undefined): string => {
  const sum = (key: "ifc_problems" | "omissions" | "overlaps") => checks.reduce((total, check) => total + check[key], 0)
  const [problems, omissions, overlaps] = [sum("ifc_problems"), sum("omissions"), sum("overlaps")]
  const findings = [
    checks.every((check) => check.schema_valid) ? "XSD gültig" : "XSD verletzt",
    problems === 0 ? "keine IFC-Probleme" : count(problems, "IFC-Problem", "IFC-Probleme"),
    ...(omissions > 0 ? [count(omissions, "Auslassung", "Auslassungen")] : []),
    ...(overlaps > 0 ? [count(overlaps, "Überschneidung", "Überschneidungen")] : []),
  ]
  return `IDS 1.0${asked ? ` für ${asked}` : ""}, ${count(checks.length, "Datei", "Dateien")}: ${findings.join(", ")}`
}
