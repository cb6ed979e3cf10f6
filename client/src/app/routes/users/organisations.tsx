import { PendingFeaturePage } from "../../../components/pending-feature"
import { useT } from "../../../lib/i18n"


export default function OrganisationsPage() {
  const { t } = useT()

  return <PendingFeaturePage title={t("pending.organisationsTitle")} description={t("pending.organisationsText")} endpoint={"/1.2/user/organisations"} />
}
