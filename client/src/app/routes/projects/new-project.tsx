import { NewProjectPage } from "../../../features/projects/components/new-project-page"

export default NewProjectPage
