import { afterEach, describe, expect, it } from "vitest"
import { ApiError } from "./api-error"
import { changeLocale } from "./i18n"

const body = (internal_code: string, message: string, details: Record<string, string> | null = null) => ({ message, internal_code, details })
const nameTaken = body("NAME_TAKEN", "Eine Rolle mit dem Namen «Planer» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen.", {
  rop_name: "Eine Rolle mit dem Namen «Planer» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen.",
})

describe("server messages in the user's language", () => {
  afterEach(async () => changeLocale("de-CH"))

  it("given de-CH, then the server's own German text (the spec's)", () => {
    const error = new ApiError(404, body("NOT_FOUND", "Rolle mit der Id 7 wurde nicht gefunden."))
    expect(error.message).toBe("Rolle mit der Id 7 wurde nicht gefunden.")
  })

  it("given French, then a 404 names the item and its id in French", async () => {
    await changeLocale("fr-CH")
    expect(new ApiError(404, body("NOT_FOUND", "Rolle mit der Id 7 wurde nicht gefunden.")).message).toBe("Rôle avec l'ID 7 introuvable.")
  })

  it("given Italian, then a 409 for a linked role counts its activities in Italian", async () => {
    await changeLocale("it-CH")
    const error = new ApiError(409, body("ROLE_LINKED", "Die Rolle kann nicht gelöscht werden, da ihr 3 Aktivität(en) zugeordnet sind."))
    expect(error.message).toBe("Il ruolo non può essere eliminato: gli sono assegnate 3 attività.")
  })

  it("given English, then a taken name is worded in English in the message and beside its field", async () => {
    await changeLocale("en")
    const error = new ApiError(409, nameTaken)
    expect(error.message).toBe("A role named “Planer” already exists in the project. Please choose another name.")
    expect(error.fieldErrors).toEqual({ rop_name: "A role named “Planer” already exists in the project. Please choose another name." })
  })

  it("given a code the client does not know, then the server's words stay", async () => {
    await changeLocale("en")
    expect(new ApiError(400, body("SOMETHING_NEW", "Etwas Neues.")).message).toBe("Etwas Neues.")
  })
})
