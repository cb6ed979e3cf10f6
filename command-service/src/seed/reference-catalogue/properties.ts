/**
 * @module The properties (Merkmale) of the reference catalogue: the standard sets' properties with their
 * targets and IFC data types in IFC4X3_ADD2, IFC4 and IFC2X3 (key "Pset_WallCommon.FireRating"), the base
 * quantities, and the manufacturer's data. Where IFC2X3 lacks a property its newer sets have (Status came
 * with IFC4), it goes to a project set named like the standard one with "CH_" (CH_WallCommon): IFC2X3 has
 * no standard place for it, and a custom property must not sit in a "Pset_" set. Quantities have no
 * standard sets in IFC2X3; there they go to the element quantity "BaseQuantities", as IFC2X3 tools write it.
 */
import type { PropertyConcept, PropertyDatatype } from "@bimprofile/contracts/catalogue/property-kinds"
import type { PropertyTarget } from "@bimprofile/contracts/events/project/property-events"
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import type { Stage } from "./catalogue-shapes"
import type { ValueListKey } from "./value-lists"

export type SeedProperty = {
  /** "Pset_WallCommon.FireRating": the IFC4X3_ADD2 set and name. */
  readonly key: string
  readonly name: string
  readonly desc: string
  readonly datatype: PropertyDatatype
  readonly unit: string | null
  readonly concept: PropertyConcept
  readonly valueList: ValueListKey | null
  readonly ifc: readonly PropertyTarget[]
  /** From this stage on, requirements ask for it. */
  readonly stage: Stage
}

type Kind = {
  readonly name: string
  readonly desc: string
  readonly datatype: PropertyDatatype
  readonly unit?: string
  readonly dataType: string
  readonly valueList?: ValueListKey
  readonly stage: Stage
}

const bool = (name: string, desc: string, stage: Stage): Kind => ({ name, desc, datatype: "boolean", dataType: "IfcBoolean", stage })
const label = (name: string, desc: string, stage: Stage, valueList?: ValueListKey): Kind => ({
  name,
  desc,
  datatype: valueList ? "enumeration" : "text",
  dataType: "IfcLabel",
  stage,
  ...(valueList && { valueList }),
})
const measure = (name: string, desc: string, unit: string, dataType: string, stage: Stage): Kind => ({ name, desc, datatype: "number", unit, dataType, stage })

/** What a standard property means in the catalogue, by its IFC name. */
const KINDS: Record<string, Kind> = {
  Reference: { name: "Referenz", desc: "Typbezeichnung des Bauteils im Projekt, z. B. AW-01.", datatype: "text", dataType: "IfcIdentifier", stage: 3 },
  Status: label("Status", "Neu, Bestand, Abbruch oder Provisorium.", 4, "status"),
  FireRating: label("Feuerwiderstand", "Feuerwiderstandsklasse nach VKF (EN 13501-2), z. B. EI 30.", 3, "fireResistance"),
  FireResistanceRating: label("Feuerwiderstand", "Feuerwiderstandsklasse der Brandschutzklappe nach VKF (EN 13501-2).", 3, "fireResistance"),
  AcousticRating: label("Schallschutz", "Anforderungsstufe des Schallschutzes nach SIA 181.", 3, "soundSia181"),
  SecurityRating: label("Einbruchschutz", "Widerstandsklasse nach EN 1627, z. B. RC2.", 4, "burglarResistance"),
  SurfaceSpreadOfFlame: label("Brandverhalten", "Brandverhaltensgruppe der Oberfläche nach VKF.", 4, "reactionToFire"),
  FlammabilityRating: label("Brandverhaltensgruppe", "Brandverhaltensgruppe der Bekleidung nach VKF.", 4, "reactionToFire"),
  IsExternal: bool("Aussenbauteil", "Das Bauteil grenzt an das Aussenklima.", 2),
  LoadBearing: bool("Tragend", "Das Bauteil ist Teil des Tragwerks.", 2),
  Combustible: bool("Brennbar", "Das Bauteil besteht aus brennbaren Baustoffen.", 4),
  Compartmentation: bool("Brandabschnittsbildend", "Das Bauteil bildet eine Brandabschnittsgrenze.", 3),
  SmokeStop: bool("Rauchdicht", "Der Abschluss ist rauchdicht.", 4),
  SelfClosing: bool("Selbstschliessend", "Der Abschluss schliesst selbsttätig.", 4),
  FireExit: bool("Fluchtweg", "Teil eines Flucht- und Rettungswegs.", 3),
  HandicapAccessible: bool("Hindernisfrei", "Hindernisfrei nach SIA 500.", 3),
  SprinklerProtection: bool("Sprinklerschutz", "Der Raum ist durch eine Sprinkleranlage geschützt.", 3),
  ThermalTransmittance: measure("U-Wert", "Wärmedurchgangskoeffizient.", "W/(m²·K)", "IfcThermalTransmittanceMeasure", 3),
  GrossPlannedArea: measure("Geschossfläche (Soll)", "Geplante Geschossfläche nach SIA 416.", "m²", "IfcAreaMeasure", 1),
  NetPlannedArea: measure("Nettogeschossfläche (Soll)", "Geplante Nettogeschossfläche nach SIA 416.", "m²", "IfcAreaMeasure", 1),
  OccupancyType: label("Nutzung", "Nutzungsart gemäss Raumprogramm.", 1),
  OccupancyNumber: measure("Personenbelegung", "Geplante Anzahl Personen.", "Personen", "IfcCountMeasure", 2),
  AboveGround: { ...bool("Oberirdisch", "Das Geschoss liegt über Terrain.", 1), dataType: "IfcLogical" },
  EntranceLevel: bool("Eingangsgeschoss", "Das Geschoss hat den Hauptzugang.", 2),
  BuildingID: { name: "Gebäudeidentifikator (EGID)", desc: "Eidgenössischer Gebäudeidentifikator.", datatype: "text", dataType: "IfcIdentifier", stage: 1 },
  NumberOfStoreys: measure("Anzahl Geschosse", "Anzahl der Geschosse des Gebäudes.", "Stk.", "IfcCountMeasure", 2),
  YearOfConstruction: label("Baujahr", "Jahr der Fertigstellung.", 4),
  TotalArea: measure("Grundstücksfläche", "Fläche des Grundstücks.", "m²", "IfcAreaMeasure", 1),
  BuildableArea: measure("Anrechenbare Grundstücksfläche", "Für die Ausnützung anrechenbare Fläche.", "m²", "IfcAreaMeasure", 1),
  BuildingHeightLimit: measure("Maximale Gebäudehöhe", "Zulässige Gebäudehöhe nach Baureglement.", "m", "IfcPositiveLengthMeasure", 1),
  Height: measure("Höhe", "Höhe über Oberkant fertig Boden.", "m", "IfcPositiveLengthMeasure", 3),
  NumberOfRiser: measure("Anzahl Steigungen", "Anzahl der Steigungen.", "Stk.", "IfcCountMeasure", 3),
  RequiredSlope: measure("Neigung", "Neigung der Rampe.", "°", "IfcPlaneAngleMeasure", 3),
  Purpose: label("Zweck", "Wozu die Öffnung dient, z. B. Lüftung oder Leitungsdurchführung.", 3),
  MechanicalOperated: bool("Motorisch betrieben", "Der Sonnenschutz wird motorisch bewegt.", 4),
  CapacityPeople: measure("Personen", "Zulässige Anzahl Personen.", "Personen", "IfcCountMeasure", 3),
  FireFightingLift: bool("Feuerwehraufzug", "Der Aufzug dient der Feuerwehr.", 3),
  IsBuiltIn: bool("Eingebaut", "Das Möbel ist fest eingebaut.", 4),
  NominalDiameter: measure("Nennweite", "Nennweite der Leitung (DN).", "mm", "IfcPositiveLengthMeasure", 3),
  NominalDiameterOrWidth: measure("Breite oder Durchmesser", "Nennbreite oder -durchmesser des Luftkanals.", "mm", "IfcPositiveLengthMeasure", 3),
  TotalWattage: measure("Leistung", "Elektrische Anschlussleistung der Leuchte.", "W", "IfcPowerMeasure", 3),
  Manufacturer: label("Hersteller", "Name des Herstellers.", 5),
  ModelLabel: label("Modellbezeichnung", "Produkt- oder Modellbezeichnung des Herstellers.", 5),
  SerialNumber: { name: "Seriennummer", desc: "Seriennummer des eingebauten Produkts.", datatype: "text", dataType: "IfcIdentifier", stage: 5 },
}

type SetOptions = {
  /** The set's name in IFC2X3 when it differs; null: IFC2X3 has no such set, all go to its CH_ set. */
  readonly ifc2x3Set?: string | null
  /** Properties IFC2X3's set lacks: they go to the CH_ set. */
  readonly lacking2x3?: readonly string[]
  /** The set's name in IFC4 when it differs (IFC4X3 renamed some). */
  readonly ifc4Set?: string
  /** Properties a version names otherwise (IFC2X3's GrossAreaPlanned for GrossPlannedArea). */
  readonly renamed?: Partial<Record<IfcVersion, Readonly<Record<string, string>>>>
  /** Data types that differ from the kind's in a version. */
  readonly dataTypes?: Partial<Record<IfcVersion, Readonly<Record<string, string>>>>
  /** Value lists that differ from the kind's (a window's sound insulation class). */
  readonly valueLists?: Readonly<Record<string, ValueListKey>>
}

/** The project set IFC2X3 keeps a property in that its standard set lacks. */
const customSetOf = (pset: string) => `CH_${pset.replace(/^Pset_/u, "")}`

/** The properties of one standard set, keyed by their IFC4X3_ADD2 set and (but for a rename there) base name. */
const standardSet = (pset: string, names: readonly string[], options: SetOptions = {}): SeedProperty[] =>
  names.map((base) => {
    const kind = KINDS[base]
    if (!kind) throw new Error(`No kind for ${base}`)
    const dataTypeIn = (version: IfcVersion) => options.dataTypes?.[version]?.[base] ?? kind.dataType
    const nameIn = (version: IfcVersion) => options.renamed?.[version]?.[base] ?? base
    const lacking = options.ifc2x3Set === null || options.lacking2x3?.includes(base)
    const ifc2x3: PropertyTarget = lacking
      ? { ifc_version: "IFC2X3", pset: customSetOf(pset), property: base, data_type: dataTypeIn("IFC2X3") }
      : { ifc_version: "IFC2X3", pset: options.ifc2x3Set ?? options.ifc4Set ?? pset, property: nameIn("IFC2X3"), data_type: dataTypeIn("IFC2X3") }
    return {
      key: `${pset}.${base}`,
      name: kind.name,
      desc: kind.desc,
      datatype: kind.datatype,
      unit: kind.unit ?? null,
      concept: "predefined_property",
      valueList: options.valueLists?.[base] ?? kind.valueList ?? null,
      ifc: [
        { ifc_version: "IFC4X3_ADD2", pset, property: nameIn("IFC4X3_ADD2"), data_type: dataTypeIn("IFC4X3_ADD2") },
        { ifc_version: "IFC4", pset: options.ifc4Set ?? pset, property: nameIn("IFC4"), data_type: dataTypeIn("IFC4") },
        ifc2x3,
      ],
      stage: kind.stage,
    }
  })

type Quantity = readonly [base: string, name: string, unit: string, dataType: string]

/** Base quantities (stage 3, for quantity take-off and cost estimates); IFC2X3 keeps them in "BaseQuantities". */
const quantitySet = (qto: string, quantities: readonly Quantity[]): SeedProperty[] =>
  quantities.map(([base, name, unit, dataType]) => ({
    key: `${qto}.${base}`,
    name,
    desc: `Basismenge ${base} aus ${qto}.`,
    datatype: "number",
    unit,
    concept: "quantity",
    valueList: null,
    ifc: [
      { ifc_version: "IFC4X3_ADD2", pset: qto, property: base, data_type: dataType },
      { ifc_version: "IFC4", pset: qto, property: base, data_type: dataType },
      { ifc_version: "IFC2X3", pset: "BaseQuantities", property: base, data_type: dataType },
    ],
    stage: 3,
  }))

const AREA = "IfcAreaMeasure"
const VOLUME = "IfcVolumeMeasure"
const STATUS_ONLY_IFC4 = { lacking2x3: ["Status"] } as const
const WINDOW_SOUND = { AcousticRating: "soundWindow" } as const

/** Building services' type sets: reference and status (IFC2X3 has neither in its type sets). */
const serviceSet = (pset: string, extra: readonly string[] = [], options: SetOptions = {}) =>
  standardSet(pset, ["Reference", "Status", ...extra], { lacking2x3: ["Reference", "Status"], ...options })

export const seedProperties: readonly SeedProperty[] = [
  ...standardSet(
    "Pset_WallCommon",
    ["Reference", "Status", "FireRating", "AcousticRating", "ThermalTransmittance", "IsExternal", "LoadBearing", "Combustible", "SurfaceSpreadOfFlame", "Compartmentation"],
    STATUS_ONLY_IFC4,
  ),
  ...standardSet("Pset_SlabCommon", ["Reference", "Status", "FireRating", "AcousticRating", "ThermalTransmittance", "IsExternal", "LoadBearing", "Compartmentation"], STATUS_ONLY_IFC4),
  ...standardSet("Pset_ColumnCommon", ["Reference", "Status", "FireRating", "IsExternal", "LoadBearing"], STATUS_ONLY_IFC4),
  ...standardSet("Pset_BeamCommon", ["Reference", "Status", "FireRating", "IsExternal", "LoadBearing"], STATUS_ONLY_IFC4),
  ...standardSet("Pset_MemberCommon", ["Reference", "Status", "FireRating", "IsExternal", "LoadBearing"], STATUS_ONLY_IFC4),
  ...standardSet("Pset_PlateCommon", ["Reference", "Status", "FireRating", "AcousticRating", "ThermalTransmittance", "IsExternal"], {
    ...STATUS_ONLY_IFC4,
    valueLists: WINDOW_SOUND,
  }),
  ...standardSet(
    "Pset_DoorCommon",
    ["Reference", "Status", "FireRating", "AcousticRating", "SecurityRating", "ThermalTransmittance", "IsExternal", "HandicapAccessible", "FireExit", "SelfClosing", "SmokeStop"],
    { ...STATUS_ONLY_IFC4, valueLists: WINDOW_SOUND },
  ),
  ...standardSet("Pset_WindowCommon", ["Reference", "Status", "FireRating", "AcousticRating", "SecurityRating", "ThermalTransmittance", "IsExternal", "SmokeStop"], {
    ...STATUS_ONLY_IFC4,
    valueLists: WINDOW_SOUND,
  }),
  ...standardSet("Pset_CurtainWallCommon", ["Reference", "Status", "FireRating", "AcousticRating", "ThermalTransmittance", "IsExternal", "Combustible"], {
    ...STATUS_ONLY_IFC4,
    valueLists: WINDOW_SOUND,
  }),
  ...standardSet("Pset_RoofCommon", ["Reference", "Status", "FireRating", "ThermalTransmittance", "IsExternal"], { lacking2x3: ["Status", "ThermalTransmittance"] }),
  ...standardSet("Pset_StairCommon", ["Reference", "Status", "FireRating", "NumberOfRiser", "HandicapAccessible", "FireExit", "IsExternal"], STATUS_ONLY_IFC4),
  ...standardSet("Pset_StairFlightCommon", ["Reference", "Status"], STATUS_ONLY_IFC4),
  ...standardSet("Pset_RampCommon", ["Reference", "Status", "FireRating", "RequiredSlope", "HandicapAccessible", "FireExit", "IsExternal"], STATUS_ONLY_IFC4),
  ...standardSet("Pset_RampFlightCommon", ["Reference", "Status"], STATUS_ONLY_IFC4),
  ...standardSet("Pset_RailingCommon", ["Reference", "Status", "Height", "IsExternal"], STATUS_ONLY_IFC4),
  ...standardSet("Pset_CoveringCommon", ["Reference", "Status", "FireRating", "AcousticRating", "FlammabilityRating", "Combustible"], STATUS_ONLY_IFC4),
  ...standardSet("Pset_OpeningElementCommon", ["Reference", "Status", "Purpose"], STATUS_ONLY_IFC4),
  ...standardSet("Pset_ShadingDeviceCommon", ["Reference", "Status", "MechanicalOperated", "IsExternal"], { ifc2x3Set: null }),
  ...standardSet("Pset_ChimneyCommon", ["Reference", "Status", "FireRating"], { ifc2x3Set: null }),
  ...standardSet("Pset_BuildingElementProxyCommon", ["Reference", "Status", "IsExternal", "LoadBearing"], { lacking2x3: ["Status", "IsExternal", "LoadBearing"] }),
  ...standardSet("Pset_FootingCommon", ["Reference", "Status", "LoadBearing"], { ifc2x3Set: null }),
  ...standardSet("Pset_PileCommon", ["Reference", "Status", "LoadBearing"], { ifc2x3Set: null }),
  ...standardSet("Pset_SpaceCommon", ["Reference", "GrossPlannedArea", "NetPlannedArea", "HandicapAccessible", "IsExternal"], { lacking2x3: ["IsExternal"] }),
  ...standardSet("Pset_SpaceOccupancyRequirements", ["OccupancyType", "OccupancyNumber"]),
  ...standardSet("Pset_SpaceFireSafetyRequirements", ["FireExit", "SprinklerProtection"]),
  ...standardSet("Pset_ZoneCommon", ["Reference", "GrossPlannedArea", "NetPlannedArea"], {
    renamed: { IFC2X3: { GrossPlannedArea: "GrossAreaPlanned", NetPlannedArea: "NetAreaPlanned" } },
  }),
  ...standardSet("Pset_SpatialZoneCommon", ["Reference", "IsExternal"], { ifc2x3Set: null }),
  ...standardSet("Pset_BuildingStoreyCommon", ["AboveGround", "EntranceLevel", "GrossPlannedArea"], { renamed: { IFC2X3: { GrossPlannedArea: "GrossAreaPlanned" } } }),
  ...standardSet("Pset_BuildingCommon", ["BuildingID", "OccupancyType", "NumberOfStoreys", "YearOfConstruction", "GrossPlannedArea"], {
    dataTypes: { IFC4: { NumberOfStoreys: "IfcInteger" }, IFC2X3: { NumberOfStoreys: "IfcInteger" } },
  }),
  ...standardSet("Pset_SiteCommon", ["TotalArea", "BuildableArea", "BuildingHeightLimit"]),
  ...standardSet("Pset_TransportElementCommon", ["Reference", "Status", "CapacityPeople", "FireExit"], { lacking2x3: ["Status", "CapacityPeople"] }),
  ...standardSet("Pset_TransportElementElevator", ["FireFightingLift"], { lacking2x3: ["FireFightingLift"] }),
  ...standardSet("Pset_FurnitureTypeCommon", ["Reference", "Status", "IsBuiltIn"], { lacking2x3: ["Reference", "Status", "IsBuiltIn"] }),
  ...serviceSet("Pset_PipeSegmentTypeCommon", ["NominalDiameter"]),
  ...serviceSet("Pset_PipeFittingTypeCommon"),
  ...serviceSet("Pset_DuctSegmentTypeCommon", ["NominalDiameterOrWidth"]),
  ...serviceSet("Pset_DuctFittingTypeCommon"),
  ...serviceSet("Pset_AirTerminalTypeCommon"),
  ...serviceSet("Pset_SanitaryTerminalTypeCommon"),
  ...serviceSet("Pset_WasteTerminalTypeCommon"),
  ...serviceSet("Pset_ValveTypeCommon"),
  ...serviceSet("Pset_PumpTypeCommon"),
  ...serviceSet("Pset_BoilerTypeCommon"),
  ...serviceSet("Pset_ChillerTypeCommon"),
  ...serviceSet("Pset_SpaceHeaterTypeCommon"),
  ...serviceSet("Pset_FanTypeCommon"),
  ...serviceSet("Pset_UnitaryEquipmentTypeCommon"),
  ...serviceSet("Pset_DamperTypeCommon"),
  ...standardSet("Pset_DamperTypeFireDamper", ["FireResistanceRating"]),
  ...serviceSet("Pset_TankTypeCommon"),
  ...serviceSet("Pset_FireSuppressionTerminalTypeCommon"),
  ...serviceSet("Pset_FlowMeterTypeCommon"),
  ...serviceSet("Pset_DistributionChamberElementCommon"),
  ...serviceSet("Pset_LightFixtureTypeCommon", ["TotalWattage"]),
  ...serviceSet("Pset_DistributionBoardTypeCommon", [], { ifc4Set: "Pset_ElectricDistributionBoardTypeCommon" }),
  ...serviceSet("Pset_CableCarrierSegmentTypeCommon"),
  ...serviceSet("Pset_CableSegmentTypeCommon"),
  ...serviceSet("Pset_OutletTypeCommon"),
  ...serviceSet("Pset_SwitchingDeviceTypeCommon"),
  ...serviceSet("Pset_SolarDeviceTypeCommon"),
  ...serviceSet("Pset_SensorTypeCommon"),
  ...serviceSet("Pset_AlarmTypeCommon"),
  ...serviceSet("Pset_ActuatorTypeCommon", [], { renamed: { IFC4X3_ADD2: { Status: "ActuatorStatus" } } }),
  ...serviceSet("Pset_ControllerTypeCommon"),
  ...standardSet("Pset_ManufacturerTypeInformation", ["Manufacturer", "ModelLabel"]),
  ...standardSet("Pset_ManufacturerOccurrence", ["SerialNumber"]),
  ...quantitySet("Qto_WallBaseQuantities", [
    ["NetSideArea", "Wandfläche netto", "m²", AREA],
    ["NetVolume", "Wandvolumen netto", "m³", VOLUME],
  ]),
  ...quantitySet("Qto_SlabBaseQuantities", [
    ["NetArea", "Deckenfläche netto", "m²", AREA],
    ["NetVolume", "Deckenvolumen netto", "m³", VOLUME],
  ]),
  ...quantitySet("Qto_ColumnBaseQuantities", [["NetVolume", "Stützenvolumen netto", "m³", VOLUME]]),
  ...quantitySet("Qto_BeamBaseQuantities", [["NetVolume", "Trägervolumen netto", "m³", VOLUME]]),
  ...quantitySet("Qto_FootingBaseQuantities", [["NetVolume", "Fundamentvolumen netto", "m³", VOLUME]]),
  ...quantitySet("Qto_DoorBaseQuantities", [["Area", "Türfläche", "m²", AREA]]),
  ...quantitySet("Qto_WindowBaseQuantities", [["Area", "Fensterfläche", "m²", AREA]]),
  ...quantitySet("Qto_SpaceBaseQuantities", [["NetFloorArea", "Bodenfläche netto", "m²", AREA]]),
]

/** The keys of a set's properties, in their order: what a class names as "Pset_WallCommon". */
export const propertyKeysOf = (set: string): string[] => seedProperties.filter((property) => property.key.startsWith(`${set}.`)).map((property) => property.key)
