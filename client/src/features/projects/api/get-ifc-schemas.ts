import type { CodeDto } from "@bimprofile/contracts/dto/code-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"

/** GET /1.2/profile/codes?cod_col_name=ifc_schema: the IFC versions a project can use (cod_code is pro_isc_id). */
export const getIfcSchemas = () => get<CodeDto[]>("/1.2/profile/codes?cod_col_name=ifc_schema")

// A fixed code list: no project key, never stale within a session.
export const ifcSchemasQuery = () =>
  queryOptions({ queryKey: ["codes", "ifc_schema"], queryFn: getIfcSchemas, staleTime: Number.POSITIVE_INFINITY })

export const useIfcSchemas = () => useQuery(ifcSchemasQuery())
