/**
 * @module The words of the Excel profile in the four languages of the product — sheet names, headers and the
 * values written as words (phases, role types, data types, facets) — and the language a request asks for by its
 * Accept-Language (German unless French, Italian or English comes first). The export writes a workbook with them
 * (query-service/src/resources/exports/excel/), the import reads one back in any of the four
 * (command-service/src/project/profile-import/).
 */
import type { PhaseCode, RoleTypeCode } from "../codes"
import type { PropertyConcept, PropertyDatatype } from "../catalogue/property-kinds"
import type { Cardinality, FacetKind } from "../requirements/facets"

export const PROFILE_LOCALES = ["de", "fr", "it", "en"] as const
export type ProfileLocale = (typeof PROFILE_LOCALES)[number]

type Sheets = "processes" | "activities" | "roles" | "requirements" | "elementClasses" | "properties" | "valueLists" | "listNames"

export type ProfileTexts = {
  readonly fileName: string
  readonly sheets: Readonly<Record<Sheets, string>>
  readonly headers: {
    readonly phase: string
    readonly milestone: string
    readonly process: string
    readonly shortName: string
    readonly description: string
    readonly activity: string
    readonly provider: string
    readonly receiver: string
    readonly requirementCount: string
    readonly name: string
    readonly roleType: string
    readonly requirement: string
    readonly elementClass: string
    readonly ifcVersions: string
    readonly cardinality: string
    readonly part: string
    readonly facet: string
    readonly subject: string
    readonly value: string
    readonly dataType: string
    readonly facetCardinality: string
    readonly instructions: string
    readonly category: string
    readonly parent: string
    readonly ifcEntity: string
    readonly unit: string
    readonly concept: string
    readonly target: string
    readonly valueList: string
    readonly listValue: string
  }
  readonly parts: { readonly applicability: string; readonly requirement: string }
  readonly phases: Readonly<Record<PhaseCode, string>>
  readonly roleTypes: Readonly<Record<RoleTypeCode, string>>
  readonly datatypes: Readonly<Record<PropertyDatatype, string>>
  readonly concepts: Readonly<Record<PropertyConcept, string>>
  readonly facets: Readonly<Record<FacetKind, string>>
  readonly cardinalities: Readonly<Record<Cardinality, string>>
  readonly values: { readonly oneOf: string; readonly pattern: string; readonly length: string; readonly minLength: string; readonly maxLength: string; readonly and: string }
}

const de: ProfileTexts = {
  fileName: "Profil",
  sheets: { processes: "Prozesse", activities: "Aktivitäten", roles: "Rollen", requirements: "Anforderungen", elementClasses: "Fachklassen", properties: "Merkmale", valueLists: "Wertelisten", listNames: "Listennamen" },
  headers: {
    phase: "Phase", milestone: "Meilenstein", process: "Prozess", shortName: "Kurzname", description: "Beschreibung", activity: "Aktivität",
    provider: "Liefernde Rolle", receiver: "Empfangende Rolle", requirementCount: "Anzahl Anforderungen", name: "Name", roleType: "Typ",
    requirement: "Anforderung", elementClass: "Fachklasse", ifcVersions: "IFC-Versionen", cardinality: "Kardinalität", part: "Teil", facet: "Facette",
    subject: "Merkmalgruppe / Name / Attribut / System", value: "Wert oder Einschränkung", dataType: "Datentyp", facetCardinality: "Kardinalität der Facette",
    instructions: "Anweisungen", category: "Kategorie", parent: "Übergeordnete Fachklasse", ifcEntity: "IFC-Entität", unit: "Einheit", concept: "IFC-Konzept",
    target: "Pset.Merkmal", valueList: "Werteliste", listValue: "Wert",
  },
  parts: { applicability: "Anwendbarkeit", requirement: "Anforderung" },
  phases: { konzeption: "Konzeption", planung: "Planung", realisierung: "Realisierung", bewirtschaftung: "Bewirtschaftung" },
  roleTypes: { company: "Unternehmen", supplier: "Lieferant", service: "Dienstleister", users: "Nutzer" },
  datatypes: { text: "Text", number: "Zahl", boolean: "Ja/Nein", date: "Datum", enumeration: "Aufzählung" },
  concepts: {
    attribute: "Attribut", predefined_property: "Standard-Merkmal", quantity: "Menge", user_defined_property: "Eigenes Merkmal", grouping: "Gruppierung",
    document_reference: "Dokumentverweis", classification: "Klassifikation", material: "Material", typing: "Typisierung",
  },
  facets: { entity: "Entität", partOf: "Teil von", classification: "Klassifikation", attribute: "Attribut", property: "Merkmal", material: "Material" },
  cardinalities: { required: "erforderlich", optional: "optional", prohibited: "verboten" },
  values: { oneOf: "einer von {}", pattern: "Muster {}", length: "Länge {}", minLength: "mindestens {} Zeichen", maxLength: "höchstens {} Zeichen", and: " und " },
}

const fr: ProfileTexts = {
  fileName: "Profil",
  sheets: { processes: "Processus", activities: "Activités", roles: "Rôles", requirements: "Exigences", elementClasses: "Classes d'éléments", properties: "Propriétés", valueLists: "Listes de valeurs", listNames: "Noms des listes" },
  headers: {
    phase: "Phase", milestone: "Jalon", process: "Processus", shortName: "Nom court", description: "Description", activity: "Activité",
    provider: "Rôle qui livre", receiver: "Rôle qui reçoit", requirementCount: "Nombre d'exigences", name: "Nom", roleType: "Type",
    requirement: "Exigence", elementClass: "Classe d'éléments", ifcVersions: "Versions IFC", cardinality: "Cardinalité", part: "Partie", facet: "Facette",
    subject: "Groupe / nom / attribut / système", value: "Valeur ou contrainte", dataType: "Type de données", facetCardinality: "Cardinalité de la facette",
    instructions: "Instructions", category: "Catégorie", parent: "Classe parente", ifcEntity: "Entité IFC", unit: "Unité", concept: "Concept IFC",
    target: "Pset.Propriété", valueList: "Liste de valeurs", listValue: "Valeur",
  },
  parts: { applicability: "Applicabilité", requirement: "Exigence" },
  phases: { konzeption: "Conception", planung: "Planification", realisierung: "Réalisation", bewirtschaftung: "Exploitation" },
  roleTypes: { company: "Entreprise", supplier: "Fournisseur", service: "Prestataire de services", users: "Utilisateurs" },
  datatypes: { text: "Texte", number: "Nombre", boolean: "Oui/non", date: "Date", enumeration: "Énumération" },
  concepts: {
    attribute: "Attribut", predefined_property: "Propriété standard", quantity: "Quantité", user_defined_property: "Propriété personnalisée", grouping: "Groupement",
    document_reference: "Référence de document", classification: "Classification", material: "Matériau", typing: "Typage",
  },
  facets: { entity: "Entité", partOf: "Partie de", classification: "Classification", attribute: "Attribut", property: "Propriété", material: "Matériau" },
  cardinalities: { required: "obligatoire", optional: "facultatif", prohibited: "interdit" },
  values: { oneOf: "l'une des valeurs {}", pattern: "motif {}", length: "longueur {}", minLength: "au moins {} caractères", maxLength: "au plus {} caractères", and: " et " },
}

const it: ProfileTexts = {
  fileName: "Profilo",
  sheets: { processes: "Processi", activities: "Attività", roles: "Ruoli", requirements: "Requisiti", elementClasses: "Classi di elementi", properties: "Proprietà", valueLists: "Liste di valori", listNames: "Nomi delle liste" },
  headers: {
    phase: "Fase", milestone: "Milestone", process: "Processo", shortName: "Nome breve", description: "Descrizione", activity: "Attività",
    provider: "Ruolo che fornisce", receiver: "Ruolo che riceve", requirementCount: "Numero di requisiti", name: "Nome", roleType: "Tipo",
    requirement: "Requisito", elementClass: "Classe di elementi", ifcVersions: "Versioni IFC", cardinality: "Cardinalità", part: "Parte", facet: "Facetta",
    subject: "Gruppo / nome / attributo / sistema", value: "Valore o vincolo", dataType: "Tipo di dati", facetCardinality: "Cardinalità della facetta",
    instructions: "Istruzioni", category: "Categoria", parent: "Classe superiore", ifcEntity: "Entità IFC", unit: "Unità", concept: "Concetto IFC",
    target: "Pset.Proprietà", valueList: "Lista di valori", listValue: "Valore",
  },
  parts: { applicability: "Applicabilità", requirement: "Requisito" },
  phases: { konzeption: "Concezione", planung: "Progettazione", realisierung: "Realizzazione", bewirtschaftung: "Gestione" },
  roleTypes: { company: "Impresa", supplier: "Fornitore", service: "Fornitore di servizi", users: "Utenti" },
  datatypes: { text: "Testo", number: "Numero", boolean: "Sì/no", date: "Data", enumeration: "Enumerazione" },
  concepts: {
    attribute: "Attributo", predefined_property: "Proprietà standard", quantity: "Quantità", user_defined_property: "Proprietà personalizzata", grouping: "Raggruppamento",
    document_reference: "Riferimento a documento", classification: "Classificazione", material: "Materiale", typing: "Tipizzazione",
  },
  facets: { entity: "Entità", partOf: "Parte di", classification: "Classificazione", attribute: "Attributo", property: "Proprietà", material: "Materiale" },
  cardinalities: { required: "obbligatorio", optional: "facoltativo", prohibited: "vietato" },
  values: { oneOf: "uno tra {}", pattern: "modello {}", length: "lunghezza {}", minLength: "almeno {} caratteri", maxLength: "al massimo {} caratteri", and: " e " },
}

const en: ProfileTexts = {
  fileName: "Profile",
  sheets: { processes: "Processes", activities: "Activities", roles: "Roles", requirements: "Requirements", elementClasses: "Element classes", properties: "Properties", valueLists: "Value lists", listNames: "List names" },
  headers: {
    phase: "Phase", milestone: "Milestone", process: "Process", shortName: "Short name", description: "Description", activity: "Activity",
    provider: "Providing role", receiver: "Receiving role", requirementCount: "Number of requirements", name: "Name", roleType: "Type",
    requirement: "Requirement", elementClass: "Element class", ifcVersions: "IFC versions", cardinality: "Cardinality", part: "Part", facet: "Facet",
    subject: "Property set / name / attribute / system", value: "Value or restriction", dataType: "Data type", facetCardinality: "Facet cardinality",
    instructions: "Instructions", category: "Category", parent: "Parent class", ifcEntity: "IFC entity", unit: "Unit", concept: "IFC concept",
    target: "Pset.Property", valueList: "Value list", listValue: "Value",
  },
  parts: { applicability: "Applicability", requirement: "Requirement" },
  phases: { konzeption: "Design", planung: "Planning", realisierung: "Construction", bewirtschaftung: "Operation" },
  roleTypes: { company: "Company", supplier: "Supplier", service: "Service provider", users: "Users" },
  datatypes: { text: "Text", number: "Number", boolean: "Yes/no", date: "Date", enumeration: "Enumeration" },
  concepts: {
    attribute: "Attribute", predefined_property: "Standard property", quantity: "Quantity", user_defined_property: "Custom property", grouping: "Grouping",
    document_reference: "Document reference", classification: "Classification", material: "Material", typing: "Typing",
  },
  facets: { entity: "Entity", partOf: "Part of", classification: "Classification", attribute: "Attribute", property: "Property", material: "Material" },
  cardinalities: { required: "required", optional: "optional", prohibited: "prohibited" },
  values: { oneOf: "one of {}", pattern: "pattern {}", length: "length {}", minLength: "at least {} characters", maxLength: "at most {} characters", and: " and " },
}

export const profileTexts: Readonly<Record<ProfileLocale, ProfileTexts>> = { de, fr, it, en }

/** A text with its `{}` filled. */
export const fill = (text: string, value: string) => text.replace("{}", value)

/**
 * The language of an Accept-Language header: the first (by weight, then order) of German, French, Italian
 * and English it names; German when it names none of them.
 *
 * @example localeOf("fr-CH, fr;q=0.9, de;q=0.8") // "fr"
 */
export const localeOf = (acceptLanguage: string | undefined): ProfileLocale => {
  const asked = (acceptLanguage ?? "")
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";")
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/u.exec(p)?.[1]).find((v) => v !== undefined)
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", weight: q === undefined ? 1 : Number(q), order }
    })
    .filter((a) => a.weight > 0 && (PROFILE_LOCALES as readonly string[]).includes(a.language))
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
  return (asked[0]?.language as ProfileLocale | undefined) ?? "de"
}
