import { describe, expect, it } from "vitest"
import { formatSizeValue, sizeOf } from "../../lib/document-format"
import { documentNameOf, documentTypeOf, downloadNameOf, guessDocumentType } from "./document-types"

describe("document names and types", () => {
  it("given a file name, then the document name is it without its extension, and a name that is all extension stays", () => {
    expect(documentNameOf("Plan EG.v2.pdf")).toBe("Plan EG.v2")
    expect(documentNameOf("README")).toBe("README")
    expect(documentNameOf(".pdf")).toBe(".pdf")
  })

  it("given a media type the server decided, then its type; an unknown one has none", () => {
    expect(documentTypeOf("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")).toBe("xlsx")
    expect(documentTypeOf("application/x-step")).toBe("ifc")
    expect(documentTypeOf("application/x-unknown")).toBeUndefined()
    expect(guessDocumentType("Modell.IFC")).toBe("ifc")
    expect(guessDocumentType("setup.exe")).toBeUndefined()
  })

  it("given a document name without an extension, then the download adds its type's; one with an extension keeps it", () => {
    expect(downloadNameOf("Plan EG", "application/pdf")).toBe("Plan EG.pdf")
    expect(downloadNameOf("Modell.ifc", "application/x-step")).toBe("Modell.ifc")
    expect(downloadNameOf("Foto", "image/jpeg")).toBe("Foto.jpg")
  })
})

describe("document sizes", () => {
  it.each([
    [0, "0", "B"],
    [999, "999", "B"],
    [1024, "1.0", "kB"],
    [18_432, "18", "kB"],
    [2_516_582, "2.4", "MB"],
    [1_048_064, "1.0", "MB"],
    [100 * 1024 * 1024, "100", "MB"],
    [3 * 1024 ** 3, "3.0", "GB"],
  ])("given %i bytes, then %s %s", (bytes, value, unit) => {
    const size = sizeOf(bytes)
    expect([formatSizeValue(size, "de-CH"), size.unit]).toEqual([value, unit])
  })
})
