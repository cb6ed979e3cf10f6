import { VersionsPage } from "../../../features/versions/components/versions-page"

export default VersionsPage
