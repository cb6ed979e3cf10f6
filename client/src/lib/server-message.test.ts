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

  it("given Italian, then the property copy wizard's refusals (an unknown property, classes of two projects) are worded in Italian", async () => {
    await changeLocale("it-CH")
    const unknown = "Merkmal 502 existiert nicht."
    const error = new ApiError(400, body("FOREIGN_ENTITY", unknown, { pty_ids: unknown }))
    expect(error.message).toBe("Proprietà 502 non esiste.")
    expect(error.fieldErrors).toEqual({ pty_ids: "Proprietà 502 non esiste." })
    const mixed = "Die Fachklassen gehören zu verschiedenen Projekten: Merkmale werden den Fachklassen eines Projekts gegeben."
    expect(new ApiError(400, body("FOREIGN_ENTITY", mixed, { elc_ids: mixed })).message).toBe(
      "Le classi di elementi appartengono a progetti diversi: le proprietà vengono date alle classi di elementi di un solo progetto.",
    )
  })

  it("given a code the client does not know, then the server's words stay", async () => {
    await changeLocale("en")
    expect(new ApiError(400, body("SOMETHING_NEW", "Etwas Neues.")).message).toBe("Etwas Neues.")
  })

  it("given English, then the copy selection's refusals name the process, milestone and phase in English", async () => {
    await changeLocale("en")
    const stale = "Prozess 31 gehört nicht zum Meilenstein «Vorstudie» des Quellprojekts."
    const error = new ApiError(400, body("FOREIGN_ENTITY", stale, { "pro_pha_nested.0.pha_mst_nested.0.mst_prc_nested.0": stale }))
    expect(error.message).toBe("Process 31 is not part of the milestone “Vorstudie” of the source project.")
    expect(Object.values(error.fieldErrors)).toEqual([error.message])
    expect(new ApiError(400, body("FOREIGN_ENTITY", "Meilenstein 8 gehört nicht zur Phase Planung des Quellprojekts.")).message).toBe(
      "Milestone 8 is not part of the phase Planning of the source project.",
    )
    expect(new ApiError(400, body("VALIDATION", "Die Phase «Realisierung» ist mehrfach ausgewählt.")).message).toBe("The phase “Construction” is selected more than once.")
    expect(new ApiError(400, body("VALIDATION", "Der Prozess 12 ist mehrfach ausgewählt.")).message).toBe("Process 12 is selected more than once.")
  })

  it("given French, then the refusals about a new project's owner are worded in French", async () => {
    await changeLocale("fr-CH")
    expect(new ApiError(401, body("AUTH_PRO", "Sie dürfen in dieser Organisation keine Projekte anlegen.")).message).toBe(
      "Vous n’avez pas le droit de créer des projets dans cette organisation.",
    )
    expect(new ApiError(400, body("VALIDATION", "Wählen Sie eine Organisation aus.", { pro_org_id: "Wählen Sie eine Organisation aus." })).fieldErrors).toEqual({
      pro_org_id: "Choisissez une organisation.",
    })
  })

  it("given English or Italian, then a taken element class name and a class with subclasses are worded in that language", async () => {
    const taken = "Eine Fachklasse mit dem Namen «Wand» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen."
    await changeLocale("en")
    expect(new ApiError(409, body("NAME_TAKEN", taken, { elc_name: taken })).fieldErrors).toEqual({
      elc_name: "An element class named “Wand” already exists in the project. Please choose another name.",
    })
    await changeLocale("it-CH")
    const children = body("ELC_HAS_CHILDREN", "Die Fachklasse kann nicht gelöscht werden, solange sie 2 Unterklasse(n) hat.")
    expect(new ApiError(409, children).message).toBe("La classe di elementi non può essere eliminata finché ha 2 sottoclassi.")
    const cycle = "Eine Fachklasse kann nicht unter sich selbst oder einer ihrer Unterklassen stehen."
    expect(new ApiError(409, body("ELC_PARENT_CYCLE", cycle, { elc_parent_id: cycle })).message).toBe(
      "Una classe di elementi non può essere collocata sotto sé stessa o sotto una delle sue sottoclassi.",
    )
    expect(new ApiError(404, body("NOT_FOUND", "Fachklasse mit der Id 9 wurde nicht gefunden.")).message).toContain("9")
    expect(new ApiError(404, body("NOT_FOUND", "Fachklasse mit der Id 9 wurde nicht gefunden.")).message).toContain("Classe di elementi")
  })

  it("given English or French, then the catalogue lists' refusals name the kind and the key in that language", async () => {
    await changeLocale("en")
    const taken = "Der Code «C02» ist in dieser Klassifikation bereits vergeben."
    expect(new ApiError(409, body("NAME_TAKEN", taken, { cli_code: taken })).fieldErrors).toEqual({ cli_code: "The code “C02” is already used in this classification." })
    const list = "Eine Materialliste mit dem Namen «Baustoffe» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen."
    expect(new ApiError(409, body("NAME_TAKEN", list, { mtl_name: list })).message).toBe("A material list named “Baustoffe” already exists in the project. Please choose another name.")
    expect(new ApiError(409, body("ITEM_HAS_CHILDREN", "Der Klassifikationseintrag kann nicht gelöscht werden, solange ein Eintrag unter ihm steht.")).message).toBe(
      "The entry cannot be deleted while an entry is under it.",
    )
    expect(new ApiError(404, body("NOT_FOUND", "Klassifikation mit der Id 4 wurde nicht gefunden.")).message).toBe("Classification with ID 4 was not found.")
    await changeLocale("fr-CH")
    expect(new ApiError(409, body("ITEM_HAS_CHILDREN", "Der Klassifikationseintrag kann nicht gelöscht werden, solange 3 Einträge unter ihm stehen.")).message).toBe(
      "L’entrée ne peut pas être supprimée tant que 3 entrées se trouvent sous elle.",
    )
  })
})
