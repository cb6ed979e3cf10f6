import { describe, expect, it } from "vitest"
import { refusalsOf } from "./facet-refusals"

describe("a refused requirement's texts at its facets", () => {
  it("given an IDS rule broken by a facet, then the text at that facet of its list, counted from 1", () => {
    const refusals = refusalsOf({
      req_applicability: "Anwendbarkeit 2: Ein Merkmal mit Wert braucht einen Datentyp (IDS: «value» verlangt «dataType»).",
      req_facets: "Anforderung 1: Ein optionales Attribut braucht einen Wert.",
    })
    expect(refusals.facets.applicability.get(1)).toEqual({ text: "Anwendbarkeit 2: Ein Merkmal mit Wert braucht einen Datentyp (IDS: «value» verlangt «dataType»)." })
    expect(refusals.facets.requirements.get(0)).toEqual({ text: "Anforderung 1: Ein optionales Attribut braucht einen Wert." })
    expect(refusals.lists).toEqual({})
  })

  it("given a field of a facet named by its path, in either spelling, then the text at that facet with the field", () => {
    const refusals = refusalsOf({
      "req_applicability[0].name": "muss angegeben werden",
      "req_applicability.0.predefined_type": "muss ein Objekt sein",
      "req_facets.3.data_type": "Der Datentyp ist ein IFC-Typ in Grossbuchstaben wie IFCLABEL.",
      req_name: "Der Name der Anforderung darf nicht leer sein.",
    })
    expect([...refusals.facets.applicability]).toEqual([[0, { text: "muss angegeben werden", field: "name" }]])
    expect([...refusals.facets.requirements]).toEqual([[3, { text: "Der Datentyp ist ein IFC-Typ in Grossbuchstaben wie IFCLABEL.", field: "data_type" }]])
  })

  it("given a rule about a list as a whole, then the text at the list", () => {
    expect(refusalsOf({ req_applicability: "Die Anwendbarkeit nennt höchstens eine IFC-Entität." }).lists).toEqual({ applicability: "Die Anwendbarkeit nennt höchstens eine IFC-Entität." })
  })
})
