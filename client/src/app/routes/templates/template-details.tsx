import { PendingFeaturePage } from "../../../components/pending-feature"
import { useT } from "../../../lib/i18n"
import { useParams } from "react-router-dom"

export default function TemplateDetailsPage() {
  const { t } = useT()
  const { projectId } = useParams()
  return <PendingFeaturePage title={t("pending.templateDetailsTitle")} description={t("pending.templateDetailsText")} endpoint={`/1.2/profile/projects/${projectId}?statistics=true`} />
}
