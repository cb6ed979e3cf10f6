import { DiffPage } from "../../../features/versions/components/diff-page"

export default DiffPage
