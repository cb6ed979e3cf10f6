/**
 * @module `GET /1.2/profile/activities/{id}/ids[?ifc_version=]`: the activity's IDS file. It needs the bearer
 * token, so a plain link cannot fetch it: the bytes come through the API client and are saved from memory,
 * under the name the check gave (the server's Content-Disposition names it the same). Quiet: the dialog says
 * what went wrong (409 IDS_EMPTY, 500 IDS_SCHEMA).
 */
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { get } from "../../../lib/api-client"
import { saveBlob } from "../../../lib/save-blob"
import { idsPath } from "./get-ids-check"

export const downloadIds = async (activityId: number, version: IfcVersion | null, fileName: string) => {
  const bytes = await get<Blob>(idsPath(activityId, version), { binary: true, quiet: true })
  saveBlob(bytes, fileName)
}
