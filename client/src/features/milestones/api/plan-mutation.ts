/**
 * @module What every create, edit, copy and delete of the plan does after the call: confirm with a success
 * toast (spec §7) and read again every answer the change may show (the plan among them), by the rule a live
 * notice follows. Calls are quiet: the dialogs show refusals beside their fields.
 */
import type { LiveKind } from "@bimprofile/contracts/live/live-kinds"
import { useProjectMutation } from "../../../api/project-mutation"
import { toast } from "../../../lib/app-events"

export const usePlanMutation = <V, T>(projectId: number, kinds: readonly LiveKind[], send: (variables: V) => Promise<T>, success: (variables: V) => string) =>
  useProjectMutation(projectId, kinds, send, { onSuccess: (variables) => toast("success", success(variables)) })

/** The toast option of a shared process mutation (`client/src/api/processes`). */
export const planToast = <V>(success: (variables: V) => string) => ({ onSuccess: (variables: V) => toast("success", success(variables)) })
