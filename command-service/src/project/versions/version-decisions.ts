/**
 * @module Rules for publishing a project's version (issue 11): the project's current state becomes version
 * n + 1 for good. A version of nothing new is refused (it would show exactly the version before); a title is
 * trimmed (blank: none). Who may: those who may change the project (project-access.ts).
 */
import { nothingToPublish } from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import type { PublishVersion } from "../project-commands"
import type { ProjectState } from "../project-state"
import { checkProjectLive } from "../projects/project-decisions"

const trimmedOrNull = (text: string | null) => (text === null || text.trim() === "" ? null : text.trim())

export const publishVersion = (cmd: PublishVersion, state: ProjectState, ids: IdSupply): Decision<ProjectEvent> => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (state.versions.count > 0 && state.versions.changesSince === 0) return rejected(nothingToPublish(state.versions.count))
  return accepted({
    type: "ProjectVersionPublished",
    data: {
      versionId: ids.take("version"),
      number: state.versions.count + 1,
      title: trimmedOrNull(cmd.title),
      note: trimmedOrNull(cmd.note),
    },
  })
}
