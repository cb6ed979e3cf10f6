import { PendingFeaturePage } from "../../../components/pending-feature"
import { useT } from "../../../lib/i18n"


export default function UserListPage() {
  const { t } = useT()

  return <PendingFeaturePage title={t("pending.usersTitle")} description={t("pending.usersText")} endpoint={"/1.2/user/users"} />
}
