/**
 * @module The words of the PDF and Excel reports in the four languages of the product (de-CH default, fr-CH,
 * it-CH, en), and the language a request asks for with Accept-Language.
 */
import type { FacetWords } from "@bimprofile/contracts/requirements/facet-words"
import type { Cardinality, FacetKind } from "@bimprofile/contracts/requirements/facets"

export const REPORT_LOCALES = ["de", "fr", "it", "en"] as const
export type ReportLocale = (typeof REPORT_LOCALES)[number]

/** The BCP 47 tag dates are written in. */
export const LOCALE_TAGS: Record<ReportLocale, string> = { de: "de-CH", fr: "fr-CH", it: "it-CH", en: "en-GB" }

export type ReportTexts = {
  readonly fileWord: string
  readonly report: string
  readonly processReport: string
  readonly contents: string
  readonly project: string
  readonly description: string
  readonly ifcVersion: string
  readonly date: string
  /** A report as of a point of the project's history (time travel, a published version): the position it shows. */
  readonly asOf: string
  readonly organisation: string
  readonly phase: string
  readonly milestone: string
  readonly process: string
  readonly shortName: string
  readonly activity: string
  readonly provider: string
  readonly receiver: string
  readonly requirements: string
  readonly requirement: string
  readonly identifier: string
  readonly elementClass: string
  readonly applicability: string
  readonly facets: string
  readonly cardinality: string
  readonly ifcVersions: string
  readonly count: string
  readonly noRequirements: string
  readonly noActivities: string
  readonly noProcesses: string
  /** "Seite {page} von {total}": the two placeholders are Chromium's page number spans. */
  readonly pageOf: (page: string, total: string) => string
  readonly sheets: { readonly overview: string; readonly milestones: string; readonly processes: string; readonly activities: string; readonly requirements: string }
  readonly facetKinds: Readonly<Record<FacetKind, string>>
  readonly cardinalities: Readonly<Record<Cardinality, string>>
  /** A restriction's words (contracts/src/requirements/facet-words.ts writes the sentences). */
  readonly value: Pick<FacetWords, "oneOf" | "pattern" | "length" | "minLength" | "maxLength" | "and">
}

export const REPORT_TEXTS: Record<ReportLocale, ReportTexts> = {
  de: {
    fileWord: "Bericht",
    report: "Bericht",
    processReport: "Prozessbericht",
    contents: "Inhaltsverzeichnis",
    project: "Projekt",
    description: "Beschreibung",
    ifcVersion: "IFC-Version",
    date: "Datum",
    asOf: "Stand (Position im Verlauf)",
    organisation: "Organisation",
    phase: "Phase",
    milestone: "Meilenstein",
    process: "Prozess",
    shortName: "Kurzname",
    activity: "Aktivität",
    provider: "Lieferant",
    receiver: "Empfänger",
    requirements: "Anforderungen",
    requirement: "Anforderung",
    identifier: "Kennung",
    elementClass: "Fachklasse",
    applicability: "Anwendbarkeit",
    facets: "Merkmale und Bedingungen",
    cardinality: "Kardinalität",
    ifcVersions: "IFC-Versionen",
    count: "Anzahl",
    noRequirements: "Keine Anforderungen.",
    noActivities: "Keine Aktivitäten.",
    noProcesses: "Keine Prozesse.",
    pageOf: (page, total) => `Seite ${page} von ${total}`,
    sheets: { overview: "Übersicht", milestones: "Meilensteine", processes: "Prozesse", activities: "Aktivitäten", requirements: "Anforderungen" },
    facetKinds: { entity: "Entität", partOf: "Teil von", classification: "Klassifikation", attribute: "Attribut", property: "Merkmal", material: "Material" },
    cardinalities: { required: "erforderlich", optional: "optional", prohibited: "verboten" },
    value: {
      oneOf: (values) => `einer von ${values}`,
      pattern: (value) => `Muster ${value}`,
      length: (value) => `Länge ${value}`,
      minLength: (value) => `mindestens ${value} Zeichen`,
      maxLength: (value) => `höchstens ${value} Zeichen`,
      and: " und ",
    },
  },
  fr: {
    fileWord: "Rapport",
    report: "Rapport",
    processReport: "Rapport de processus",
    contents: "Table des matières",
    project: "Projet",
    description: "Description",
    ifcVersion: "Version IFC",
    date: "Date",
    asOf: "État (position dans l’historique)",
    organisation: "Organisation",
    phase: "Phase",
    milestone: "Jalon",
    process: "Processus",
    shortName: "Nom court",
    activity: "Activité",
    provider: "Fournisseur",
    receiver: "Destinataire",
    requirements: "Exigences",
    requirement: "Exigence",
    identifier: "Identifiant",
    elementClass: "Classe d'éléments",
    applicability: "Applicabilité",
    facets: "Caractéristiques et conditions",
    cardinality: "Cardinalité",
    ifcVersions: "Versions IFC",
    count: "Nombre",
    noRequirements: "Aucune exigence.",
    noActivities: "Aucune activité.",
    noProcesses: "Aucun processus.",
    pageOf: (page, total) => `Page ${page} sur ${total}`,
    sheets: { overview: "Aperçu", milestones: "Jalons", processes: "Processus", activities: "Activités", requirements: "Exigences" },
    facetKinds: { entity: "Entité", partOf: "Partie de", classification: "Classification", attribute: "Attribut", property: "Caractéristique", material: "Matériau" },
    cardinalities: { required: "obligatoire", optional: "facultatif", prohibited: "interdit" },
    value: {
      oneOf: (values) => `l'une des valeurs ${values}`,
      pattern: (value) => `motif ${value}`,
      length: (value) => `longueur ${value}`,
      minLength: (value) => `au moins ${value} caractères`,
      maxLength: (value) => `au plus ${value} caractères`,
      and: " et ",
    },
  },
  it: {
    fileWord: "Rapporto",
    report: "Rapporto",
    processReport: "Rapporto di processo",
    contents: "Indice",
    project: "Progetto",
    description: "Descrizione",
    ifcVersion: "Versione IFC",
    date: "Data",
    asOf: "Stato (posizione nella cronologia)",
    organisation: "Organizzazione",
    phase: "Fase",
    milestone: "Milestone",
    process: "Processo",
    shortName: "Nome breve",
    activity: "Attività",
    provider: "Fornitore",
    receiver: "Destinatario",
    requirements: "Requisiti",
    requirement: "Requisito",
    identifier: "Identificativo",
    elementClass: "Classe di elementi",
    applicability: "Applicabilità",
    facets: "Caratteristiche e condizioni",
    cardinality: "Cardinalità",
    ifcVersions: "Versioni IFC",
    count: "Numero",
    noRequirements: "Nessun requisito.",
    noActivities: "Nessuna attività.",
    noProcesses: "Nessun processo.",
    pageOf: (page, total) => `Pagina ${page} di ${total}`,
    sheets: { overview: "Panoramica", milestones: "Milestone", processes: "Processi", activities: "Attività", requirements: "Requisiti" },
    facetKinds: { entity: "Entità", partOf: "Parte di", classification: "Classificazione", attribute: "Attributo", property: "Caratteristica", material: "Materiale" },
    cardinalities: { required: "obbligatorio", optional: "facoltativo", prohibited: "vietato" },
    value: {
      oneOf: (values) => `uno tra ${values}`,
      pattern: (value) => `modello ${value}`,
      length: (value) => `lunghezza ${value}`,
      minLength: (value) => `almeno ${value} caratteri`,
      maxLength: (value) => `al massimo ${value} caratteri`,
      and: " e ",
    },
  },
  en: {
    fileWord: "Report",
    report: "Report",
    processReport: "Process report",
    contents: "Contents",
    project: "Project",
    description: "Description",
    ifcVersion: "IFC version",
    date: "Date",
    asOf: "As of (position in the history)",
    organisation: "Organisation",
    phase: "Phase",
    milestone: "Milestone",
    process: "Process",
    shortName: "Short name",
    activity: "Activity",
    provider: "Provider",
    receiver: "Receiver",
    requirements: "Requirements",
    requirement: "Requirement",
    identifier: "Identifier",
    elementClass: "Element class",
    applicability: "Applicability",
    facets: "Properties and conditions",
    cardinality: "Cardinality",
    ifcVersions: "IFC versions",
    count: "Count",
    noRequirements: "No requirements.",
    noActivities: "No activities.",
    noProcesses: "No processes.",
    pageOf: (page, total) => `Page ${page} of ${total}`,
    sheets: { overview: "Overview", milestones: "Milestones", processes: "Processes", activities: "Activities", requirements: "Requirements" },
    facetKinds: { entity: "Entity", partOf: "Part of", classification: "Classification", attribute: "Attribute", property: "Property", material: "Material" },
    cardinalities: { required: "required", optional: "optional", prohibited: "prohibited" },
    value: {
      oneOf: (values) => `one of ${values}`,
      pattern: (value) => `pattern ${value}`,
      length: (value) => `length ${value}`,
      minLength: (value) => `at least ${value} characters`,
      maxLength: (value) => `at most ${value} characters`,
      and: " and ",
    },
  },
}

/**
 * The report language of an Accept-Language header: the first of de, fr, it, en by weight (de-CH counts as
 * de); German when none is asked for or none of them.
 */
export const reportLocale = (acceptLanguage: string | undefined): ReportLocale => {
  const asked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";")
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/u.exec(p)?.[1]).find((v) => v !== undefined)
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", weight: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  return asked.map((entry) => entry.language).find((language): language is ReportLocale => (REPORT_LOCALES as readonly string[]).includes(language)) ?? "de"
}
