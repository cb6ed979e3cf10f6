/**
 * @module GET /1.2/audit/verify: the tamper-evidence check of the whole event log (docs/audit.md), run
 * while the caller waits (about a second per 200,000 events on PostgreSQL). App admins and auditors only
 * (audit-access.ts); anyone else gets 401 AUTH_PRO like every other read they may not make (spec §8).
 */
import type { AuditVerificationDto } from "@bimprofile/contracts/dto/audit-dto"
import { type VerifiableSql, verifyEventChains } from "@bimprofile/infra/event-store/verify-chain"
import { Hono } from "hono"
import { notPermitted } from "../../access/refusals"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { mayVerifyEventLog } from "./audit-access"

export const auditRoutes = (sql: VerifiableSql) =>
  new Hono<ViewerEnv>().get("/verify", async (c) => {
    if (!(await mayVerifyEventLog(sql, c.get("viewer")))) throw notPermitted("das Ereignisprotokoll zu prüfen")
    const result = await verifyEventChains(sql)
    return c.json({ ...result, broken: [...result.broken] } satisfies AuditVerificationDto)
  })
