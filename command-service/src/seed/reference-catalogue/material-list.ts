/** @module The material list (Materialliste) of the reference catalogue: the building materials of a Swiss project, by category. */

export type SeedMaterial = { readonly name: string; readonly desc: string; readonly category: string }

export const seedMaterialList = {
  name: "Baumaterialien",
  desc: "Materialien für das IFC-Material der Bauteile (IfcMaterial.Name), nach Kategorie.",
}

const m = (category: string, name: string, desc: string): SeedMaterial => ({ name, desc, category })

export const seedMaterials: readonly SeedMaterial[] = [
  m("Beton", "Beton", "Unbewehrter Beton, z. B. Magerbeton."),
  m("Beton", "Stahlbeton", "Ortbeton oder Betonfertigteil mit Bewehrung."),
  m("Beton", "Recyclingbeton", "Beton mit rezyklierter Gesteinskörnung."),
  m("Mauerwerk", "Backstein", "Mauerwerk aus gebrannten Tonsteinen."),
  m("Mauerwerk", "Kalksandstein", "Mauerwerk aus Kalksandsteinen."),
  m("Mauerwerk", "Porenbeton", "Mauerwerk aus Porenbetonsteinen."),
  m("Metall", "Stahl", "Baustahl, z. B. S235 oder S355."),
  m("Metall", "Betonstahl", "Bewehrungsstahl B500B."),
  m("Metall", "Chromstahl", "Nichtrostender Stahl."),
  m("Metall", "Aluminium", "Aluminium, z. B. für Fenster und Fassaden."),
  m("Metall", "Kupfer", "Kupfer, z. B. für Rohre und Spenglerarbeiten."),
  m("Holz", "Holz", "Vollholz (Nadel- oder Laubholz)."),
  m("Holz", "Brettschichtholz", "Verleimtes Brettschichtholz."),
  m("Holz", "Brettsperrholz", "Kreuzweise verleimte Massivholzplatten."),
  m("Holz", "Holzwerkstoffplatte", "Spanplatte, OSB oder Dreischichtplatte."),
  m("Glas", "Glas", "Flachglas, Isolierglas oder Verbundsicherheitsglas."),
  m("Ausbau", "Gips", "Gipsplatten oder Gipsputz."),
  m("Ausbau", "Keramik", "Keramische Platten."),
  m("Ausbau", "Naturstein", "Naturstein, z. B. für Beläge und Verkleidungen."),
  m("Dämmung", "Mineralwolle", "Glas- oder Steinwolle."),
  m("Dämmung", "EPS", "Expandiertes Polystyrol."),
  m("Dämmung", "XPS", "Extrudiertes Polystyrol, z. B. als Perimeterdämmung."),
  m("Dämmung", "Holzfaser", "Holzfaserdämmplatten."),
  m("Kunststoff", "PE", "Polyethylen, z. B. für Abwasserleitungen."),
  m("Kunststoff", "PVC", "Polyvinylchlorid."),
  m("Abdichtung", "Bitumen", "Bitumenbahnen."),
  m("Abdichtung", "Kunststoffabdichtung", "Abdichtungsbahnen aus FPO oder EPDM."),
]
