import { Navigate, useParams } from "react-router-dom"
import { paths } from "../../../config/paths"
import { ProfilePage } from "../../../features/profile/components/profile-page"
import { useSession } from "../../../hooks/use-session"

/** /users/profile/{userId?}: one's own profile without an id. */
export default function UserProfileRoute() {
  const { userId } = useParams()
  const own = useSession().user?.usr_id
  const id = userId === undefined ? own : Number(userId)
  if (id === undefined || !Number.isInteger(id) || id < 0) return <Navigate to={paths.notFound} replace />
  return <ProfilePage key={id} userId={id} />
}
