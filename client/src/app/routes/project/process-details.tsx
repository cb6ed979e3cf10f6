import { ProcessDetailsPage } from "../../../features/processes/components/process-details-page"

export default ProcessDetailsPage
