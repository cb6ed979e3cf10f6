import { ProjectLayout } from "../../../features/projects/components/project-layout"

export default ProjectLayout
