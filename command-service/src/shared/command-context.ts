/** @module Who issues a command and under which correlation: becomes the metadata of its events. */
export type CommandContext = {
  readonly userId: number
  readonly orgId: number | null
  readonly correlationId: string
  readonly causationId: string | null
}
