import { DocumentsPage } from "../../../features/documents/components/documents-page"

export default DocumentsPage
