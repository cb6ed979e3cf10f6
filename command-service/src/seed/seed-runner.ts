/**
 * @module How the seeds issue their commands: one at a time or many at once (those issued together are
 * decided in order and appended together, as ProjectService batches a project's queue), each answering
 * with its events. Over the real ProjectService on start; over a folded state in the seeds' unit tests.
 */
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { ProjectStreamCommand } from "../project/decide-project"
import type { ProjectService } from "../project/project-service"
import type { ProjectState } from "../project/project-state"
import type { CommandContext } from "../shared/command-context"

export type SeedRunner = {
  /** Decides and appends the command; its events, or a throw: a seed's command must not be refused. */
  readonly run: (command: ProjectStreamCommand) => Promise<readonly ProjectEvent[]>
  readonly state: () => Promise<ProjectState>
}

/** Commands on one project through the service, as the system (no access check). */
export const projectSeedRunner = (projects: ProjectService, projectId: number, context: CommandContext): SeedRunner => ({
  run: async (command) => {
    const outcome = await projects.execute(projectId, command, context, (_state, events) => events)
    if (!outcome.ok) throw new Error(`Seeding the reference project failed (${command.type}): ${outcome.error.message}`)
    return outcome.answer
  },
  state: () => projects.state(projectId),
})
