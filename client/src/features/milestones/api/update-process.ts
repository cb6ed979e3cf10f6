/** @module A process's name, short name and description, confirmed by a toast. */
import { type UpdateProcess, useUpdateProcess as useUpdate } from "../../../api/processes/update-process"
import { t } from "../../../lib/i18n"
import { planToast } from "./plan-mutation"

export const useUpdateProcess = (projectId: number) =>
  useUpdate(projectId, planToast<UpdateProcess>(({ body }) => t("plan:toast.processSaved", { name: body.prc_name ?? "" })))
