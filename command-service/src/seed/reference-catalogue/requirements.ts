/**
 * @module The requirements of the reference project's activities (what each information delivery must
 * contain) and how they are built from the catalogue. A delivery has a stage (catalogue-shapes.ts) and a
 * scope (disciplines or classes); it requires every class of its scope from that stage on, and of each class
 * the properties from that stage on, its own and inherited. So requirements grow from phase to phase: the
 * Vorprojekt asks for walls and whether they bear loads, the Bauprojekt adds fire resistance, U-values and
 * the eBKP-H code, execution adds status, materials and burglar resistance, operation the manufacturer's data.
 */
import type { RequirementFields } from "@bimprofile/contracts/events/project/requirement-events"
import type { ApplicabilityFacet, RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import type { IdsValue } from "@bimprofile/contracts/requirements/ids-values"
import { DISCIPLINES, type Discipline, type Stage } from "./catalogue-shapes"
import { seedClassification } from "./classification"
import type { SeedElementClass } from "./element-classes"
import type { SeedElementType } from "./element-types"
import { seedMaterialList } from "./material-list"
import type { SeedProperty } from "./properties"
import type { SeedValueList } from "./value-lists"

export type SeedDelivery = {
  /** The activity's name in the reference project (unique there). */
  readonly activity: string
  readonly stage: Stage
  readonly scope: { readonly disciplines: readonly Discipline[] } | { readonly classes: readonly string[] }
  readonly instructions: string
}

const BUILDING_SERVICES: readonly Discipline[] = ["HLKS", "Elektro", "Gebäudeautomation", "Transportanlagen"]

export const seedDeliveries: readonly SeedDelivery[] = [
  {
    activity: "Raumprogramm bereitstellen",
    stage: 1,
    scope: { classes: ["Grundstück", "Gebäude", "Geschoss", "Raum"] },
    instructions: "Raumprogramm als Raummodell mit Soll-Flächen und Nutzungen.",
  },
  { activity: "Architekturmodell Vorprojekt liefern", stage: 2, scope: { disciplines: ["Architektur", "Umgebung"] }, instructions: "Volumen- und Bauteilmodell des Vorprojekts." },
  { activity: "Tragwerkskonzept bereitstellen", stage: 2, scope: { disciplines: ["Tragwerk"] }, instructions: "Tragende Bauteile des Tragwerkskonzepts." },
  { activity: "Fachmodell Architektur liefern", stage: 3, scope: { disciplines: ["Architektur", "Umgebung"] }, instructions: "Fachmodell Architektur des Bauprojekts gemäss BAP." },
  { activity: "Fachmodell Tragwerk liefern", stage: 3, scope: { disciplines: ["Tragwerk"] }, instructions: "Fachmodell Tragwerk des Bauprojekts gemäss BAP." },
  { activity: "Fachmodell Gebäudetechnik liefern", stage: 3, scope: { disciplines: BUILDING_SERVICES }, instructions: "Fachmodell Gebäudetechnik des Bauprojekts gemäss BAP." },
  { activity: "Ausschreibungsmodell bereitstellen", stage: 3, scope: { disciplines: DISCIPLINES }, instructions: "Koordiniertes Modell als Grundlage der Ausschreibung." },
  {
    activity: "Werkstattmodell Fassade liefern",
    stage: 4,
    scope: { classes: ["Aussenwand", "Fenster", "Vorhangfassade", "Fassadenpfosten", "Fassadenfüllung", "Sonnenschutz"] },
    instructions: "Werkstattmodell der Fassade mit den Produkten der Ausführung.",
  },
  { activity: "As-built-Fachmodell Gebäudetechnik liefern", stage: 4, scope: { disciplines: BUILDING_SERVICES }, instructions: "Gebäudetechnik wie gebaut, mit Produktangaben." },
  { activity: "Bauwerksdokumentation übergeben", stage: 4, scope: { disciplines: DISCIPLINES }, instructions: "Gesamtmodell wie gebaut." },
  { activity: "Betriebsmodell übergeben", stage: 5, scope: { disciplines: DISCIPLINES }, instructions: "Modell für den Betrieb mit Hersteller- und Wartungsangaben für das CAFM." },
]

/** Value constraints on a property in a class: the SIA 380/1 limits for single building parts (W/(m²·K)). */
const UPPER_BOUNDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Aussenwand: { "Pset_WallCommon.ThermalTransmittance": "0.17" },
  Fenster: { "Pset_WindowCommon.ThermalTransmittance": "1.0" },
}

/**
 * What tells a class from the others on its IFC entity, where the mapping alone does not: an exterior and an
 * interior wall are both IfcWall (in IFC2X3 always), and a specification applying to every IfcWall would ask
 * interior walls for the exterior's U-value. Written as the applicability's condition (Pset_WallCommon.IsExternal).
 */
const isExternal = (external: boolean): ApplicabilityFacet => ({
  facet: "property",
  pty_id: null,
  property_set: { simple: "Pset_WallCommon" },
  base_name: { simple: "IsExternal" },
  value: { simple: String(external) },
  data_type: "IFCBOOLEAN",
})
const APPLICABILITY: Readonly<Record<string, readonly ApplicabilityFacet[]>> = { Aussenwand: [isExternal(true)], Innenwand: [isExternal(false)] }

const SPATIAL = new Set(["IfcSite", "IfcBuilding", "IfcBuildingStorey", "IfcSpace", "IfcZone", "IfcSpatialZone"])
const isSpatial = (elementClass: SeedElementClass) => SPATIAL.has(elementClass.ifc.IFC4X3_ADD2.split("/")[0]!)

/** What the builder needs to know of the seeded catalogue. */
export type SeededCatalogue = {
  readonly classes: readonly SeedElementClass[]
  readonly types: readonly SeedElementType[]
  readonly properties: ReadonlyMap<string, SeedProperty>
  readonly valueLists: ReadonlyMap<string, SeedValueList>
  readonly classId: (name: string) => number
  readonly propertyId: (key: string) => number
}

const inScope = (delivery: SeedDelivery, elementClass: SeedElementClass) =>
  "classes" in delivery.scope ? delivery.scope.classes.includes(elementClass.name) : delivery.scope.disciplines.includes(elementClass.category)

/** The class's properties, inherited ones first. */
const lineageProperties = (catalogue: SeededCatalogue, elementClass: SeedElementClass): string[] => {
  const parent = elementClass.parent === null ? undefined : catalogue.classes.find((candidate) => candidate.name === elementClass.parent)
  return [...(parent ? lineageProperties(catalogue, parent) : []), ...elementClass.properties]
}

/** What an object of the class carries: its class's properties, then its type's (IDS finds a type's properties on its occurrences). */
const carriedProperties = (catalogue: SeededCatalogue, elementClass: SeedElementClass): string[] => {
  const type = catalogue.types.find((candidate) => candidate.key === elementClass.type)
  return [...new Set([...lineageProperties(catalogue, elementClass), ...(type?.properties ?? [])])]
}

const constraintOf = (catalogue: SeededCatalogue, elementClass: SeedElementClass, property: SeedProperty): IdsValue | null => {
  const bound = UPPER_BOUNDS[elementClass.name]?.[property.key]
  if (bound) return { restriction: { base: "xs:double", facets: [{ kind: "maxInclusive", value: bound }] } }
  // Status values are named in German; IFC's are NEW, EXISTING …: no literal enumeration for them.
  if (property.valueList === null || property.valueList === "status") return null
  const list = catalogue.valueLists.get(property.valueList)!
  return { restriction: { base: "xs:string", facets: list.values.map((value) => ({ kind: "enumeration" as const, value: value.name })) } }
}

/** The requirements of one delivery: one per class in scope, with the facets its stage asks for. */
export const requirementsOf = (delivery: SeedDelivery, catalogue: SeededCatalogue): RequirementFields[] =>
  catalogue.classes
    .filter((elementClass) => inScope(delivery, elementClass) && elementClass.stage <= delivery.stage)
    .map((elementClass) => {
      const facets: RequirementFacet[] = [{ facet: "attribute", name: { simple: "Name" }, value: null, cardinality: "required", instructions: "Bezeichnung gemäss Bezeichnungsschlüssel des BAP." }]
      for (const key of carriedProperties(catalogue, elementClass)) {
        const property = catalogue.properties.get(key)!
        if (property.stage > delivery.stage) continue
        facets.push({
          facet: "property",
          pty_id: catalogue.propertyId(key),
          property_set: null,
          base_name: null,
          value: constraintOf(catalogue, elementClass, property),
          data_type: null,
          uri: null,
          cardinality: "required",
          instructions: null,
        })
      }
      if (!isSpatial(elementClass) && delivery.stage >= 3)
        facets.push({
          facet: "classification",
          system: { simple: seedClassification.name },
          value: null,
          uri: null,
          cardinality: "required",
          instructions: "Elementgruppe nach eBKP-H.",
        })
      if (!isSpatial(elementClass) && (delivery.stage >= 4 || (delivery.stage === 3 && elementClass.category === "Tragwerk")))
        facets.push({ facet: "material", value: null, uri: null, cardinality: "required", instructions: `Material aus der Liste «${seedMaterialList.name}».` })
      return {
        elementClassId: catalogue.classId(elementClass.name),
        name: elementClass.name,
        identifier: null,
        desc: elementClass.desc,
        instructions: delivery.instructions,
        ifcVersions: [],
        cardinality: elementClass.core ? "required" : "optional",
        applicability: [...(APPLICABILITY[elementClass.name] ?? [])],
        requirementsDesc: null,
        facets,
      }
    })
