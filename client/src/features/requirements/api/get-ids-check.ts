/**
 * @module `GET /1.2/profile/activities/{id}/ids/check[?ifc_version=]`: what the IDS export dialog shows before the
 * file is offered. Quiet: a refusal is shown in the dialog, never as a toast or the not-found page. The answer
 * also depends on the catalogue (classes, properties, value lists), which no requirements notice names: it is
 * read anew each time the dialog opens.
 */
import type { IdsCheckDto } from "@bimprofile/contracts/dto/ids-check-dto"
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { requirementsKey } from "./get-requirements"

/** `?ifc_version=` when a version is chosen; null: each requirement's own versions, else the project's. */
const versionQuery = (version: IfcVersion | null) => (version === null ? "" : `?ifc_version=${version}`)

const checkPath = (activityId: number, version: IfcVersion | null) => `/1.2/profile/activities/${activityId}/ids/check${versionQuery(version)}`

export const getIdsCheck = (activityId: number, version: IfcVersion | null) => get<IdsCheckDto>(checkPath(activityId, version), { quiet: true })

export const idsCheckQuery = (projectId: number, activityId: number, version: IfcVersion | null) =>
  queryOptions({
    queryKey: [...requirementsKey(projectId), "ids-check", activityId, version ?? "own"] as const,
    queryFn: () => getIdsCheck(activityId, version),
    staleTime: 0,
  })

export const useIdsCheck = (projectId: number, activityId: number, version: IfcVersion | null, options: { enabled?: boolean } = {}) =>
  useQuery({ ...idsCheckQuery(projectId, activityId, version), enabled: options.enabled ?? true })
