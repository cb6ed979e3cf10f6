/**
 * @module The correlation id of a call: the client's `X-Correlation-Id` when it is a short plain token,
 * else a new one. It is stored in every event of the call, so nothing long or odd is taken over verbatim.
 */
import { randomUUID } from "node:crypto"

const BOUNDED_ID = /^[A-Za-z0-9._-]{1,64}$/

export const correlationIdOf = (header: string | undefined): string => (header !== undefined && BOUNDED_ID.test(header) ? header : randomUUID())
