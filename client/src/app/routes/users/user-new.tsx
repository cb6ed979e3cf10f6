import { PendingFeaturePage } from "../../../components/pending-feature"
import { useT } from "../../../lib/i18n"


export default function UserNewPage() {
  const { t } = useT()

  return <PendingFeaturePage title={t("pending.userNewTitle")} description={t("pending.userNewText")} endpoint={"/1.2/user/users"} />
}
