import { Globe, Person, Star, Projects } from "@blueprintjs/icons"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { useT } from "../../../lib/i18n"
import { Tag } from "../../../components/tag"

type Tagged = Pick<ProjectDto, "type" | "is_template" | "pro_access_all" | "pro_pers" | "pro_isc_name">

/** What kind of project it is (spec §4): reference or template, shared with all, personal; and its IFC version. */
export function ProjectTags({ project }: { project: Tagged }) {
  const { t } = useT()
  return (
    <span className="bimp-project-tags">
      {project.type === "reference" ? (
        <Tag intent="primary" icon={<Star />}>
          {t("projects:type.reference")}
        </Tag>
      ) : project.is_template ? (
        <Tag intent="primary" minimal icon={<Projects />}>
          {t("projects:type.template")}
        </Tag>
      ) : null}
      {project.pro_access_all && (
        <Tag minimal intent="success" icon={<Globe />}>
          {t("projects:type.public")}
        </Tag>
      )}
      {project.pro_pers && (
        <Tag minimal icon={<Person />}>
          {t("projects:type.personal")}
        </Tag>
      )}
      <Tag minimal title={t("projects:card.ifc")}>
        {project.pro_isc_name}
      </Tag>
    </span>
  )
}
