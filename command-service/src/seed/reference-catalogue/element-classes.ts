/**
 * @module The element classes (Fachklassen) of the reference catalogue: what a Swiss building project
 * models, by discipline, each mapped to IFC4X3_ADD2, IFC4 and IFC2X3 (entity and, where it says something,
 * predefined type), with the standard sets whose properties it carries. A subclass inherits its parent's
 * properties. IFC2X3 names building services' occurrences as IDS does (IfcAirTerminal for an IfcFlowTerminal
 * with an IfcAirTerminalType, docs/ifc-knowledge.md), so their type sets apply.
 */
import type { Discipline, IfcSpecs, Stage } from "./catalogue-shapes"
import { propertyKeysOf } from "./properties"

export type SeedElementClass = {
  readonly name: string
  readonly desc: string
  readonly category: Discipline
  /** The parent class's name; it comes earlier in the list. */
  readonly parent: string | null
  /** The element class type's key (element-types.ts). */
  readonly type: string | null
  readonly ifc: IfcSpecs
  /** Property keys assigned to the class itself (properties.ts). */
  readonly properties: readonly string[]
  /** From this stage on, requirements ask for the class. */
  readonly stage: Stage
  /** Every model of its discipline has such objects: requirements ask for them ("required"), not only if present. */
  readonly core: boolean
}

type Options = { readonly parent?: string; readonly type?: string; readonly sets?: readonly string[]; readonly stage?: Stage; readonly core?: boolean }

const cls = (name: string, category: Discipline, desc: string, ifc: IfcSpecs, options: Options = {}): SeedElementClass => ({
  name,
  desc,
  category,
  parent: options.parent ?? null,
  type: options.type ?? null,
  ifc,
  properties: (options.sets ?? []).flatMap(propertyKeysOf),
  stage: options.stage ?? 3,
  core: options.core ?? false,
})
/** The same entity (and predefined type) in the three versions. */
const all = (spec: string): IfcSpecs => ({ IFC4X3_ADD2: spec })
/** The same in IFC4X3_ADD2 and IFC4; IFC2X3 as given. */
const since4 = (spec: string, ifc2x3: string): IfcSpecs => ({ IFC4X3_ADD2: spec, IFC2X3: ifc2x3 })

const A = "Architektur"
const T = "Tragwerk"
const H = "HLKS"
const E = "Elektro"
const G = "Gebäudeautomation"
const F = "Transportanlagen"
const U = "Umgebung"
const SERIAL = "Pset_ManufacturerOccurrence"

export const seedElementClasses: readonly SeedElementClass[] = [
  // Gliederung und Räume
  cls("Grundstück", U, "Die Parzelle mit Terrain und Umgebung.", all("IfcSite"), { sets: ["Pset_SiteCommon"], stage: 1, core: true }),
  cls("Gebäude", A, "Das Gebäude als Ganzes.", all("IfcBuilding"), { sets: ["Pset_BuildingCommon"], stage: 1, core: true }),
  cls("Geschoss", A, "Ein Geschoss des Gebäudes.", all("IfcBuildingStorey"), { sets: ["Pset_BuildingStoreyCommon"], stage: 1, core: true }),
  cls("Raum", A, "Ein Raum des Raumprogramms.", since4("IfcSpace/SPACE", "IfcSpace"), {
    type: "space",
    sets: ["Pset_SpaceCommon", "Pset_SpaceOccupancyRequirements", "Pset_SpaceFireSafetyRequirements", "Qto_SpaceBaseQuantities"],
    stage: 1,
    core: true,
  }),
  cls("Parkfeld", U, "Abstellplatz für ein Fahrzeug.", since4("IfcSpace/PARKING", "IfcSpace"), { parent: "Raum", type: "space", stage: 3 }),
  cls("Zone", A, "Gruppe von Räumen, z. B. eine Nutzungseinheit oder Wohnung.", all("IfcZone"), { sets: ["Pset_ZoneCommon"], stage: 2 }),
  // IFC2X3 has no spatial zone: a fire compartment is a zone (a group of spaces) there.
  cls("Brandabschnitt", A, "Brandabschnitt nach VKF-Brandschutzrichtlinie.", since4("IfcSpatialZone/FIRESAFETY", "IfcZone"), {
    sets: ["Pset_SpatialZoneCommon"],
    stage: 3,
  }),

  // Architektur
  cls("Wand", A, "Wand allgemein; Unterklassen nach Funktion.", all("IfcWall"), {
    type: "wall",
    sets: ["Pset_WallCommon", "Qto_WallBaseQuantities"],
    stage: 2,
    core: true,
  }),
  cls("Aussenwand", A, "Wand gegen Aussenklima oder Erdreich.", all("IfcWall"), { parent: "Wand", type: "wall", stage: 2 }),
  cls("Innenwand", A, "Nichttragende Trennwand.", since4("IfcWall/PARTITIONING", "IfcWall"), { parent: "Wand", type: "wall", stage: 2 }),
  cls("Brüstung", A, "Brüstung oder Attika.", since4("IfcWall/PARAPET", "IfcWall"), { parent: "Wand", type: "wall" }),
  cls("Installationswand", H, "Vorwand für Sanitärinstallationen.", since4("IfcWall/PLUMBINGWALL", "IfcWall"), { parent: "Wand", type: "wall" }),
  cls("Decke", A, "Geschossdecke.", since4("IfcSlab/FLOOR", "IfcSlab/FLOOR"), {
    type: "slab",
    sets: ["Pset_SlabCommon", "Qto_SlabBaseQuantities"],
    stage: 2,
    core: true,
  }),
  cls("Podest", A, "Treppen- oder Zwischenpodest.", all("IfcSlab/LANDING"), { parent: "Decke", type: "slab" }),
  cls("Dach", A, "Dach als Ganzes.", all("IfcRoof"), { sets: ["Pset_RoofCommon"], stage: 2, core: true }),
  // IFC2X3's IfcRoof has a shape type, no predefined type.
  cls("Flachdach", A, "Dach mit Neigung bis 5 %.", since4("IfcRoof/FLAT_ROOF", "IfcRoof"), { parent: "Dach" }),
  cls("Steildach", A, "Geneigtes Dach, z. B. Satteldach.", since4("IfcRoof/GABLE_ROOF", "IfcRoof"), { parent: "Dach" }),
  cls("Tür", A, "Innen- oder Aussentür.", since4("IfcDoor/DOOR", "IfcDoor"), { type: "door", sets: ["Pset_DoorCommon", "Qto_DoorBaseQuantities"], stage: 2, core: true }),
  cls("Tor", A, "Garagen- oder Einfahrtstor.", since4("IfcDoor/GATE", "IfcDoor"), { parent: "Tür", type: "door" }),
  cls("Fenster", A, "Fenster in Wand oder Fassade.", since4("IfcWindow/WINDOW", "IfcWindow"), {
    type: "window",
    sets: ["Pset_WindowCommon", "Qto_WindowBaseQuantities"],
    stage: 2,
    core: true,
  }),
  cls("Dachfenster", A, "Dachflächenfenster oder Oblicht.", since4("IfcWindow/SKYLIGHT", "IfcWindow"), { parent: "Fenster", type: "window" }),
  cls("Treppe", A, "Treppe als Ganzes.", all("IfcStair"), { sets: ["Pset_StairCommon"], stage: 2 }),
  cls("Treppenlauf", A, "Lauf einer Treppe.", since4("IfcStairFlight/STRAIGHT", "IfcStairFlight"), { type: "stairFlight", sets: ["Pset_StairFlightCommon"] }),
  cls("Rampe", A, "Rampe als Ganzes.", all("IfcRamp"), { sets: ["Pset_RampCommon"] }),
  cls("Rampenlauf", A, "Lauf einer Rampe.", since4("IfcRampFlight/STRAIGHT", "IfcRampFlight"), { sets: ["Pset_RampFlightCommon"] }),
  cls("Geländer", A, "Absturzsicherung.", all("IfcRailing/GUARDRAIL"), { type: "railing", sets: ["Pset_RailingCommon"] }),
  cls("Handlauf", A, "Handlauf an Treppe, Rampe oder Wand.", all("IfcRailing/HANDRAIL"), { parent: "Geländer", type: "railing" }),
  cls("Vorhangfassade", A, "Pfosten-Riegel- oder Elementfassade.", all("IfcCurtainWall"), { type: "curtainWall", sets: ["Pset_CurtainWallCommon"] }),
  cls("Fassadenpfosten", A, "Pfosten oder Riegel einer Fassade.", since4("IfcMember/MULLION", "IfcMember"), { type: "member", sets: ["Pset_MemberCommon"], stage: 4 }),
  cls("Fassadenfüllung", A, "Glas- oder Paneelfüllung einer Fassade.", since4("IfcPlate/CURTAIN_PANEL", "IfcPlate"), { type: "plate", sets: ["Pset_PlateCommon"], stage: 4 }),
  cls("Bekleidung", A, "Bekleidung allgemein; Unterklassen nach Lage.", all("IfcCovering"), { type: "covering", sets: ["Pset_CoveringCommon"] }),
  cls("Bodenbelag", A, "Fertiger Bodenbelag.", all("IfcCovering/FLOORING"), { parent: "Bekleidung", type: "covering" }),
  cls("Wandbekleidung", A, "Innere oder äussere Wandbekleidung.", all("IfcCovering/CLADDING"), { parent: "Bekleidung", type: "covering" }),
  cls("Deckenbekleidung", A, "Abgehängte Decke oder Deckenbekleidung.", all("IfcCovering/CEILING"), { parent: "Bekleidung", type: "covering" }),
  cls("Dachhaut", A, "Abdichtung oder Eindeckung des Dachs.", all("IfcCovering/ROOFING"), { parent: "Bekleidung", type: "covering" }),
  cls("Wärmedämmung", A, "Dämmschicht als eigenes Bauteil.", all("IfcCovering/INSULATION"), { parent: "Bekleidung", type: "covering", stage: 4 }),
  cls("Aussparung", A, "Durchbruch oder Aussparung für Leitungen.", since4("IfcOpeningElement/OPENING", "IfcOpeningElement"), {
    sets: ["Pset_OpeningElementCommon"],
    stage: 3,
  }),
  // IFC2X3 has no shading device occurrence (only IfcShadingDeviceType): a proxy is what IFC2X3 offers.
  cls("Sonnenschutz", A, "Rafflamellenstore, Rollladen oder Markise.", since4("IfcShadingDevice/JALOUSIE", "IfcBuildingElementProxy"), {
    sets: ["Pset_ShadingDeviceCommon"],
  }),
  // IFC2X3 has no chimney: a proxy is what IFC2X3 offers.
  cls("Kamin", A, "Abgasanlage oder Cheminée.", since4("IfcChimney", "IfcBuildingElementProxy"), { sets: ["Pset_ChimneyCommon"] }),
  cls("Möbel", A, "Möbel und Einbaumöbel.", all("IfcFurniture"), { type: "furniture", sets: ["Pset_FurnitureTypeCommon"], stage: 4 }),
  cls("Übriges Bauteil", A, "Bauteil, für das keine andere Klasse passt.", all("IfcBuildingElementProxy"), { sets: ["Pset_BuildingElementProxyCommon"], stage: 4 }),

  // Tragwerk
  cls("Tragende Wand", T, "Tragende Wand oder Wandscheibe.", since4("IfcWall/SHEAR", "IfcWall"), { parent: "Wand", type: "wall", stage: 2 }),
  cls("Bodenplatte", T, "Fundamentplatte.", all("IfcSlab/BASESLAB"), { parent: "Decke", type: "slab", stage: 2, core: true }),
  cls("Stütze", T, "Stütze oder Pfeiler.", since4("IfcColumn/COLUMN", "IfcColumn"), {
    type: "column",
    sets: ["Pset_ColumnCommon", "Qto_ColumnBaseQuantities"],
    stage: 2,
    core: true,
  }),
  cls("Träger", T, "Unterzug oder Träger.", since4("IfcBeam/BEAM", "IfcBeam"), { type: "beam", sets: ["Pset_BeamCommon", "Qto_BeamBaseQuantities"], stage: 2 }),
  cls("Sturz", T, "Sturz über einer Öffnung.", since4("IfcBeam/LINTEL", "IfcBeam"), { parent: "Träger", type: "beam" }),
  cls("Strebe", T, "Strebe oder Verband.", since4("IfcMember/BRACE", "IfcMember"), { type: "member", sets: ["Pset_MemberCommon"] }),
  cls("Fundament", T, "Fundament allgemein.", all("IfcFooting"), { sets: ["Pset_FootingCommon", "Qto_FootingBaseQuantities"], stage: 2 }),
  cls("Einzelfundament", T, "Fundament unter einer Stütze.", all("IfcFooting/PAD_FOOTING"), { parent: "Fundament", stage: 2 }),
  cls("Streifenfundament", T, "Fundament unter einer Wand.", all("IfcFooting/STRIP_FOOTING"), { parent: "Fundament", stage: 2 }),
  // IFC2X3 knows piles only by their load transfer (COHESION, FRICTION, SUPPORT), not by how they are made.
  cls("Bohrpfahl", T, "Gebohrter Pfahl.", since4("IfcPile/BORED", "IfcPile"), { sets: ["Pset_PileCommon"] }),
  cls("Bewehrungsstab", T, "Bewehrungsstab, modelliert für die Bewehrungsplanung.", since4("IfcReinforcingBar/MAIN", "IfcReinforcingBar"), { stage: 4 }),
  cls("Anker", T, "Anker oder Verbindungsmittel.", since4("IfcMechanicalFastener/ANCHORBOLT", "IfcMechanicalFastener"), { stage: 4 }),

  // HLKS
  cls("Rohr", H, "Rohrleitung der Heizung, Kühlung oder Sanitär.", all("IfcPipeSegment/RIGIDSEGMENT"), {
    type: "pipeSegment",
    sets: ["Pset_PipeSegmentTypeCommon", SERIAL],
  }),
  cls("Grundleitung", U, "Abwasserleitung unter der Bodenplatte oder im Terrain.", all("IfcPipeSegment/RIGIDSEGMENT"), { parent: "Rohr", type: "pipeSegment" }),
  cls("Rohrformteil", H, "Bogen, Abzweig oder Übergang einer Rohrleitung.", all("IfcPipeFitting/BEND"), { type: "pipeFitting", sets: ["Pset_PipeFittingTypeCommon"], stage: 4 }),
  cls("Luftkanal", H, "Lüftungskanal.", all("IfcDuctSegment/RIGIDSEGMENT"), { type: "ductSegment", sets: ["Pset_DuctSegmentTypeCommon"] }),
  cls("Kanalformteil", H, "Bogen, Abzweig oder Übergang eines Luftkanals.", all("IfcDuctFitting/BEND"), { type: "ductFitting", sets: ["Pset_DuctFittingTypeCommon"], stage: 4 }),
  cls("Luftdurchlass", H, "Zu- oder Abluftdurchlass.", all("IfcAirTerminal/DIFFUSER"), { type: "airTerminal", sets: ["Pset_AirTerminalTypeCommon", SERIAL] }),
  cls("Sanitärapparat", H, "Sanitärapparat allgemein.", all("IfcSanitaryTerminal"), { type: "sanitaryTerminal", sets: ["Pset_SanitaryTerminalTypeCommon", SERIAL] }),
  cls("WC", H, "Klosett.", all("IfcSanitaryTerminal/TOILETPAN"), { parent: "Sanitärapparat", type: "sanitaryTerminal" }),
  cls("Lavabo", H, "Waschtisch.", all("IfcSanitaryTerminal/WASHHANDBASIN"), { parent: "Sanitärapparat", type: "sanitaryTerminal" }),
  cls("Dusche", H, "Duschwanne oder bodenebene Dusche.", all("IfcSanitaryTerminal/SHOWER"), { parent: "Sanitärapparat", type: "sanitaryTerminal" }),
  cls("Badewanne", H, "Badewanne.", all("IfcSanitaryTerminal/BATH"), { parent: "Sanitärapparat", type: "sanitaryTerminal" }),
  cls("Spültisch", H, "Spülbecken oder Ausguss.", all("IfcSanitaryTerminal/SINK"), { parent: "Sanitärapparat", type: "sanitaryTerminal" }),
  cls("Urinal", H, "Urinal.", all("IfcSanitaryTerminal/URINAL"), { parent: "Sanitärapparat", type: "sanitaryTerminal" }),
  cls("Bodenablauf", H, "Bodenablauf mit Geruchsverschluss.", all("IfcWasteTerminal/FLOORTRAP"), { sets: ["Pset_WasteTerminalTypeCommon"], stage: 4 }),
  cls("Armatur", H, "Absperr- oder Regelarmatur.", all("IfcValve/ISOLATING"), { type: "valve", sets: ["Pset_ValveTypeCommon", SERIAL], stage: 4 }),
  cls("Pumpe", H, "Umwälzpumpe.", all("IfcPump/CIRCULATOR"), { type: "pump", sets: ["Pset_PumpTypeCommon", SERIAL] }),
  cls("Heizkessel", H, "Wärmeerzeuger mit Wasser als Wärmeträger.", all("IfcBoiler/WATER"), { type: "boiler", sets: ["Pset_BoilerTypeCommon", SERIAL] }),
  cls("Kältemaschine", H, "Kälteerzeuger.", all("IfcChiller/WATERCOOLED"), { type: "chiller", sets: ["Pset_ChillerTypeCommon", SERIAL] }),
  // IFC2X3 has no RADIATOR: its heaters are sectional, panel or tubular radiators.
  cls("Heizkörper", H, "Heizkörper oder Konvektor.", since4("IfcSpaceHeater/RADIATOR", "IfcSpaceHeater/PANELRADIATOR"), {
    type: "spaceHeater",
    sets: ["Pset_SpaceHeaterTypeCommon"],
  }),
  cls("Ventilator", H, "Ventilator einer Lüftungsanlage.", all("IfcFan"), { sets: ["Pset_FanTypeCommon", SERIAL] }),
  cls("Lüftungsgerät", H, "Monoblock-Lüftungsgerät.", all("IfcUnitaryEquipment/AIRHANDLER"), { sets: ["Pset_UnitaryEquipmentTypeCommon", SERIAL] }),
  cls("Brandschutzklappe", H, "Brandschutzklappe in einem Luftkanal.", all("IfcDamper/FIREDAMPER"), {
    type: "damper",
    sets: ["Pset_DamperTypeCommon", "Pset_DamperTypeFireDamper", SERIAL],
  }),
  // IFC2X3's tank types say how a tank is built, not what it stores.
  cls("Speicher", H, "Wasser- oder Energiespeicher.", since4("IfcTank/STORAGE", "IfcTank"), { sets: ["Pset_TankTypeCommon", SERIAL] }),
  cls("Sprinkler", H, "Sprinklerkopf.", all("IfcFireSuppressionTerminal/SPRINKLER"), { sets: ["Pset_FireSuppressionTerminalTypeCommon"], stage: 4 }),
  cls("Wandhydrant", H, "Wandhydrant mit Schlauchhaspel.", all("IfcFireSuppressionTerminal/HOSEREEL"), { sets: ["Pset_FireSuppressionTerminalTypeCommon"] }),
  cls("Wärmezähler", H, "Zähler für Heiz- oder Kälteenergie.", all("IfcFlowMeter/ENERGYMETER"), { sets: ["Pset_FlowMeterTypeCommon", SERIAL], stage: 4 }),
  cls("Wasserzähler", H, "Zähler für Trinkwasser.", all("IfcFlowMeter/WATERMETER"), { sets: ["Pset_FlowMeterTypeCommon", SERIAL], stage: 4 }),
  cls("Kontrollschacht", U, "Schacht der Liegenschaftsentwässerung.", since4("IfcDistributionChamberElement/INSPECTIONCHAMBER", "IfcDistributionChamberElement"), {
    sets: ["Pset_DistributionChamberElementCommon"],
  }),

  // Elektro
  cls("Leuchte", E, "Leuchte der Allgemeinbeleuchtung.", all("IfcLightFixture/POINTSOURCE"), { type: "lightFixture", sets: ["Pset_LightFixtureTypeCommon"] }),
  // IFC2X3's light fixture types have no security lighting.
  cls("Notleuchte", E, "Sicherheits- oder Rettungszeichenleuchte.", since4("IfcLightFixture/SECURITYLIGHTING", "IfcLightFixture"), {
    parent: "Leuchte",
    type: "lightFixture",
  }),
  // IFC2X3 has no distribution board: its distribution point is what carries one.
  cls("Elektroverteilung", E, "Haupt- oder Unterverteilung.", since4("IfcElectricDistributionBoard/DISTRIBUTIONBOARD", "IfcElectricDistributionPoint"), {
    sets: ["Pset_DistributionBoardTypeCommon", SERIAL],
  }),
  cls("Kabeltrasse", E, "Kabelrinne oder Kabelpritsche.", all("IfcCableCarrierSegment/CABLETRAYSEGMENT"), { type: "cableCarrier", sets: ["Pset_CableCarrierSegmentTypeCommon"] }),
  cls("Kabelkanal", E, "Installationskanal.", all("IfcCableCarrierSegment/CABLETRUNKINGSEGMENT"), { type: "cableCarrier", sets: ["Pset_CableCarrierSegmentTypeCommon"], stage: 4 }),
  cls("Kabel", E, "Kabel oder Leitung.", all("IfcCableSegment/CABLESEGMENT"), { sets: ["Pset_CableSegmentTypeCommon"], stage: 4 }),
  cls("Steckdose", E, "Netzsteckdose.", all("IfcOutlet/POWEROUTLET"), { type: "outlet", sets: ["Pset_OutletTypeCommon"], stage: 4 }),
  // IFC2X3 has no DATAOUTLET: a data outlet is a communications outlet there.
  cls("Datensteckdose", E, "Anschlussdose für Kommunikation und Daten.", since4("IfcOutlet/DATAOUTLET", "IfcOutlet/COMMUNICATIONSOUTLET"), {
    type: "outlet",
    sets: ["Pset_OutletTypeCommon"],
    stage: 4,
  }),
  cls("Schalter", E, "Licht- oder Storenschalter.", all("IfcSwitchingDevice/TOGGLESWITCH"), { type: "switch", sets: ["Pset_SwitchingDeviceTypeCommon"], stage: 4 }),
  // IFC2X3 has no solar device: the generic energy conversion device is the nearest it has.
  cls("Photovoltaikmodul", E, "Modul einer Photovoltaikanlage.", since4("IfcSolarDevice/SOLARPANEL", "IfcEnergyConversionDevice"), {
    sets: ["Pset_SolarDeviceTypeCommon", SERIAL],
  }),
  cls("Brandmelder", E, "Rauchmelder der Brandmeldeanlage.", all("IfcSensor/SMOKESENSOR"), { type: "sensor", sets: ["Pset_SensorTypeCommon"] }),
  cls("Handfeuermelder", E, "Druckknopfmelder der Brandmeldeanlage.", all("IfcAlarm/MANUALPULLBOX"), { type: "alarm", sets: ["Pset_AlarmTypeCommon"], stage: 4 }),
  cls("Alarmgeber", E, "Sirene oder Blitzleuchte.", all("IfcAlarm/SIREN"), { type: "alarm", sets: ["Pset_AlarmTypeCommon"], stage: 4 }),

  // Gebäudeautomation
  cls("Temperaturfühler", G, "Raum- oder Anlegefühler.", all("IfcSensor/TEMPERATURESENSOR"), { type: "sensor", sets: ["Pset_SensorTypeCommon"], stage: 4 }),
  cls("Präsenzmelder", G, "Bewegungs- oder Präsenzmelder.", all("IfcSensor/MOVEMENTSENSOR"), { type: "sensor", sets: ["Pset_SensorTypeCommon"], stage: 4 }),
  cls("CO2-Fühler", G, "Fühler für die Luftqualität.", all("IfcSensor/CO2SENSOR"), { type: "sensor", sets: ["Pset_SensorTypeCommon"], stage: 4 }),
  cls("Stellantrieb", G, "Elektrischer Antrieb einer Klappe oder eines Ventils.", all("IfcActuator/ELECTRICACTUATOR"), { sets: ["Pset_ActuatorTypeCommon"], stage: 4 }),
  // IFC2X3's controller types name control algorithms, none of them a programmable station.
  cls("Automationsstation", G, "Frei programmierbare Automationsstation.", since4("IfcController/PROGRAMMABLE", "IfcController"), {
    sets: ["Pset_ControllerTypeCommon", SERIAL],
  }),

  // Transportanlagen
  // IFC2X3's IfcTransportElement has an operation type, no predefined type.
  cls("Aufzug", F, "Personen- oder Warenaufzug.", since4("IfcTransportElement/ELEVATOR", "IfcTransportElement"), {
    type: "transport",
    sets: ["Pset_TransportElementCommon", "Pset_TransportElementElevator", SERIAL],
  }),
  cls("Fahrtreppe", F, "Fahrtreppe.", since4("IfcTransportElement/ESCALATOR", "IfcTransportElement"), { type: "transport", sets: ["Pset_TransportElementCommon", SERIAL] }),

  // Umgebung
  // IFC2X3 has no geographic element: terrain and plants are proxies there.
  cls("Terrain", U, "Gelände, gewachsen oder gestaltet.", since4("IfcGeographicElement/TERRAIN", "IfcBuildingElementProxy"), { stage: 2 }),
  cls("Bepflanzung", U, "Baum, Strauch oder Pflanzfläche.", { IFC4X3_ADD2: "IfcGeographicElement/VEGETATION", IFC4: "IfcGeographicElement", IFC2X3: "IfcBuildingElementProxy" }),
  // Before IFC4X3 a pavement is a slab.
  cls("Platz- und Wegbelag", U, "Belag von Wegen, Plätzen und Zufahrten.", { IFC4X3_ADD2: "IfcPavement", IFC4: "IfcSlab", IFC2X3: "IfcSlab" }),
  cls("Stützmauer", U, "Mauer, die Terrain abstützt.", { IFC4X3_ADD2: "IfcWall/RETAININGWALL", IFC4: "IfcWall", IFC2X3: "IfcWall" }, { parent: "Wand", type: "wall" }),
  cls("Zaun", U, "Einfriedung des Grundstücks.", { IFC4X3_ADD2: "IfcRailing/FENCE", IFC4: "IfcRailing", IFC2X3: "IfcRailing" }, { parent: "Geländer", type: "railing" }),
]
