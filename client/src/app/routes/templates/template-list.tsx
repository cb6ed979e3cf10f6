import { TemplateListPage } from "../../../features/projects/components/template-list-page"

export default TemplateListPage
