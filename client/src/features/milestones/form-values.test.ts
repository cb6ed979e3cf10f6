import { describe, expect, it } from "vitest"
import { idOf, requireName, textOrNull } from "./form-values"

describe("form values", () => {
  it("refuses a blank name with the spec's text", () => {
    expect(requireName("milestone")("")).toBe("Der Meilenstein Name darf nicht leer sein.")
    expect(requireName("process")("  \u200B ")).toBe("Der Prozess Name darf nicht leer sein.")
    expect(requireName("milestone")("Vorprojekt")).toBeUndefined()
  })

  it("turns an empty optional text into null and trims the rest", () => {
    expect(textOrNull("")).toBeNull()
    expect(textOrNull("   ")).toBeNull()
    expect(textOrNull(undefined)).toBeNull()
    expect(textOrNull(" AIA ")).toBe("AIA")
  })

  it("reads a select's id", () => {
    expect(idOf("12")).toBe(12)
  })
})
