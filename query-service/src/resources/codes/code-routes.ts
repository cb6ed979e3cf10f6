/** @module GET /1.2/profile/codes?cod_col_name=role_project|phase_code|ifc_schema: the 1.2 code lists. */
import { IFC_SCHEMAS, PHASE_CODES, ROLE_TYPES } from "@bimprofile/contracts/codes"
import type { CodeDto } from "@bimprofile/contracts/dto/code-dto"
import { queryChoice } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"

const lists: Record<string, CodeDto[]> = {
  role_project: ROLE_TYPES.map((r) => ({ cod_col_name: "role_project", cod_code: r.code, cod_name: r.name, cod_seq: r.seq })),
  phase_code: PHASE_CODES.map((p) => ({ cod_col_name: "phase_code", cod_code: p.code, cod_name: p.name, cod_seq: p.seq })),
  ifc_schema: IFC_SCHEMAS.map((s) => ({ cod_col_name: "ifc_schema", cod_code: String(s.id), cod_name: s.name, cod_seq: s.id })),
}
export const codeListNames = Object.keys(lists)

export const codeRoutes = new Hono().get("/", (c) => {
  const name = queryChoice(c, "cod_col_name", codeListNames)
  return c.json(name ? lists[name]! : Object.values(lists).flat())
})
