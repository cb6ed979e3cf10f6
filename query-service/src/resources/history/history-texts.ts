/**
 * @module The audit export's words in the four languages (`lang`): column headers, entities, kinds and the file's
 * name. The same words as the client's timeline (client/src/locales/<lang>/history.json), so screen and file agree.
 */
import type { HistoryEntity, HistoryKind, HistoryLanguage } from "@bimprofile/contracts/history/history-item"

export type HistoryTexts = {
  /** The file's name: `<fileWord>-<project>-<date>.xlsx`. */
  readonly fileWord: string
  readonly sheet: string
  readonly headers: { readonly position: string; readonly time: string; readonly user: string; readonly entity: string; readonly entityId: string; readonly entityName: string; readonly kind: string; readonly field: string; readonly before: string; readonly after: string }
  readonly entities: Readonly<Record<HistoryEntity, string>>
  readonly kinds: Readonly<Record<HistoryKind, string>>
  /** A personal organisation, whose stored name (persoenlich@<user>) is technical. */
  readonly personalOrganisation: string
}

export const HISTORY_TEXTS: Readonly<Record<HistoryLanguage, HistoryTexts>> = {
  "de-CH": {
    fileWord: "verlauf",
    sheet: "Verlauf",
    headers: { position: "Position", time: "Zeit (UTC)", user: "Person", entity: "Eintrag", entityId: "Id", entityName: "Name", kind: "Art", field: "Feld", before: "Vorher", after: "Nachher" },
    entities: {
      project: "Projekt", phase: "Phase", milestone: "Meilenstein", process: "Prozess", activity: "Aktivität", role: "Rolle", permission: "Berechtigung",
      element_class: "Elementklasse", element_type: "Elementtyp", property: "Merkmal", value_list: "Werteliste", value_list_item: "Wert einer Werteliste",
      group_list: "Gruppenliste", group_list_item: "Gruppe", classification: "Klassifikation", classification_item: "Klassifikationseintrag",
      material_list: "Materialliste", material_list_item: "Material", property_set: "Merkmalsgruppe", property_set_item: "Merkmal der Merkmalsgruppe",
      requirement: "Anforderung", document: "Dokument", version: "Version",
    },
    kinds: { created: "Erstellt", changed: "Geändert", moved: "Verschoben", deleted: "Gelöscht" },
    personalOrganisation: "Persönliche Organisation",
  },
  "fr-CH": {
    fileWord: "historique",
    sheet: "Historique",
    headers: { position: "Position", time: "Heure (UTC)", user: "Personne", entity: "Élément", entityId: "Id", entityName: "Nom", kind: "Type", field: "Champ", before: "Avant", after: "Après" },
    entities: {
      project: "Projet", phase: "Phase", milestone: "Jalon", process: "Processus", activity: "Activité", role: "Rôle", permission: "Autorisation",
      element_class: "Classe d’éléments", element_type: "Type d’élément", property: "Propriété", value_list: "Liste de valeurs", value_list_item: "Valeur d’une liste",
      group_list: "Liste de groupes", group_list_item: "Groupe", classification: "Classification", classification_item: "Entrée de classification",
      material_list: "Liste de matériaux", material_list_item: "Matériau", property_set: "Groupe de propriétés", property_set_item: "Propriété du groupe",
      requirement: "Exigence", document: "Document", version: "Version",
    },
    kinds: { created: "Créé", changed: "Modifié", moved: "Déplacé", deleted: "Supprimé" },
    personalOrganisation: "Organisation personnelle",
  },
  "it-CH": {
    fileWord: "cronologia",
    sheet: "Cronologia",
    headers: { position: "Posizione", time: "Ora (UTC)", user: "Persona", entity: "Voce", entityId: "Id", entityName: "Nome", kind: "Tipo", field: "Campo", before: "Prima", after: "Dopo" },
    entities: {
      project: "Progetto", phase: "Fase", milestone: "Milestone", process: "Processo", activity: "Attività", role: "Ruolo", permission: "Autorizzazione",
      element_class: "Classe di elementi", element_type: "Tipo di elemento", property: "Proprietà", value_list: "Elenco di valori", value_list_item: "Valore di un elenco",
      group_list: "Elenco di gruppi", group_list_item: "Gruppo", classification: "Classificazione", classification_item: "Voce di classificazione",
      material_list: "Elenco di materiali", material_list_item: "Materiale", property_set: "Gruppo di proprietà", property_set_item: "Proprietà del gruppo",
      requirement: "Requisito", document: "Documento", version: "Versione",
    },
    kinds: { created: "Creato", changed: "Modificato", moved: "Spostato", deleted: "Eliminato" },
    personalOrganisation: "Organizzazione personale",
  },
  en: {
    fileWord: "history",
    sheet: "Timeline",
    headers: { position: "Position", time: "Time (UTC)", user: "User", entity: "Entity", entityId: "Id", entityName: "Name", kind: "Kind", field: "Field", before: "Before", after: "After" },
    entities: {
      project: "Project", phase: "Phase", milestone: "Milestone", process: "Process", activity: "Activity", role: "Role", permission: "Permission",
      element_class: "Element class", element_type: "Element type", property: "Property", value_list: "Value list", value_list_item: "Value list entry",
      group_list: "Group list", group_list_item: "Group", classification: "Classification", classification_item: "Classification entry",
      material_list: "Material list", material_list_item: "Material", property_set: "Property set", property_set_item: "Property set entry",
      requirement: "Requirement", document: "Document", version: "Version",
    },
    kinds: { created: "Created", changed: "Changed", moved: "Moved", deleted: "Deleted" },
    personalOrganisation: "Personal organisation",
  },
}
