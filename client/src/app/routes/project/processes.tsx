import { ProcessListPage } from "../../../features/processes/components/process-list-page"

export default ProcessListPage
