/**
 * @module `POST /1.2/profile/projects/{id}/versions`: publishes the project's current state as its next version
 * (writers). Quiet: the dialog shows a refusal itself — 409 NOTHING_TO_PUBLISH (nothing changed since the last
 * version) in the user's language (lib/server-message.ts).
 */
import type { PublishVersionBody } from "@bimprofile/contracts/bodies/version-bodies"
import type { VersionAnswer } from "@bimprofile/contracts/dto/version-dto"
import { useProjectMutation } from "../../../api/project-mutation"
import { post } from "../../../lib/api-client"
import { versionsPath } from "./get-versions"

export const usePublishVersion = (projectId: number) =>
  useProjectMutation(projectId, ["versions"], (body: PublishVersionBody) => post<VersionAnswer>(versionsPath(projectId), body, { quiet: true }))
