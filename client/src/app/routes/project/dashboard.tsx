import { MilestonePlanPage } from "../../../features/milestones/components/milestone-plan-page"

export default MilestonePlanPage
