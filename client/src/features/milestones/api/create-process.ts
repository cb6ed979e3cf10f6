/** @module A new process at the end of a milestone, confirmed by a toast. */
import { useCreateProcess as useCreate } from "../../../api/processes/create-process"
import { t } from "../../../lib/i18n"
import { planToast } from "./plan-mutation"

export const useCreateProcess = (projectId: number) =>
  useCreate(projectId, planToast((body) => t("plan:toast.processCreated", { name: body.prc_name })))
