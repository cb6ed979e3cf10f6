/**
 * @module The element class types (Fachklassentypen) of the reference catalogue: one per IFC type object the
 * three versions share (IfcWallType …; IFC2X3's doors and windows have styles, IfcDoorStyle), with the
 * manufacturer's data a type carries. Classes name their type by `key`.
 */
import type { IfcSpecs } from "./catalogue-shapes"

export type SeedElementType = { readonly key: string; readonly name: string; readonly desc: string; readonly ifc: IfcSpecs; readonly properties: readonly string[] }

const MANUFACTURER = ["Pset_ManufacturerTypeInformation.Manufacturer", "Pset_ManufacturerTypeInformation.ModelLabel"]

const type = (key: string, name: string, desc: string, ifc: IfcSpecs, properties: readonly string[] = MANUFACTURER): SeedElementType => ({ key, name, desc, ifc, properties })
const same = (entity: string): IfcSpecs => ({ IFC4X3_ADD2: entity })

export const seedElementTypes: readonly SeedElementType[] = [
  type("wall", "Wandtyp", "Wandaufbau mit Schichten und Kennwerten, z. B. AW-01 Aussenwand verputzt.", same("IfcWallType"), []),
  type("slab", "Deckentyp", "Decken- und Bodenaufbau.", same("IfcSlabType"), []),
  type("column", "Stützentyp", "Querschnitt und Material einer Stütze.", same("IfcColumnType"), []),
  type("beam", "Trägertyp", "Querschnitt und Material eines Trägers.", same("IfcBeamType"), []),
  type("member", "Stabtyp", "Pfosten, Riegel und Streben.", same("IfcMemberType"), []),
  type("plate", "Plattentyp", "Füllungen und Paneele.", same("IfcPlateType"), []),
  type("door", "Türtyp", "Türblatt, Zarge und Beschläge.", { IFC4X3_ADD2: "IfcDoorType", IFC2X3: "IfcDoorStyle" }),
  type("window", "Fenstertyp", "Rahmen, Verglasung und Öffnungsart.", { IFC4X3_ADD2: "IfcWindowType", IFC2X3: "IfcWindowStyle" }),
  type("curtainWall", "Fassadentyp", "System der Pfosten-Riegel- oder Elementfassade.", same("IfcCurtainWallType")),
  type("covering", "Bekleidungstyp", "Belags- und Bekleidungsaufbau.", same("IfcCoveringType"), []),
  type("railing", "Geländertyp", "Geländer- und Handlaufsystem.", same("IfcRailingType")),
  type("stairFlight", "Treppenlauftyp", "Laufausbildung einer Treppe.", same("IfcStairFlightType"), []),
  type("space", "Raumtyp", "Raumtyp des Raumprogramms, z. B. Büro, Sitzungszimmer.", same("IfcSpaceType"), []),
  type("transport", "Aufzugstyp", "Aufzugs- und Fahrtreppenanlage.", same("IfcTransportElementType")),
  type("furniture", "Möbeltyp", "Möbel und Einbaumöbel.", same("IfcFurnitureType")),
  type("pipeSegment", "Rohrtyp", "Rohrsystem mit Werkstoff und Verbindungsart.", same("IfcPipeSegmentType")),
  type("pipeFitting", "Rohrformteiltyp", "Bögen, Abzweige und Übergänge.", same("IfcPipeFittingType")),
  type("ductSegment", "Luftkanaltyp", "Kanalsystem mit Querschnitt und Dichtheitsklasse.", same("IfcDuctSegmentType")),
  type("ductFitting", "Kanalformteiltyp", "Bögen, Abzweige und Übergänge von Luftkanälen.", same("IfcDuctFittingType")),
  type("airTerminal", "Luftdurchlasstyp", "Zu- und Abluftdurchlässe.", same("IfcAirTerminalType")),
  type("sanitaryTerminal", "Sanitärapparatetyp", "Apparate der Sanitärinstallation.", same("IfcSanitaryTerminalType")),
  type("valve", "Armaturentyp", "Absperr-, Regel- und Sicherheitsarmaturen.", same("IfcValveType")),
  type("pump", "Pumpentyp", "Umwälz- und Förderpumpen.", same("IfcPumpType")),
  type("boiler", "Wärmeerzeugertyp", "Heizkessel.", same("IfcBoilerType")),
  type("chiller", "Kältemaschinentyp", "Kältemaschinen.", same("IfcChillerType")),
  type("spaceHeater", "Heizkörpertyp", "Heizkörper und Konvektoren.", same("IfcSpaceHeaterType")),
  type("damper", "Klappentyp", "Brandschutz- und Regelklappen.", same("IfcDamperType")),
  type("lightFixture", "Leuchtentyp", "Leuchten mit Lichtfarbe und Leistung.", same("IfcLightFixtureType")),
  type("cableCarrier", "Kabeltragsystemtyp", "Kabelrinnen, -pritschen und -kanäle.", same("IfcCableCarrierSegmentType")),
  type("outlet", "Steckdosentyp", "Steckdosen und Anschlussdosen.", same("IfcOutletType")),
  type("switch", "Schaltertyp", "Schalter und Taster.", same("IfcSwitchingDeviceType")),
  type("sensor", "Fühlertyp", "Fühler und Melder.", same("IfcSensorType")),
  type("alarm", "Alarmgebertyp", "Handfeuermelder und Alarmgeber.", same("IfcAlarmType")),
]
