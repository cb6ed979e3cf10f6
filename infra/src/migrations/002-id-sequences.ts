/**
 * Numeric ids of the 1.2 API come from sequences. They advance in blocks of 20 so a service takes one
 * round trip per 20 ids (hi/lo); unused ids of a block are simply never used.
 */
export const idKinds = ["project", "phase", "milestone", "process", "activity", "role", "user", "organisation"] as const
export type IdKind = (typeof idKinds)[number]
export const ID_BLOCK_SIZE = 20

export const idSequencesMigration = idKinds
  .map((kind) => `CREATE SEQUENCE IF NOT EXISTS ids_${kind} INCREMENT BY ${ID_BLOCK_SIZE} START WITH 1;`)
  .join("\n")
