import { ProjectListPage } from "../../../features/projects/components/project-list-page"

export default ProjectListPage
