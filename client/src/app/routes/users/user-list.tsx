import { UserListPage } from "../../../features/users/components/user-list-page"

export default UserListPage
