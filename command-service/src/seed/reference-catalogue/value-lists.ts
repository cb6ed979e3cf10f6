/**
 * @module The value lists (Wertelisten) of the reference catalogue: classes Swiss practitioners use — fire
 * resistance after the VKF fire protection directives (classes of EN 13501-2), reaction-to-fire groups of
 * the VKF (RF1–RF4), burglar resistance after EN 1627 (RC1–RC6), sound insulation after SIA 181 and the
 * window sound insulation classes after VDI 2719 — and the element status of IFC's Pset_*Common.Status.
 * Short designations and own one-line descriptions only, no text copied from the standards.
 */
import type { IfcNameMapping } from "@bimprofile/contracts/events/project/value-list-events"

export type SeedValue = { readonly name: string; readonly desc: string; readonly ifc?: readonly IfcNameMapping[] }
export type SeedValueList = { readonly key: ValueListKey; readonly name: string; readonly desc: string; readonly values: readonly SeedValue[] }
export type ValueListKey = "fireResistance" | "reactionToFire" | "burglarResistance" | "soundSia181" | "soundWindow" | "status"

const minutes = (classes: string, meaning: string) =>
  [30, 60, 90, 120].map((duration) => ({ name: `${classes} ${duration}`, desc: `${meaning} während ${duration} Minuten` }))

/** The IFC4 and IFC4X3 enumeration value of an element status (PEnum_ElementStatus). */
const statusIn = (value: string): IfcNameMapping[] => [
  { ifc_version: "IFC4X3_ADD2", name: value },
  { ifc_version: "IFC4", name: value },
]

export const seedValueLists: readonly SeedValueList[] = [
  {
    key: "fireResistance",
    name: "Feuerwiderstandsklassen (VKF / EN 13501-2)",
    desc: "Feuerwiderstand von Bauteilen nach den VKF-Brandschutzrichtlinien mit den Klassen der EN 13501-2 (R: Tragfähigkeit, E: Raumabschluss, I: Wärmedämmung).",
    values: [
      ...minutes("R", "Tragfähigkeit"),
      ...minutes("REI", "Tragfähigkeit, Raumabschluss und Wärmedämmung"),
      ...minutes("EI", "Raumabschluss und Wärmedämmung"),
      { name: "E 30", desc: "Raumabschluss während 30 Minuten" },
      { name: "E 60", desc: "Raumabschluss während 60 Minuten" },
      { name: "EI 30-C", desc: "Brandschutzabschluss EI 30, selbstschliessend" },
      { name: "EI 60-C", desc: "Brandschutzabschluss EI 60, selbstschliessend" },
      { name: "EI 30-Sa", desc: "Brandschutzabschluss EI 30, rauchdicht bei Umgebungstemperatur" },
    ],
  },
  {
    key: "reactionToFire",
    name: "Brandverhaltensgruppen (VKF)",
    desc: "Brandverhalten von Baustoffen nach den VKF-Brandschutzrichtlinien.",
    values: [
      { name: "RF1", desc: "kein Brandbeitrag" },
      { name: "RF2", desc: "geringer Brandbeitrag" },
      { name: "RF3", desc: "zulässiger Brandbeitrag" },
      { name: "RF4", desc: "unzulässiger Brandbeitrag" },
    ],
  },
  {
    key: "burglarResistance",
    name: "Widerstandsklassen Einbruchhemmung (EN 1627)",
    desc: "Einbruchhemmung von Türen, Fenstern und Fassadenelementen.",
    values: [
      { name: "RC1 N", desc: "Grundschutz gegen körperliche Gewalt, ohne Anforderung an die Verglasung" },
      { name: "RC2 N", desc: "Gelegenheitstäter mit einfachen Werkzeugen, ohne Anforderung an die Verglasung" },
      { name: "RC1", desc: "Grundschutz gegen körperliche Gewalt" },
      { name: "RC2", desc: "Gelegenheitstäter mit einfachen Werkzeugen" },
      { name: "RC3", desc: "Täter mit zusätzlichem Werkzeug wie Kuhfuss" },
      { name: "RC4", desc: "erfahrene Täter mit Schlag- und Bohrwerkzeug" },
      { name: "RC5", desc: "erfahrene Täter mit Elektrowerkzeug" },
      { name: "RC6", desc: "erfahrene Täter mit leistungsfähigem Elektrowerkzeug" },
    ],
  },
  {
    key: "soundSia181",
    name: "Schallschutzanforderungen (SIA 181)",
    desc: "Anforderungsstufe des Schallschutzes im Hochbau nach SIA 181.",
    values: [
      { name: "Mindestanforderungen", desc: "Anforderungen, die jedes Gebäude erfüllen muss" },
      { name: "Erhöhte Anforderungen", desc: "z. B. für Stockwerkeigentum und Reiheneinfamilienhäuser" },
      { name: "Besondere Anforderungen", desc: "projektspezifisch vereinbarte Anforderungen" },
    ],
  },
  {
    key: "soundWindow",
    name: "Schallschutzklassen Fenster (VDI 2719)",
    desc: "Schallschutzklassen von Fenstern und Türen nach bewertetem Schalldämm-Mass Rw.",
    values: [
      { name: "SSK 1", desc: "Rw 25–29 dB" },
      { name: "SSK 2", desc: "Rw 30–34 dB" },
      { name: "SSK 3", desc: "Rw 35–39 dB" },
      { name: "SSK 4", desc: "Rw 40–44 dB" },
      { name: "SSK 5", desc: "Rw 45–49 dB" },
      { name: "SSK 6", desc: "Rw ab 50 dB" },
    ],
  },
  {
    key: "status",
    name: "Bauteilstatus",
    desc: "Status eines Bauteils im Projekt (Pset_*Common.Status).",
    values: [
      { name: "Neu", desc: "neu zu erstellen", ifc: statusIn("NEW") },
      { name: "Bestand", desc: "bestehend, bleibt erhalten", ifc: statusIn("EXISTING") },
      { name: "Abbruch", desc: "bestehend, wird rückgebaut", ifc: statusIn("DEMOLISH") },
      { name: "Provisorium", desc: "nur während der Bauzeit", ifc: statusIn("TEMPORARY") },
    ],
  },
]
