import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { templateSectionOf } from "../../../features/projects/template-sections"
import { TemplateDetailsPage } from "../../../features/templates/components/template-details-page"
import { useSession } from "../../../hooks/use-session"

/** The template details, with the template list's section rule (reference, community, own organisation). */
export default function TemplateDetailsRoute() {
  const user = useSession().user
  return <TemplateDetailsPage sectionOf={(project: ProjectDto) => templateSectionOf(project, user)} />
}
