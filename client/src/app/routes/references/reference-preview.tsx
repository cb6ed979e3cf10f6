import { ReferencePreviewPage } from "../../../features/references/components/reference-preview-page"

export default ReferencePreviewPage
