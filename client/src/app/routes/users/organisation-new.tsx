import { PendingFeaturePage } from "../../../components/pending-feature"
import { useT } from "../../../lib/i18n"


export default function OrganisationNewPage() {
  const { t } = useT()

  return <PendingFeaturePage title={t("pending.organisationNewTitle")} description={t("pending.organisationNewText")} endpoint={"/1.2/user/organisations"} />
}
