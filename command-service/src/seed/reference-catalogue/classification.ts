/**
 * @module An excerpt of a cost classification modelled on the eBKP-H (SN 506 511) for the reference
 * catalogue: main groups and some element groups with their short names only, as an example of a
 * classification system with levels. Not the published catalogue: for projects, load the edition of the
 * publisher (CRB) through the classification upload.
 */

export type SeedClassificationItem = { readonly code: string; readonly name: string; readonly parent: string | null }

export const seedClassification = {
  name: "eBKP-H (Auszug)",
  longName: "Elementbasierter Baukostenplan Hochbau, Auszug",
  desc: "Beispielhafter Auszug mit Hauptgruppen und einigen Elementgruppen; die vollständige Ausgabe ist bei CRB erhältlich.",
  publisher: "CRB",
  codePattern: ".",
}

const group = (code: string, name: string, parent: string | null = null): SeedClassificationItem => ({ code, name, parent })

export const seedClassificationItems: readonly SeedClassificationItem[] = [
  group("A", "Grundstück"),
  group("B", "Vorbereitung"),
  group("B06", "Baugrube", "B"),
  group("C", "Konstruktion Gebäude"),
  group("C01", "Bodenplatte, Fundament", "C"),
  group("C02", "Wandkonstruktion", "C"),
  group("C03", "Stützenkonstruktion", "C"),
  group("C04", "Decke, Dachkonstruktion", "C"),
  group("D", "Technik Gebäude"),
  group("D01", "Elektroanlage", "D"),
  group("D05", "Wärmeanlage", "D"),
  group("D07", "Lufttechnische Anlage", "D"),
  group("D08", "Wasseranlage", "D"),
  group("D09", "Transportanlage", "D"),
  group("E", "Äussere Wandbekleidung Gebäude"),
  group("E02", "Äussere Wandbekleidung", "E"),
  group("E03", "Einbauten zu Aussenwand", "E"),
  group("F", "Bedachung Gebäude"),
  group("F01", "Dachhaut", "F"),
  group("G", "Ausbau Gebäude"),
  group("G01", "Trennwand, Innentür", "G"),
  group("G02", "Bodenbelag", "G"),
  group("G03", "Wandbekleidung", "G"),
  group("G04", "Deckenbekleidung", "G"),
  group("I", "Umgebung Gebäude"),
  group("J", "Ausstattung Gebäude"),
]
