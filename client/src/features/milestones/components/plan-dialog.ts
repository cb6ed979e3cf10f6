/** @module Which dialog of the plan is open, with what it works on. */
import type { PlanMilestone, PlanProcess } from "../plan-model"

export type PlanDialog =
  | { readonly type: "create-milestone"; readonly phaseId: number }
  | { readonly type: "edit-milestone"; readonly milestone: PlanMilestone }
  | { readonly type: "copy-milestone"; readonly milestone: PlanMilestone }
  | { readonly type: "delete-milestone"; readonly milestone: PlanMilestone }
  | { readonly type: "import-milestone" }
  | { readonly type: "create-process"; readonly milestoneId: number }
  | { readonly type: "edit-process"; readonly process: PlanProcess }
  | { readonly type: "copy-process"; readonly process: PlanProcess }
  | { readonly type: "delete-process"; readonly process: PlanProcess }
  | { readonly type: "import-process" }
