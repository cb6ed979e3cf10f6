/** @module What the bad-input test knows of one write endpoint (write-cases.ts, catalogue-write-cases.ts). */

export const UNKNOWN = 987654321

export type Case = {
  /** Path params: the existing id of project A's entity (or the fixture's user or organisation) for this endpoint. */
  id?: () => number
  /** A second path parameter ({usr_id}, {org_id}) and its existing value; it is broken and unknown in turn too. */
  second?: { name: string; value: () => number; unknown: number }
  /** A valid body: each broken variant changes one thing of it. */
  valid?: () => unknown
  /** Bodies that name ids of another project (or unknown ids) where the endpoint needs its own. */
  foreign?: () => { body: unknown; status: number }[]
  /** The status of a valid body on an unknown path id. */
  unknownId?: number
}
