import { ReferenceListPage } from "../../../features/references/components/reference-list-page"

export default ReferenceListPage
