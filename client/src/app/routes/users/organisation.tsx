import { PendingFeaturePage } from "../../../components/pending-feature"
import { useT } from "../../../lib/i18n"
import { useParams } from "react-router-dom"

export default function OrganisationPage() {
  const { t } = useT()
  const { orgId } = useParams()
  return <PendingFeaturePage title={t("pending.organisationTitle")} description={t("pending.organisationText")} endpoint={`/1.2/user/organisations/${orgId}`} />
}
