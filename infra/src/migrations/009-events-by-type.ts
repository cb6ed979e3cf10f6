/**
 * The events the write side looks up by type (EventStore.readByType: the app admins at bootstrap, the
 * projects an organisation owns or a user was granted when one is deleted). A partial index: these types
 * are a sliver of the log, so appends of every other event never touch it, and a lookup reads only them.
 * `readByType` writes the asked types into its SQL as literals, so the planner can see that they fall
 * under this index's predicate. A type read by type later gets its own index in a new migration (until
 * then a lookup of it works, by scanning the log).
 */
export const eventsByTypeMigration = `
CREATE INDEX IF NOT EXISTS events_by_type_idx ON events (global_position)
  WHERE type IN ('UserAppAdminChanged', 'ProjectCreated', 'ProjectOwnershipChanged', 'ProjectDeleted', 'ProjectPermissionGranted');
`
