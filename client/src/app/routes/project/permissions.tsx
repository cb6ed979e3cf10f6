import { PendingFeaturePage } from "../../../components/pending-feature"
import { useT } from "../../../lib/i18n"
import { useParams } from "react-router-dom"

export default function PermissionsPage() {
  const { t } = useT()
  const { projectId } = useParams()
  return <PendingFeaturePage title={t("pending.permissionsTitle")} description={t("pending.permissionsText")} endpoint={`/1.2/profile/projects/${projectId}/permissions`} />
}
