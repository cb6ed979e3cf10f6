import { InviteUserPage } from "../../../features/users/components/invite-user-page"

export default InviteUserPage
