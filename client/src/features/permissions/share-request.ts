/**
 * @module What "share with an organisation" sends, and whether a refusal asks for the organisation to be
 * chosen (a member's e-mail that names no single organisation). Pure.
 */
import type { ShareProjectBody } from "@bimprofile/contracts/bodies/permission-bodies"
import { ApiError } from "../../lib/api-error"

/** The server's text when an e-mail does not settle which organisation is meant. */
export const SELECT_ORGANISATION_MESSAGE = "Wählen Sie eine Organisation aus."

export type ShareInput = { readonly email: string; readonly orgId: string }

/** A chosen organisation wins; else a member's e-mail; else nothing to send. */
export const shareBody = ({ email, orgId }: ShareInput): ShareProjectBody | null => {
  if (orgId) return { org_id: Number(orgId) }
  if (email.trim()) return { usr_email: email.trim() }
  return null
}

/** The refusal asks for an organisation: it names the org_id field, or says 'Wählen Sie eine Organisation aus.'. */
export const asksForOrganisation = (failure: unknown): boolean =>
  failure instanceof ApiError && ("org_id" in failure.fieldErrors || failure.message === SELECT_ORGANISATION_MESSAGE)
