/**
 * @module The rule every entity name follows (contracts/names.ts: not blank), as the client words it: the
 * spec's German sentence for de-CH ('Der Rollen Name darf nicht leer sein.'), the user's language otherwise.
 */
import { emptyNameMessage, type EntityKind, isBlankName } from "@bimprofile/contracts/names"
import { currentLocale, DEFAULT_LOCALE, t } from "./i18n"

/** The text for a blank name of this kind of entity. */
export const blankNameText = (kind: EntityKind): string =>
  currentLocale() === DEFAULT_LOCALE ? emptyNameMessage(kind) : t("validation.nameEmpty", { what: t(`entities.${kind}`) })

/** A dialog field's check: the text for a blank name, else nothing. */
export const requireName = (kind: EntityKind) => (value: string) => (isBlankName(value) ? blankNameText(kind) : undefined)
