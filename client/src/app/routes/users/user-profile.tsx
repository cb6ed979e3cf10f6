import { PendingFeaturePage } from "../../../components/pending-feature"
import { useT } from "../../../lib/i18n"
import { useParams } from "react-router-dom"
import { getSession } from "../../../lib/session"

export default function UserProfilePage() {
  const { t } = useT()
  const { userId = String(getSession().user?.usr_id ?? "") } = useParams()
  return <PendingFeaturePage title={t("pending.userProfileTitle")} description={t("pending.userProfileText")} endpoint={`/1.2/user/users/${userId}`} />
}
