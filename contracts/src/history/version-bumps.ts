/** @module How a published version's semantic version moved from the one before (schema-free: the client imports it). */
export const VERSION_BUMPS = ["initial", "major", "minor", "patch"] as const
export type VersionBump = (typeof VERSION_BUMPS)[number]
