import { useParams } from "react-router-dom"
import { ActivityRequirementsPage } from "./activity-requirements-page"
import { RequirementsDiffPage } from "./requirements-diff-page"

/** The feature's two pages behind one lazy import: an activity's requirements (with `:activityId`), or two compared. */
export function RequirementsRoute() {
  return useParams().activityId === undefined ? <RequirementsDiffPage /> : <ActivityRequirementsPage />
}
