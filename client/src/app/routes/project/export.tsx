import { ExportPage } from "../../../features/documents/components/export-page"

export default ExportPage
